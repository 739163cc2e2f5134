import { useEffect, useRef, type PointerEvent } from 'react';
import type { LightboxItem } from '@/components/ui/lightbox-item';
import type { LightboxWords } from '@/content/gallery';
import { ModalShell } from '@/components/ui/modal-shell-client';
import { artworkSrc, artworkSrcSet } from '@/lib/format/artwork-src';
import { stepIndex, swipeStep } from '@/lib/browser/browse';
import { fill } from '@/lib/format/locale';

/**
 * Full-screen dark lightbox: the enlarged image, "Photo 3 of 12" with its caption, previous and next buttons
 * (also the arrow keys and a swipe across the image), and a "Close lightbox" button. The backdrop, the button or
 * Escape closes it; a click on the image does not. Focus goes back to the image that opened it.
 */
export function LightboxDialog({
  items,
  words,
  index,
  onIndex,
  onClose,
  returnFocus,
}: {
  items: LightboxItem[];
  /** Its title and controls in the page's language. */
  words: LightboxWords;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const { image, alt } = items[index]!;
  const { name, widths, width, height } = image;
  const go = (step: number) => onIndex(stepIndex(index, step, items.length));

  // The latest `go`, for the key listener that lives as long as the dialog.
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') goRef.current(-1);
      else if (event.key === 'ArrowRight') goRef.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A swipe across the image (touch, pen or a mouse drag) browses; the image itself only lets vertical panning
  // and zooming through to the browser, so a sideways move reaches us.
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    // Keep the move ours even if it ends beyond the image (a mouse drag released over the backdrop).
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step) go(step);
  };

  return (
    <ModalShell
      variant="lightbox"
      title={fill(words.title, { n: String(index + 1), total: String(items.length) })}
      caption={
        <p>
          {alt}. <span className="font-semibold">{words.resultsVary}</span>
        </p>
      }
      browse={{ previous: () => go(-1), next: () => go(1), previousLabel: words.previous, nextLabel: words.next }}
      closeLabel={words.close}
      onClose={onClose}
      returnFocus={returnFocus}
      testId="lightbox"
      backdropTestId="lightbox-backdrop"
    >
      <picture
        key={name}
        className="min-h-0 touch-pan-y touch-pinch-zoom"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <source
          type="image/avif"
          srcSet={artworkSrcSet(name, widths, 'avif')}
          sizes="(min-width: 1024px) 1024px, 100vw"
        />
        <img
          src={artworkSrc(name, widths[widths.length - 1] ?? width, 'webp')}
          srcSet={artworkSrcSet(name, widths, 'webp')}
          sizes="(min-width: 1024px) 1024px, 100vw"
          // The caption beside it is its description (and is announced on each change): an alt text would say the
          // same sentence a second time.
          alt=""
          width={width}
          height={height}
          draggable={false}
          className="max-h-[60vh] w-auto rounded-xl object-contain shadow-2xl sm:max-h-[66vh]"
        />
      </picture>
    </ModalShell>
  );
}
