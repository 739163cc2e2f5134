import { areaNames } from '@/content/locations';
import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';

/** Meet the esthetician: who will care for your skin. */
export function MeetEsthetician() {
  return (
    <Section id="esthetician" deferred>
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <Artwork
          name="team/adriana"
          alt={`Illustrated portrait of ${site.owner.name}, ${site.owner.title.toLowerCase()}`}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="mx-auto block w-full max-w-sm overflow-hidden rounded-3xl shadow-lg"
          imgClassName="h-auto w-full"
        />
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">Meet your esthetician</p>
          <h2 id="esthetician-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {site.owner.name}, {site.owner.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700">
            <p>
              For more than {site.claims.yearsExperience.replace('+', '')} years, {site.owner.firstName} has helped clients across{' '}
              {new Intl.ListFormat('en', { type: 'conjunction' }).format([site.address.locality, ...areaNames])} feel at home in their skin. She knows what the
              high desert does to a complexion, from winter dryness to summer sun, and builds every plan around it.
            </p>
            <p>
              You will see her at every esthetics visit, not a rotating team. She explains each step, recommends only what your skin needs and
              tracks your progress from one visit to the next.
            </p>
          </div>
          <Link href="/about" className={`${buttonStyles.link} mt-6`}>
            Read {site.owner.firstName}&apos;s story
          </Link>
        </div>
      </div>
    </Section>
  );
}
