import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { CallLink } from '@/components/ui/call-link';
import { MessageLink, studioMessageLinks } from '@/components/ui/message-link';
import { Section } from '@/components/ui/section';
import { VideoFacade } from '@/components/ui/video-facade-client';
import { servicePath, services, type ServiceSlug } from '@/content/services';
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import { durationAdjective } from '@/lib/durations';
import { ViewAllServices } from '@/components/ui/view-all-services';

const teasers: ServiceSlug[] = ['hydrafacial', 'anti-aging-facial', 'botox'];

/** Contact: book, what a consultation is, a short video, three services to explore. */
export function Contact() {
  return (
    <Section
      id="contact"
      eyebrow="Get started"
      title="Book your complimentary consultation"
      intro={`Tell us about your skin and we will plan your first visit together. Prefer to talk? Call ${site.phone.display}.`}
      deferred
      tone="dark"
    >
      <div className="text-center">
        <BookingLink className="inline-flex items-center justify-center rounded-full bg-gold-400 px-10 py-5 text-lg font-semibold text-charcoal-900 shadow-xl transition hover:bg-gold-300">
          Book Your Appointment
        </BookingLink>
        <p className="mt-4 text-cream-200">
          or <CallLink className="font-semibold text-cream-50 underline underline-offset-2" />
          {studioMessageLinks.map((link) => (
            <span key={link.href}>
              {' · '}
              <MessageLink link={link} className="font-semibold text-cream-50 underline underline-offset-2" />
            </span>
          ))}
        </p>
      </div>
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <div className="rounded-2xl bg-charcoal-800 p-6 sm:p-8">
          <h3 className="text-2xl font-semibold text-cream-50">What happens at a consultation</h3>
          <ul className="mt-4 space-y-3 leading-relaxed text-cream-200">
            <li>A relaxed {durationAdjective(visitFacts.consultation.duration)} conversation about your skin, routine and goals: {site.claims.consultation.toLowerCase()}.</li>
            <li>A close look at your skin in good light, and honest advice on what will and will not help.</li>
            <li>A written plan with timing and options; {site.claims.financing.toLowerCase()}. No pressure to book.</li>
            <li>
              For Botox, fillers and plasma you also meet {site.medical.examiner} for a good-faith exam, then {site.medical.injector}; for IV therapy,{' '}
              {visitFacts.ivTeam}.
            </li>
          </ul>
          <p className="mt-6 text-cream-200">
            Already a client? Your words help neighbors find us.{' '}
            <a href={site.reviews.url} target="_blank" rel="noopener" className="font-semibold text-gold-300 underline underline-offset-2">
              Leave a review on {site.reviews.platform}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
        <div>
          <VideoFacade videoId={site.videos.consultation.id} title={site.videos.consultation.title} />
        </div>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {teasers.map((slug) => (
          <li key={slug} className="rounded-2xl border border-charcoal-700 p-6">
            <h3 className="text-xl font-semibold text-cream-50">{services[slug].name}</h3>
            <p className="mt-1 text-sm font-semibold text-gold-300">{services[slug].duration}</p>
            <p className="mt-3 leading-relaxed text-cream-200">{services[slug].summary}</p>
            <Link href={servicePath(slug)} className="link-arrow mt-4 inline-flex font-semibold text-gold-300 underline-offset-4 hover:underline" aria-label={`Learn more about ${services[slug].name}`}>
              Learn more
            </Link>
          </li>
        ))}
      </ul>
      <ViewAllServices tone="dark" className="mt-12" />
    </Section>
  );
}
