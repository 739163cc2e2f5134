import { ClosingCta } from '@/components/ui/closing-cta';
import { BookingLink } from '@/components/booking/booking-link-client';
import { Accordion } from '@/components/ui/accordion';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { JsonLd } from '@/components/ui/json-ld';
import { MapEmbed } from '@/components/ui/map-embed';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { TestimonialLanguageNote } from '@/components/ui/testimonial-language-note';
import { VideoGrid } from '@/components/ui/studio-video';
import { ViewAllServices } from '@/components/ui/view-all-services';
import {
  catalogCopy,
  serviceArtwork,
  serviceDetailsIn,
  servicePath,
  services,
  type ServiceSlug,
} from '@/content/services';
import { servicesCopy } from '@/content/pages/services';
import { site } from '@/content/site';
import { testimonialLabel, testimonialsOn, type TestimonialPlace } from '@/content/testimonials';
import { ui } from '@/content/ui';
import { fill, pathIn, type Locale } from '@/lib/format/locale';
import { faqPage, serviceSchema } from '@/site/schema';
import { CardGrid, ProcessSteps } from './card-grid';
import { MedicalInfo } from './medical-info';
import { RelatedServiceCard } from './related-service-card';

/**
 * One service detail page in either language, entirely from data: its file in content/services/ (facts, name,
 * summary and page copy, through the maps content/services/index.ts derives) and content/pages/services.ts.
 */
export function ServiceDetailPage({ slug, locale }: { slug: ServiceSlug; locale: Locale }) {
  const service = services[slug];
  const { name, duration, summary } = catalogCopy[locale].services[slug];
  const detail = serviceDetailsIn[locale][slug];
  const words = servicesCopy[locale].detail;
  const path = pathIn(locale, servicePath(slug));
  const book = detail.bookingTitle;
  const testimonials = testimonialsOn(servicePath(slug) as TestimonialPlace, locale);

  return (
    <>
      <JsonLd
        data={[
          serviceSchema({ name, description: detail.metaDescription, path, locale }),
          faqPage(detail.faqs, locale),
        ]}
      />
      <PageHero
        artwork={detail.heroArtwork}
        locale={locale}
        trail={[
          { name: words.servicesCrumb, path: pathIn(locale, '/services') },
          { name, path },
        ]}
        eyebrow={detail.eyebrow}
        title={detail.headline}
        intro={
          <>
            <p>{detail.intro}</p>
            {/* Fixed columns: a fact never starts beside the others and then wraps below them once its text arrives. */}
            <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-3 text-base">
              <div>
                <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">{words.duration}</dt>
                <dd className="font-semibold text-charcoal-900" data-testid="service-duration">
                  {duration}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">
                  {words.consultation}
                </dt>
                <dd className="font-semibold text-charcoal-900">{words.consultationValue}</dd>
              </div>
              {service.medical ? (
                <div className="col-span-2">
                  <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">
                    {words.performedBy}
                  </dt>
                  <dd className="font-semibold text-charcoal-900 first-letter:uppercase">{words.injector}</dd>
                </div>
              ) : null}
            </dl>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={words.goodFor}>
              {detail.idealFor.map((item) => (
                <li
                  key={item}
                  className="rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-charcoal-800 ring-1 ring-cream-300"
                >
                  {item}
                </li>
              ))}
            </ul>
          </>
        }
      >
        <BookingLink className={buttonStyles.primary} dialogTitle={book}>
          {service.medical ? words.bookConsultation : words.bookService(name)}
        </BookingLink>
        <CallLink locale={locale} className={buttonStyles.secondary} />
      </PageHero>

      <Section id="benefits" eyebrow={words.whyEyebrow(name)} title={words.benefits}>
        <div className="mb-12 grid items-center gap-10 lg:grid-cols-2">
          <Artwork
            name={serviceArtwork(slug)}
            alt={words.artworkAlt(name)}
            sizes="(min-width: 1024px) 600px, 100vw"
            imgClassName="aspect-[3/2] w-full rounded-2xl object-cover shadow-md"
          />
          <div>
            <p className="text-lg leading-relaxed text-charcoal-700">{summary}</p>
            <p className="mt-4 leading-relaxed text-charcoal-700">{words.fitsYou}</p>
            <BookingLink className={`${buttonStyles.gold} mt-6`} dialogTitle={book}>
              {words.bookNow}
            </BookingLink>
          </div>
        </div>
        <CardGrid cards={detail.benefits} icon="check" />
      </Section>

      {detail.medical ? <MedicalInfo name={name} medical={detail.medical} bookingTitle={book} locale={locale} /> : null}

      <Section id="process" eyebrow={words.processEyebrow} title={words.processTitle} tone="cream">
        <ProcessSteps steps={detail.process} stepLabel={words.step} />
      </Section>

      <Section
        id="areas"
        eyebrow={detail.areas.eyebrow ?? words.areasEyebrow}
        title={detail.areas.title}
        intro={detail.areas.intro}
      >
        <CardGrid cards={detail.areas.cards} icon="dot" />
      </Section>

      {testimonials.length > 0 ? (
        <Section id="testimonials" eyebrow={words.storiesEyebrow} title={words.storiesTitle(name)} tone="cream">
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.name} data-testid="service-testimonial">
                <TestimonialCard
                  quote={t.text}
                  name={t.name}
                  detail={[t.location, testimonialLabel(t, locale)].filter(Boolean).join(' · ')}
                  rating={t.rating}
                  ratingLabel={t.position}
                  starsLabel={fill(ui[locale].rating, { rating: t.position })}
                  lang={t.lang === locale ? undefined : t.lang}
                />
              </li>
            ))}
          </ul>
          <TestimonialLanguageNote
            shown={testimonials}
            locale={locale}
            className="mt-6 text-center text-sm text-charcoal-700"
          />
          <p className="mt-2 text-center text-sm text-charcoal-700">{words.resultsVary}</p>
        </Section>
      ) : null}

      <Section id="videos" eyebrow={words.videosEyebrow} title={words.videosTitle}>
        <VideoGrid videos={detail.videos} locale={locale} className="grid gap-8 md:grid-cols-2" />
      </Section>

      <Section id="faq" eyebrow={words.faqEyebrow} title={words.faqTitle(name)} tone="cream">
        <div className="mx-auto max-w-3xl">
          <Accordion
            name={`${slug}-faq`}
            items={detail.faqs.map((faq) => ({ question: faq.question, answer: <p>{faq.answer}</p> }))}
          />
        </div>
      </Section>

      <Section id="related" eyebrow={words.relatedEyebrow} title={words.relatedTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {detail.related.map((related) => (
            <li key={related}>
              <RelatedServiceCard slug={related} locale={locale} />
            </li>
          ))}
        </ul>
        <ViewAllServices locale={locale} />
      </Section>

      <ClosingCta
        title={detail.closing.title}
        intro={detail.closing.text}
        book={{ label: words.schedule, dialogTitle: book }}
        call
        locale={locale}
      />

      <Section id="map" eyebrow={words.mapEyebrow} title={words.mapTitle(name)} tone="cream">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="leading-relaxed text-charcoal-700">
            <p>{words.mapText}</p>
            <p className="mt-4">
              <CallLink locale={locale} className="font-semibold text-charcoal-900 underline underline-offset-2">
                {site.phone.display}
              </CallLink>
            </p>
          </div>
          <MapEmbed locale={locale} />
        </div>
      </Section>
    </>
  );
}
