import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link-client';
import { CallLink } from '@/components/ui/call-link';
import { MessageLink, studioMessageLinksIn } from '@/components/ui/message-link';
import { Section } from '@/components/ui/section';
import { performedByText, performerOf } from '@/components/services/performed-by';
import { SpanishPromise } from '@/components/ui/spanish-promise';
import { StudioVideo } from '@/components/ui/studio-video';
import { catalogCopy, servicePath } from '@/content/services';
import { contactTeasers, homeCopy } from '@/content/pages/home';
import { site } from '@/content/site';
import type { Locale } from '@/lib/format/locale';
import { ViewAllServices } from '@/components/ui/view-all-services';

/** Contact: book, what a consultation is, a short video, a few services to explore (content/pages/home.ts). */
export function Contact({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].contact;
  const catalog = catalogCopy[locale].services;
  const link = 'font-semibold text-cream-50 underline underline-offset-2';
  return (
    <Section id="contact" heading={copy} tone="dark">
      <div className="text-center">
        <BookingLink className="inline-flex items-center justify-center rounded-full bg-gold-400 px-10 py-5 text-lg font-semibold text-charcoal-900 shadow-xl transition hover:bg-gold-300">
          {copy.book}
        </BookingLink>
        <p className="mt-4 text-cream-200">
          {copy.or} <CallLink locale={locale} className={link} />
          {studioMessageLinksIn(locale).map((message) => (
            <span key={message.href}>
              {' · '}
              <MessageLink link={message} className={link} />
            </span>
          ))}
        </p>
        {locale === 'en' ? <SpanishPromise className="mt-4 text-cream-200" linkClassName={link} /> : null}
      </div>
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <div className="rounded-2xl bg-charcoal-800 p-6 sm:p-8">
          <h3 className="text-2xl font-semibold text-cream-50">{copy.consultationTitle}</h3>
          <ul className="mt-4 space-y-3 leading-relaxed text-cream-200">
            {copy.consultation.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-6 text-cream-200">
            {copy.review}{' '}
            <a
              href={site.reviews.url}
              target="_blank"
              rel="noopener"
              className="font-semibold text-gold-300 underline underline-offset-2"
            >
              {copy.reviewLink}
              <span className="sr-only">{copy.newTab}</span>
            </a>
          </p>
        </div>
        <div>
          <StudioVideo video="consultation" locale={locale} />
        </div>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {contactTeasers.map((slug) => (
          <li key={slug} className="rounded-2xl border border-charcoal-700 p-6">
            <h3 className="text-xl font-semibold text-cream-50">{catalog[slug].name}</h3>
            <p className="mt-1 text-sm font-semibold text-gold-300">{catalog[slug].duration}</p>
            {/* A medical service's summary goes on to say who performs it, in the same paragraph (home's element budget). */}
            <p className="mt-3 leading-relaxed text-cream-200">
              {[catalog[slug].summary, performedByText(performerOf(slug), locale)].filter(Boolean).join(' ')}
            </p>
            <Link
              locale={locale}
              href={servicePath(slug)}
              className="link-arrow mt-4 inline-flex font-semibold text-gold-300 underline-offset-4 hover:underline"
            >
              {copy.learnMore(catalog[slug].name)}
            </Link>
          </li>
        ))}
      </ul>
      <ViewAllServices tone="dark" className="mt-12" locale={locale} />
    </Section>
  );
}
