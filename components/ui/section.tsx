import type { ReactNode } from 'react';

/** A section's heading copy: the small line above the h2, the h2 and the paragraph under it. */
export type SectionHeading = { eyebrow?: string; title?: ReactNode; intro?: ReactNode };

/** Either the whole heading as one object or its parts one by one, never both. */
type HeadingProps =
  | ({ heading: SectionHeading } & { [K in keyof SectionHeading]?: never })
  | ({ heading?: never } & SectionHeading);

/**
 * A page section with an optional eyebrow, h2 and intro, given one by one or as `heading` (a copy object that
 * holds all three). Every section is rendered at load: a section whose rendering waits for the viewport
 * (content-visibility: auto) keeps its headings, controls and name out of a screen reader's reach until then.
 */
export function Section({
  id,
  heading,
  children,
  tone = 'light',
  className = '',
  labelledBy,
  ...parts
}: {
  id?: string;
  children: ReactNode;
  tone?: 'light' | 'cream' | 'dark';
  className?: string;
  labelledBy?: string;
} & HeadingProps) {
  const { eyebrow, title, intro } = heading ?? parts;
  const headingId = labelledBy ?? (id ? `${id}-heading` : undefined);

  const toneClass =
    tone === 'dark' ? 'bg-charcoal-900 text-cream-100' : tone === 'cream' ? 'bg-cream-100' : 'bg-cream-50';
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${toneClass} py-16 sm:py-20 lg:py-24 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-12 max-w-3xl text-center">
            {eyebrow ? (
              <p
                className={`text-sm font-semibold tracking-[0.2em] uppercase ${tone === 'dark' ? 'text-gold-300' : 'text-gold-700'}`}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={`mt-3 text-3xl font-semibold sm:text-4xl ${tone === 'dark' ? 'text-cream-50' : ''}`}
            >
              {title}
            </h2>
            {intro ? (
              <div
                className={`mt-4 text-lg leading-relaxed ${tone === 'dark' ? 'text-cream-200' : 'text-charcoal-700'}`}
              >
                {intro}
              </div>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
