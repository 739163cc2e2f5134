import { BookingLink } from '@/components/booking/booking-link-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { MessageLink, studioMessageLinksIn } from '@/components/ui/message-link';
import { LocationHours } from '@/components/ui/location-hours';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SpanishPromise } from '@/components/ui/spanish-promise';
import { contactCopy } from '@/content/pages/contact';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { fill, type Locale } from '@/lib/format/locale';

/** The contact page, in either language. */
export function ContactPage({ locale }: { locale: Locale }) {
  const copy = contactCopy[locale];
  return (
    <>
      <PageHero {...copy.hero} call locale={locale} />

      <Section id="reach-us" heading={copy.reach}>
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{copy.reach.online.title}</h3>
            <p className="mt-2 text-charcoal-700">{copy.reach.online.text}</p>
            <BookingLink className={`${buttonStyles.link} mt-4`} ariaLabel={copy.reach.online.link}>
              {copy.reach.online.link}
            </BookingLink>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{copy.reach.call.title}</h3>
            <p className="mt-2 text-charcoal-700">{copy.reach.call.text}</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <CallLink locale={locale} className={buttonStyles.link}>
                {site.phone.display}
              </CallLink>
              {studioMessageLinksIn(locale).map((link) => (
                <MessageLink key={link.href} link={link} className={buttonStyles.link} />
              ))}
            </p>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{copy.reach.email.title}</h3>
            <p className="mt-2 text-charcoal-700">{copy.reach.email.text}</p>
            <a
              href={`mailto:${site.email}`}
              className={`${buttonStyles.link} mt-4`}
              aria-label={ui[locale].contact.email}
            >
              {site.email}
            </a>
          </li>
        </ul>
        {locale === 'en' ? (
          <SpanishPromise
            className="mx-auto mt-8 max-w-3xl text-center text-charcoal-700"
            linkClassName="font-semibold text-gold-700 underline underline-offset-4 hover:text-gold-800"
          />
        ) : null}
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-charcoal-700">{copy.reach.privacy}</p>
      </Section>

      <Section id="consultation" tone="cream" heading={copy.consultation}>
        <ol className="grid gap-6 md:grid-cols-2">
          {copy.consultation.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">
                {fill(copy.consultation.step, { n: String(index + 1) })}
              </p>
              <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-charcoal-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center text-charcoal-700">{copy.consultation.note}</p>
        <div className="mt-8 flex justify-center">
          <BookingLink className={buttonStyles.primary}>{copy.consultation.book}</BookingLink>
        </div>
      </Section>

      <LocationHours id="location" locale={locale} />
    </>
  );
}
