import { CheckIcon, PinIcon, SolidIcon } from '@/components/ui/icon';
import type { DetailCard } from '@/content/services';

/** The mark at the top of each card. */
const marks = {
  check: <CheckIcon className="size-5" />,
  dot: <SolidIcon path="M10 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z" className="size-5" />,
  pin: <PinIcon className="size-5" strokeWidth={1.8} />,
};

/** A responsive grid of small cards, each a mark, a title and a sentence: benefits, treatment areas, neighborhoods. */
export function CardGrid({
  cards,
  icon,
  columns = 'sm:grid-cols-2 lg:grid-cols-4',
}: {
  cards: readonly DetailCard[];
  icon: keyof typeof marks;
  columns?: string;
}) {
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-cream-300 bg-white p-6 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-cream-200 text-gold-700">
            {marks[icon]}
          </span>
          <h3 className="mt-4 font-sans text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-charcoal-700">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered process steps. */
export function ProcessSteps({
  steps,
  stepLabel = (n) => `Step ${n}: `,
}: {
  steps: DetailCard[];
  /** "Step 2: " in the page's language. */ stepLabel?: (n: number) => string;
}) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm">
          <span
            className="flex size-10 items-center justify-center rounded-full bg-charcoal-900 font-semibold text-cream-50"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-sans text-lg font-semibold">
            <span className="sr-only">{stepLabel(index + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-charcoal-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
