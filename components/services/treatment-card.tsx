import type { ReactNode } from 'react';
import { Artwork } from '@/components/ui/artwork';

type Props = {
  /** An <article> on its own, or an <li> inside a list. */
  as?: 'article' | 'li';
  /** Artwork name and its aspect class, when the card shows a picture. */
  artwork?: { name: string; aspect: string };
  duration: string;
  /** Read before the duration by screen readers, in the page's language. */
  durationLabel?: string;
  name: string;
  headingLevel?: 2 | 3;
  headingClassName?: string;
  description: string;
  /** Notes under the description, above the links. */
  notes?: ReactNode;
  /** The card's links (Learn more, Book Now…). */
  children: ReactNode;
  testId?: string;
};

/** A treatment as a card, the same in every list of services: artwork, duration, durationLabel = 'Duration: ', name, description, then its links. */
export function TreatmentCard({
  as: Shell = 'article',
  artwork,
  duration,
  durationLabel = 'Duration: ',
  name,
  headingLevel = 3,
  headingClassName = '',
  description,
  notes,
  children,
  testId,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Shell
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm"
      data-testid={testId}
    >
      {artwork ? (
        <Artwork
          name={artwork.name}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          imgClassName={`${artwork.aspect} w-full object-cover`}
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gold-700">
          <span className="sr-only">{durationLabel}</span>
          {duration}
        </p>
        <Heading className={`mt-1 text-xl font-semibold ${headingClassName}`}>{name}</Heading>
        <p className="mt-2 flex-1 leading-relaxed text-charcoal-700">{description}</p>
        {notes}
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">{children}</div>
      </div>
    </Shell>
  );
}
