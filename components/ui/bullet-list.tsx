/** A list of short sentences, each after a small gold dot; `className` sets the spacing, size and colour of the text. */
export function BulletList({
  items,
  className = 'mt-3 space-y-2 text-charcoal-700',
}: {
  items: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-[0.65em] size-[0.4em] shrink-0 rounded-full bg-gold-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
