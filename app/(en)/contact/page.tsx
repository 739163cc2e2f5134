import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { MessageLink, studioMessageLinks } from '@/components/ui/message-link';
import { LocationHours } from '@/components/ui/location-hours';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import { durationAdjective } from '@/lib/durations';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/contact');

const consultationSteps = [
  { title: 'A relaxed conversation', text: `We talk about your skin, your routine, what you would like to change and anything you have tried before. A ${durationAdjective(visitFacts.consultation.duration)} visit, with no obligation.` },
  { title: 'A close look at your skin', text: 'Under a magnifying lamp we check hydration, texture, congestion, pigment and sun damage, and explain what we see in plain language.' },
  { title: 'Your personal plan', text: 'You leave with honest recommendations: which treatments would help, how often, what to use at home, and what you do not need.' },
  { title: 'Medical treatments, screened safely', text: `If you are interested in Botox, fillers, plasma or IV therapy, ${site.medical.examiner} examines you and reviews your health history first; your treatment is then given by ${site.medical.injector} or, for IV, one of our ${site.medical.ivProvider}, under ${site.medical.supervisor}.` },
];

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={site.claims.consultation}
        title="Contact the Studio"
        intro={`Book online in a minute, call us, or send an e-mail. We reply as soon as we can and share the studio’s exact ${site.address.locality} address and parking tips when you book.`}
      >
        <BookingLink className={buttonStyles.primary}>Book Your Free Consultation</BookingLink>
        <CallLink className={buttonStyles.secondary} />
      </PageHero>

      <Section id="reach-us" eyebrow="Get in touch" title="Three easy ways to reach us">
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">Book online</h3>
            <p className="mt-2 text-charcoal-700">Choose a time that suits you in our secure booking form, provided by {site.booking.provider}.</p>
            <BookingLink className={`${buttonStyles.link} mt-4`} ariaLabel="Open the booking form">
              Open the booking form
            </BookingLink>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">Call us</h3>
            <p className="mt-2 text-charcoal-700">Talk to us during opening hours; leave a message after hours and we will call you back.</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <CallLink className={buttonStyles.link}>{site.phone.display}</CallLink>
              {studioMessageLinks.map((link) => (
                <MessageLink key={link.href} link={link} className={buttonStyles.link} />
              ))}
            </p>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">E-mail</h3>
            <p className="mt-2 text-charcoal-700">Questions about a treatment, gift cards or rescheduling are welcome by e-mail.</p>
            <a href={`mailto:${site.email}`} className={`${buttonStyles.link} mt-4`} aria-label={`Email the studio at ${site.email}`}>
              {site.email}
            </a>
          </li>
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-charcoal-700">
          Please do not send health details by e-mail or phone message. Anything medical is discussed privately at your consultation, and the
          booking form collects only what we need to schedule your visit.
        </p>
      </Section>

      <Section id="consultation" tone="cream" eyebrow="Free consultation" title="What happens at your free consultation">
        <ol className="grid gap-6 md:grid-cols-2">
          {consultationSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Step {index + 1}</p>
              <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-charcoal-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center text-charcoal-700">
          {site.claims.financing}. Individual results vary; we will always tell you what is realistic for your skin.
        </p>
        <div className="mt-8 flex justify-center">
          <BookingLink className={buttonStyles.primary}>Book Your Consultation</BookingLink>
        </div>
      </Section>

      <LocationHours id="location" />
    </>
  );
}
