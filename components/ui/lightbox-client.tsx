'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { LightboxItem } from '@/components/ui/lightbox-item';
import { Picture } from '@/components/ui/picture';
import type { LightboxWords } from '@/content/gallery';
import { artworkSrc, type PictureSource } from '@/lib/format/artwork-src';
import { followLink, onDemand, withCode } from '@/lib/browser/load-on-demand';

// One loader for the idle time after hydration, the first hover (if that did not happen) and the dialog itself,
// which is rendered only once its code has loaded (a click waits for it), so rendering it never fails.
const dialogCode = onDemand(() => import('@/components/ui/lightbox-dialog-client'));

/** The image file the lightbox shows (its largest WebP): opened directly when the dialog's code cannot load. */
const imageFile = ({ name, widths, width }: PictureSource) =>
  artworkSrc(name, widths[widths.length - 1] ?? width, 'webp');

/**
 * A grid of image buttons that open the shared lightbox. It gets the images as data and draws the grid itself, so
 * the page's React payload carries each image's name and alt once instead of its whole markup a second time. The
 * dialog's code is downloaded once the page is idle after hydration (or on first hover, focus or click), so it
 * costs nothing on first load and opens in the frame of the tap; if it cannot be downloaded, a click opens the image
 * file itself.
 */
export function LightboxGrid({
  items,
  staggerMs,
  className,
  sizes,
  words,
}: {
  items: LightboxItem[];
  staggerMs: number;
  className: string;
  sizes: string;
  /** The dialog's title and controls in the page's language. */
  words: LightboxWords;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => dialogCode.preloadWhenIdle(), []);
  const LightboxDialog = index === null ? undefined : dialogCode.loaded()?.LightboxDialog;
  return (
    <div onPointerOver={dialogCode.preload} onFocus={dialogCode.preload}>
      <ul className={className} data-testid="lightbox-grid">
        {items.map((item, i) => (
          // A scroll reveal (see components/ui/reveal.tsx), staggered by `staggerMs`.
          <li
            key={item.image.name}
            className="reveal"
            style={staggerMs ? ({ '--reveal-delay': `${i * staggerMs}ms` } as CSSProperties) : undefined}
          >
            <button
              type="button"
              data-lightbox-index={i}
              aria-haspopup="dialog"
              // The word shown on the image ("Illustration") is read after a pause, not run into the description
              // (without a separating element: home holds twelve of these within its element budget).
              aria-label={item.label ? `${item.alt}, ${item.label}` : undefined}
              className="lightbox-thumb"
              onClick={(event) => {
                opener.current = event.currentTarget;
                withCode(
                  dialogCode,
                  event.currentTarget,
                  () => setIndex(i),
                  () => followLink({ href: imageFile(item.image), target: '' }),
                );
              }}
            >
              <Picture image={item.image} alt={item.alt} sizes={sizes} />
              {item.label ? <span>{item.label}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {LightboxDialog && index !== null && items[index] ? (
        <LightboxDialog
          items={items}
          words={words}
          index={index}
          onIndex={setIndex}
          onClose={() => setIndex(null)}
          returnFocus={() => opener.current}
        />
      ) : null}
    </div>
  );
}
