import { BookingLink } from '@/components/booking/booking-link-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { servicesCopy } from '@/content/pages/services';
import type { MedicalDetails } from '@/content/service-details';
import type { Locale } from '@/lib/locale';

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-charcoal-700">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

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
    <Section id="safety" eyebrow={words.eyebrow} title={words.title(name)} tone="cream" deferred>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-sans text-lg font-semibold">{words.providerTitle}</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700" data-testid="medical-provider">
            {words.provider(name)}
          </p>
          <h3 className="mt-6 font-sans text-lg font-semibold">{words.consultationTitle}</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.consultation}</p>
          <h3 className="mt-6 font-sans text-lg font-semibold">{words.risksTitle}</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.risks}</p>
          <h3 className="mt-6 font-sans text-lg font-semibold">{words.priceTitle}</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.priceGuidance}</p>
          <p className="mt-2 text-sm text-charcoal-700">{words.offers}</p>
          <div className="mt-6">
            <BookingLink className={buttonStyles.primary} dialogTitle={bookingTitle}>
              {words.book}
            </BookingLink>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-sans text-lg font-semibold">{words.beforeTitle}</h3>
          <List items={medical.before} />
          <h3 className="mt-6 font-sans text-lg font-semibold">{words.aftercareTitle}</h3>
          <List items={medical.aftercare} />
          <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm font-semibold text-charcoal-800">
            {words.resultsVary}
          </p>
        </div>
      </div>
    </Section>
  );
}
