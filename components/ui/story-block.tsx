/**
 * A left-aligned eyebrow, h2 and paragraphs: the text beside a picture, as where the owner introduces herself. It
 * adds no wrapper, so the caller's own box (a scroll reveal, a grid cell) holds it with whatever follows.
 */
export function StoryBlock({
  eyebrow,
  title,
  headingId,
  paragraphs,
}: {
  eyebrow: string;
  title: string;
  headingId: string;
  paragraphs: string[];
}) {
  return (
    <>
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
      <h2 id={headingId} className="mt-3 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </>
  );
}
