import { areaNames, serviceAreas, locationPath } from '@/content/locations';
import { ClosingCta } from '@/components/ui/closing-cta';
import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { servicePath, services, serviceSlugs } from '@/content/services';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/about');

const philosophy = [
  { title: 'Skin health first', text: 'A strong barrier, steady hydration and daily SPF 30 or higher do more than any single treatment, so every plan includes your home routine.' },
  { title: 'Personal, never one-size-fits-all', text: 'Each visit starts with a conversation and a close look at your skin that day. July skin and January skin rarely need the same facial.' },
  { title: 'Honest advice', text: 'We explain what a treatment can realistically do, tell you when you do not need it, and never pressure you to book. Individual results vary.' },
  { title: 'The right hands for each treatment', text: 'Facials and skin treatments are performed by a licensed esthetician; medical treatments by licensed registered nurses under a supervising medical director.' },
];

export default function AboutPage() {
  const { owner, claims, medical } = site;
  return (
    <>
      <PageHero
        eyebrow={`${owner.title} · ${site.address.locality}, ${site.address.region}`}
        title={`Meet ${owner.name}`}
        intro={`${claims.yearsExperience} years of caring for skin, a calm studio in ${site.address.locality}, and a simple belief: healthy skin is personal.`}
      >
        <BookingLink className={buttonStyles.primary}>Book a Free Consultation</BookingLink>
        <CallLink className={buttonStyles.secondary} />
      </PageHero>

      <Section id="story" eyebrow="Our story" title="A studio built on listening">
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <Artwork name="team/adriana" alt={`Illustrated portrait of ${owner.name}`} sizes="(min-width: 1024px) 400px, 80vw" imgClassName="mx-auto h-auto w-full max-w-sm rounded-2xl shadow-md" />
          <div className="space-y-4 text-lg leading-relaxed text-charcoal-800">
            <p>
              {owner.name} is a {owner.title.toLowerCase()} with {claims.yearsExperience} years of experience. She started her career in busy
              spas, where she learned every technique on the menu, and noticed how often clients left with a product bag but without a plan.
            </p>
            <p>
              She opened {site.name} to do the opposite: fewer, better treatments, chosen for each person, with time to explain why. Most of her
              clients have lived with the same skin questions for years, and she loves the moment a routine finally clicks.
            </p>
            <p>
              Living and working in {site.address.locality} shaped her approach. Strong sun at altitude, very low humidity and the dusty spring
              westerlies that sweep across the region change how skin behaves, so every facial, peel and home routine she designs is built for the desert.
            </p>
          </div>
        </div>
      </Section>

      <Section id="philosophy" tone="cream" eyebrow="Philosophy" title="How we care for your skin">
        <ul className="grid gap-6 md:grid-cols-2">
          {philosophy.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-charcoal-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="credentials" eyebrow="Credentials" title="Training you can trust">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{owner.name}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-charcoal-700">
              <li>{owner.title}, licensed in the State of Texas</li>
              <li>{claims.yearsExperience} years of experience with facials, peels, dermaplaning, microdermabrasion and acne care</li>
              <li>Ongoing advanced training in HydraFacial, chemical peels and skin analysis</li>
              <li>Rated {claims.esthetics.rating} stars from {claims.esthetics.reviews} reviews on {site.reviews.platform} for esthetics</li>
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">Our medical and IV team</h3>
            <p className="mt-3 text-charcoal-700">
              Botox and lip fillers are performed by {medical.injector}. IV vitamin therapy is given by {medical.ivProvider}. All medical
              services are overseen by {medical.supervisor}, who sets our protocols and reviews health screenings. Our IV therapy is rated{' '}
              {claims.iv.rating} stars from {claims.iv.reviews} reviews on {site.reviews.platform}. Individual results vary.
            </p>
          </div>
        </div>
      </Section>

      <Section id="studio" tone="cream" eyebrow="The studio" title={`A calm space in ${site.address.locality}`}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-charcoal-800">
          <p>
            The studio is a quiet, private space with warm light, comfortable treatment beds and single-use tools. Appointments are never
            double-booked, so your time is yours. We welcome clients from across {site.address.locality} and from{' '}
            {areaNames.join(', ')}.
          </p>
          <p>
            {claims.consultation} are available for every service, and {claims.financing.toLowerCase()}. Our services include:
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {serviceSlugs.map((slug) => (
              <li key={slug}>
                <Link href={servicePath(slug)} className={buttonStyles.link}>
                  {services[slug].name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="areas" eyebrow="Service areas" title={`Serving ${site.address.locality} and nearby`}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[{ name: site.address.locality, href: '/contact' }, ...serviceAreas.map((a) => ({ name: a.name, href: locationPath(a.slug) }))].map((area) => (
            <li key={area.name} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-cream-200">
              <Link href={area.href} className="font-semibold text-charcoal-900 underline-offset-4 hover:text-gold-700 hover:underline">
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta eyebrow="Start here" title="Let’s talk about your skin" book={{ label: 'Book Your Consultation' }} call />
    </>
  );
}
