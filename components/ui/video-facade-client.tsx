'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { focusFrame } from '@/components/ui/frame-focus-client';
import { useInView } from '@/components/ui/use-in-view-client';
import { fill } from '@/lib/format/locale';

type State = 'thumbnail' | 'playing' | 'error';

/** What the facade says, in the page's language. */
export type VideoFacadeWords = {
  /** The play button's label, `{title}` filled in. */
  play: string;
  /** When the preview picture does not load: the message, the button that tries the player anyway, the link to the
   * video on YouTube and what that link says after its text (visually hidden). */
  unavailable: string;
  playHere: string;
  watch: string;
  newTab: string;
};

/**
 * A YouTube video as a facade: a lazy thumbnail with a play button; a click swaps in the privacy-enhanced
 * embed with autoplay. If the thumbnail fails (or YouTube returns its 120x90 "no thumbnail" image) the visitor
 * is told so and still offered the video: the player may load where the picture did not, and YouTube itself is a link
 * away.
 */
export function VideoFacade({
  videoId,
  title,
  quality = 'maxresdefault',
  words,
}: {
  videoId: string;
  title: string;
  quality?: string;
  words: VideoFacadeWords;
}) {
  const titleId = useId();
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
    // Not a live region: it appears when the video nears the screen, not because of anything the visitor did, and is
    // read where it stands. Both ways on are described by the video's title. It takes the thumbnail's 16:9 box at the
    // same size (the page around it must not move): one line each for the message and the title, so that it fits a
    // box 160 px tall, the narrowest phone's.
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-1.5 overflow-hidden rounded-2xl bg-cream-200 p-3 text-center text-sm text-charcoal-700 shadow-inner">
        <p className="line-clamp-1 font-semibold text-charcoal-900">{words.unavailable}</p>
        <p id={titleId} className="line-clamp-1">
          {title}
        </p>
        <p className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1">
          <button
            type="button"
            onClick={() => setState('playing')}
            aria-describedby={titleId}
            className="min-h-11 rounded-full bg-charcoal-900 px-5 py-2 font-semibold text-cream-50 hover:bg-gold-700"
          >
            {words.playHere}
          </button>
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            target="_blank"
            rel="noopener"
            aria-describedby={titleId}
            className="inline-flex min-h-6 items-center font-semibold text-gold-700 underline underline-offset-2"
          >
            {words.watch}
            <span className="sr-only">{words.newTab}</span>
          </a>
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
