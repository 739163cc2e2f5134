import type { CSSProperties, ReactNode } from 'react';

/**
 * Scroll reveal: marks content to fade in once when 10 % of it comes into view. This is only markup (a `reveal`
 * class, and `--reveal-delay` to stagger a group); one RevealObserver per page does the watching. Content is
 * visible until that observer hides what is off screen, so it is always visible without JavaScript, before the
 * page's scripts have started, and under reduced motion (CSS in globals.css).
 */
export function Reveal({
  as: Tag = 'div',
  children,
  className = '',
  delayMs = 0,
}: {
  as?: 'div' | 'li';
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  // No style attribute without a delay: a prop set to undefined still costs its name in the page's flight data.
  const style = delayMs ? { style: { '--reveal-delay': `${delayMs}ms` } as CSSProperties } : {};
  return (
    <Tag className={className ? `reveal ${className}` : 'reveal'} {...style}>
      {children}
    </Tag>
  );
}
