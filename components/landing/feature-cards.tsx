import { LandingIcon } from '@/components/landing/landing-icon';
import { Section } from '@/components/ui/section';
import type { FeatureSection } from '@/content/pages/landing';
import { fill } from '@/lib/format/locale';

/**
 * A band of icon + title + text cards (outcomes, benefits, steps, why-choose). The cards take the other tone than
 * the band, so they stand out on either. `stepLabel` ("Step {n}") numbers the cards of a numbered band.
 */
export function FeatureBand({ band, stepLabel }: { band: FeatureSection; stepLabel: string }) {
  const grid = band.columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  const List = band.numbered ? 'ol' : 'ul';
  return (
    <Section id={band.id} heading={band} tone={band.tone}>
      <List className={`grid gap-6 ${grid}`}>
        {band.items.map((item, index) => (
          <li
            key={item.title}
            className={`flex flex-col rounded-2xl border border-cream-300 p-6 shadow-sm ${band.tone === 'cream' ? 'bg-white' : 'bg-cream-100'}`}
          >
            <div className="flex items-center gap-3">
              <LandingIcon name={item.icon} />
              {band.numbered ? (
                <span className="text-sm font-semibold tracking-widest text-gold-700 uppercase">
                  {fill(stepLabel, { n: String(index + 1) })}
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-charcoal-700">{item.description}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
