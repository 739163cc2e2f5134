import type { FeatureCard } from '@/content/esthetics';
import { LandingIcon } from '@/components/landing/landing-icon';

/** A grid of icon + title + text cards (outcomes, benefits, why-choose, steps). `numbered` shows step numbers. */
export function FeatureCards({ items, columns = 3, numbered = false, tone = 'white' }: { items: FeatureCard[]; columns?: 3 | 4; numbered?: boolean; tone?: 'white' | 'cream' }) {
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title} className={`flex flex-col rounded-2xl border border-cream-300 p-6 shadow-sm ${tone === 'white' ? 'bg-white' : 'bg-cream-100'}`}>
          <div className="flex items-center gap-3">
            <LandingIcon name={item.icon} />
            {numbered ? (
              <span className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Step {index + 1}</span>
            ) : null}
          </div>
          <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-charcoal-700">{item.description}</p>
        </li>
      ))}
    </List>
  );
}
