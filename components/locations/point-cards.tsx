import type { Point } from '@/content/locations';

/** Three numbered cards: benefits, reasons to choose us. */
export function PointCards({ points, tone = 'light' }: { points: readonly Point[]; tone?: 'light' | 'cream' }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {points.map((point, index) => (
        <li
          key={point.title}
          className={`flex flex-col rounded-2xl border border-cream-300 p-6 shadow-sm sm:p-8 ${tone === 'cream' ? 'bg-cream-50' : 'bg-white'}`}
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-gold-300 font-display text-lg font-semibold text-charcoal-900"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-semibold">{point.title}</h3>
          <p className="mt-2 leading-relaxed text-charcoal-700">{point.description}</p>
        </li>
      ))}
    </ol>
  );
}
