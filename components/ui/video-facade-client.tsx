'use client';

import { useEffect, useRef, useState } from 'react';
import { focusFrame } from '@/components/ui/frame-focus-client';
import { useInView } from '@/components/ui/use-in-view-client';
import { fill } from '@/lib/format/locale';

type State = 'thumbnail' | 'playing' | 'error';

/**
 * A YouTube video as a facade: a lazy thumbnail with a play button; a click swaps in the privacy-enhanced
 * embed with autoplay. If the thumbnail fails (or YouTube returns its 120x90 "no thumbnail" image) the visitor
 * sees "Video temporarily unavailable".
 */
export function VideoFacade({
  videoId,
  title,
  quality = 'maxresdefault',
  words = { play: 'Play video: {title}', unavailable: 'Video temporarily unavailable' },
}: {
  videoId: string;
  title: string;
  quality?: string;
  /** The button's label (`{title}` is filled in) and the message when YouTube is unreachable, in the page's language. */
  words?: { play: string; unavailable: string };
}) {
  const [state, setState] = useState<State>('thumbnail');
  const imgRef = useRef<HTMLImageElement>(null);
  const boxRef = useRef<HTMLButtonElement>(null);
  const playerRef = useRef<HTMLIFrameElement>(null);

  const check = (img: HTMLImageElement) => {
    if (img.naturalWidth === 0 || img.naturalWidth === 120) setState('error');
  };

  // The thumbnail comes from a third party: request it only when the player is within 300 px of the viewport
  // (native lazy loading starts far earlier), so the first viewport makes no third-party request.
  const near = useInView(boxRef, { rootMargin: '300px 0px' });

  useEffect(() => {
    // The image may have failed before React attached its handlers.
    const img = imgRef.current;
    if (near && img?.complete) check(img);
  }, [near]);

  // The play button the visitor pressed is gone: the player that took its place takes the focus.
  useEffect(() => {
    if (state === 'playing' && playerRef.current) focusFrame(playerRef.current);
  }, [state]);

  if (state === 'playing') {
    return (
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-charcoal-900 shadow-lg">
        <iframe
          ref={playerRef}
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    );
  }

  if (state === 'error') {
    return (
      <div
        role="status"
        className="flex aspect-video items-center justify-center rounded-2xl bg-cream-200 p-6 text-center text-charcoal-700 shadow-inner"
      >
        <p>
          <span className="block font-semibold text-charcoal-900">{words.unavailable}</span>
          <span className="mt-1 block text-sm">{title}</span>
        </p>
      </div>
    );
  }

  return (
    <button
      ref={boxRef}
      type="button"
      onClick={() => setState('playing')}
      className="video-facade"
      aria-label={fill(words.play, { title })}
    >
      {near ? (
        // eslint-disable-next-line @next/next/no-img-element -- third-party thumbnail, sized by the 16:9 box
        <img
          ref={imgRef}
          src={`https://i.ytimg.com/vi/${videoId}/${quality}.jpg`}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          onError={() => setState('error')}
          onLoad={(e) => check(e.currentTarget)}
        />
      ) : null}
      <span>{title}</span>
    </button>
  );
}
