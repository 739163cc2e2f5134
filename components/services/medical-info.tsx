import { Fragment } from 'react';
import { BookingLink } from '@/components/booking/booking-link-client';
import { BulletList } from '@/components/ui/bullet-list';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { servicesCopy } from '@/content/pages/services';
import type { MedicalDetails } from '@/content/services';
import type { Locale } from '@/lib/format/locale';

/** Who treats you, the consultation first, price guidance, preparation, aftercare and "Individual results vary". */
export function MedicalInfo({
  name,
  medical,
  bookingTitle,
  locale,
}: {
  name: string;
  medical: MedicalDetails;
  bookingTitle: string;
  locale: Locale;
}) {
  const words = servicesCopy[locale].medicalInfo;
  return (
    <Section id="safety" eyebrow={words.eyebrow} title={words.title(name)} tone="cream">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          {[
            { title: words.providerTitle, text: words.provider(name), testId: 'medical-provider' },
            { title: words.consultationTitle, text: medical.consultation },
            { title: words.risksTitle, text: medical.risks },
            { title: words.priceTitle, text: medical.priceGuidance },
          ].map(({ title, text, testId }) => (
            <Fragment key={title}>
              <h3 className="mt-6 font-sans text-lg font-semibold first:mt-0">{title}</h3>
              <p className="mt-3 leading-relaxed text-charcoal-700" data-testid={testId}>
                {text}
              </p>
            </Fragment>
          ))}
          <p className="mt-2 text-sm text-charcoal-700">{words.offers}</p>
          <BookingLink className={`${buttonStyles.primary} mt-6`} dialogTitle={bookingTitle}>
            {words.book}
          </BookingLink>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-sans text-lg font-semibold">{words.beforeTitle}</h3>
          <BulletList items={medical.before} />
          <h3 className="mt-6 font-sans text-lg font-semibold">{words.aftercareTitle}</h3>
          <BulletList items={medical.aftercare} />
          <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm font-semibold text-charcoal-800">
            {words.resultsVary}
          </p>
        </div>
      </div>
    </Section>
  );
}
