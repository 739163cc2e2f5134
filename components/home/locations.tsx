import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { locationPath, locations } from '@/content/locations';
import { services } from '@/content/services';
import { site } from '@/content/site';

/** Locations: the three nearby areas the studio serves. */
export function Locations() {
  return (
    <Section
      id="locations"
      eyebrow="Areas we serve"
      title={`Serving ${site.address.locality} and nearby`}
      intro="Clients come to the studio from across the east side and the Lower Valley. Find the treatments most popular in your area."
      deferred
      tone="cream"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {locations.map((location) => (
          <Reveal as="li" key={location.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
              <Artwork name={`home/location-${location.slug}`} alt="" sizes="(min-width: 768px) 30vw, 90vw" imgClassName="aspect-[4/3] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-semibold">{location.name}</h3>
                <p className="mt-2 leading-relaxed text-charcoal-700">{location.homeCard}</p>
                <h4 className="mt-4 font-sans text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Available services</h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {location.services.map((slug) => (
                    <li key={slug} className="rounded-full bg-cream-200 px-3 py-1 text-sm text-charcoal-800">
                      {services[slug].name}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex-1 content-end">
                  <Link href={locationPath(location.slug)} className={buttonStyles.link}>
                    Skincare in {location.name} <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
