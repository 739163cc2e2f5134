import { Link } from '@/components/ui/link';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { locationPath, locations } from '@/content/locations';
import { services } from '@/content/services';
import { site } from '@/content/site';

/** Locations: the three nearby areas the studio serves (cards styled by `.location-card` in globals.css). */
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
            <article className="location-card">
              <Artwork name={`home/location-${location.slug}`} alt="" sizes="(min-width: 768px) 30vw, 90vw" />
              <div>
                <h3>{location.name}</h3>
                <p>{location.homeCard}</p>
                <h4>Available services</h4>
                <ul>
                  {location.services.map((slug) => (
                    <li key={slug}>{services[slug].name}</li>
                  ))}
                </ul>
                <Link href={locationPath(location.slug)} className={`${buttonStyles.link} link-arrow`}>
                  Skincare in {location.name}
                </Link>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
