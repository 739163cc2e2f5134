import { Artwork } from '@/components/ui/artwork';
import { Reveal } from '@/components/ui/reveal';
import { site } from '@/content/site';
import { Link } from '@/components/ui/link';

const credentials = [
  `${site.owner.title}, ${site.claims.yearsExperience} years in skincare`,
  'Advanced training in HydraFacial, peels and dermaplaning',
  `Medical aesthetics by ${site.medical.injector}`,
  `Overseen by ${site.medical.supervisor}`,
];

/** About: who cares for your skin, and how. */
export function About() {
  return (
    <section id="about" aria-labelledby="about-heading" className="deferred-section bg-cream-50 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <Artwork
            name="team/adriana"
            alt={`Portrait illustration of ${site.owner.name}, ${site.owner.title.toLowerCase()}`}
            sizes="(min-width: 1024px) 40vw, 90vw"
            className="mx-auto block max-w-md overflow-hidden rounded-3xl shadow-xl"
            imgClassName="h-auto w-full"
          />
        </Reveal>
        <Reveal>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">About the studio</p>
          <h2 id="about-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Meet {site.owner.name}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700">
            <p>
              For more than {site.claims.yearsExperience.replace('+', '')} years, {site.owner.firstName} has helped El Paso skin
              stay calm, clear and hydrated through dry desert winters, windy springs and long, bright summers.
            </p>
            <p>
              Every visit starts with listening. She looks at your skin in good light, asks about your routine and your
              goals, and recommends only what will make a real difference, with honest advice about what to expect.
            </p>
          </div>
          <ul className="check-list mt-6 space-y-2 text-charcoal-800">
            {credentials.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-8">
            <Link href="/about" className="glow-pill">
              Meet {site.owner.firstName}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
