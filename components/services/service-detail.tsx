import { areaNames } from '@/content/locations';
import { ClosingCta } from '@/components/ui/closing-cta';
import { BookingLink } from '@/components/booking/booking-link';
import { Accordion } from '@/components/ui/accordion';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { JsonLd } from '@/components/ui/json-ld';
import { MapEmbed } from '@/components/ui/map-embed';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { VideoFacade } from '@/components/ui/video-facade-client';
import { serviceDetails } from '@/content/service-details';
import { servicePath, services, type ServiceSlug } from '@/content/services';
import { site } from '@/content/site';
import { faqPage, serviceSchema } from '@/lib/schema';
import { CardGrid, ProcessSteps } from './card-grid';
import { MedicalInfo } from './medical-info';
import { ServiceCard } from './service-card';
import { ViewAllServices } from '@/components/ui/view-all-services';

/** One service detail page, entirely from data: content/services.ts (catalog) + content/service-details/<slug>.ts. */
export function ServiceDetailPage({ slug }: { slug: ServiceSlug }) {
  const service = services[slug];
  const detail = serviceDetails[slug];
  const path = servicePath(slug);
  const book = detail.bookingTitle;

  return (
    <>
      <JsonLd
        data={[
          serviceSchema({ name: service.name, description: detail.metaDescription, path }),
          faqPage(detail.faqs),
        ]}
      />
      <PageHero
        artwork={detail.heroArtwork}
        trail={[{ name: 'Services', path: '/services' }, { name: service.name, path }]}
        eyebrow={detail.eyebrow}
        title={detail.headline}
        intro={
          <>
            <p>{detail.intro}</p>
            {/* Fixed columns: a fact never starts beside the others and then wraps below them once its text arrives. */}
            <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-3 text-base">
              <div>
                <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Duration</dt>
                <dd className="font-semibold text-charcoal-900" data-testid="service-duration">
                  {service.duration}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Consultation</dt>
                <dd className="font-semibold text-charcoal-900">{site.claims.consultation}</dd>
              </div>
              {service.medical ? (
                <div className="col-span-2">
                  <dt className="text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Performed by</dt>
                  <dd className="font-semibold text-charcoal-900 first-letter:uppercase">{site.medical.injector}</dd>
                </div>
              ) : null}
            </dl>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Good for">
              {detail.idealFor.map((item) => (
                <li key={item} className="rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-charcoal-800 ring-1 ring-cream-300">
                  {item}
                </li>
              ))}
            </ul>
          </>
        }
      >
        <BookingLink className={buttonStyles.primary} dialogTitle={book}>
          {service.medical ? 'Book a Free Consultation' : `Book Your ${service.name}`}
        </BookingLink>
        <CallLink className={buttonStyles.secondary} />
      </PageHero>

      <Section id="benefits" eyebrow={`Why clients choose ${service.name}`} title="Benefits">
        <div className="mb-12 grid items-center gap-10 lg:grid-cols-2">
          <Artwork
            name={service.artwork}
            alt={`Illustration for the ${service.name} treatment`}
            sizes="(min-width: 1024px) 600px, 100vw"
            imgClassName="aspect-[3/2] w-full rounded-2xl object-cover shadow-md"
          />
          <div>
            <p className="text-lg leading-relaxed text-charcoal-700">{service.summary}</p>
            <p className="mt-4 leading-relaxed text-charcoal-700">
              Every visit starts with a conversation about your skin and your goals, so the treatment fits you rather than a menu.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <BookingLink className={buttonStyles.gold} dialogTitle={book}>
                Book Now
              </BookingLink>
            </div>
          </div>
        </div>
        <CardGrid cards={detail.benefits} icon="check" />
      </Section>

      {detail.medical ? <MedicalInfo name={service.name} medical={detail.medical} bookingTitle={book} /> : null}

      <Section id="process" eyebrow="What to expect" title="Your treatment, step by step" tone="cream" deferred>
        <ProcessSteps steps={detail.process} />
      </Section>

      <Section id="areas" eyebrow="Treatment areas" title={detail.areas.title} intro={detail.areas.intro} deferred>
        <CardGrid cards={detail.areas.cards} icon="dot" />
      </Section>

      {detail.testimonials ? (
        <Section id="testimonials" eyebrow="Client stories" title={`What clients say about ${service.name}`} tone="cream" deferred>
          <ul className="grid gap-6 md:grid-cols-3">
            {detail.testimonials.map((t) => (
              <li key={t.name} data-testid="service-testimonial">
                <TestimonialCard quote={t.quote} name={t.name} detail={t.city} rating={5} ratingLabel="5.0" />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-charcoal-700">Individual results vary.</p>
        </Section>
      ) : null}

      <Section id="videos" eyebrow="Learn before you book" title="Educational videos" deferred>
        <ul className="grid gap-8 md:grid-cols-2">
          {detail.videos.map((key) => (
            <li key={key}>
              <VideoFacade videoId={site.videos[key].id} title={site.videos[key].title} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" eyebrow="Questions" title={`${service.name} FAQ`} tone="cream" deferred>
        <div className="mx-auto max-w-3xl">
          <Accordion
            name={`${slug}-faq`}
            items={detail.faqs.map((faq) => ({ question: faq.question, answer: <p>{faq.answer}</p> }))}
          />
        </div>
      </Section>

      <Section id="related" eyebrow="You may also like" title="Related services" deferred>
        <ul className="grid gap-6 md:grid-cols-3">
          {detail.related.map((related) => (
            <li key={related}>
              <ServiceCard slug={related} />
            </li>
          ))}
        </ul>
        <ViewAllServices />
      </Section>

      <ClosingCta title={detail.closing.title} intro={detail.closing.text} book={{ label: 'Schedule Online', dialogTitle: book }} call deferred />

      <Section id="map" eyebrow="Visit the studio" title={`${service.name} in ${site.address.locality}`} tone="cream">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="leading-relaxed text-charcoal-700">
            <p>
              The studio is in {site.address.locality}, {site.address.region}, an easy drive from{' '}
              {areaNames.join(', ')}. We share the exact address and parking tips when you book.
            </p>
            <p className="mt-4">
              <CallLink className="font-semibold text-charcoal-900 underline underline-offset-2">{site.phone.display}</CallLink>
            </p>
          </div>
          <MapEmbed />
        </div>
      </Section>
    </>
  );
}
