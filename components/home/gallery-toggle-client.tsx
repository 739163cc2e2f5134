'use client';

import { useState, type ReactNode } from 'react';

const views = ['photos', 'videos'] as const;

/** Switches the gallery between photos (default) and videos; both stay in the HTML. `words` are the page's language. */
export function GalleryToggle({
  photos,
  videos,
  words,
}: {
  photos: ReactNode;
  videos: ReactNode;
  words: { viewsLabel: string; photos: string; videos: string };
}) {
  const [view, setView] = useState<'photos' | 'videos'>('photos');
  return (
    <>
      <div role="group" aria-label={words.viewsLabel} className="pill-tabs mb-10 w-fit">
        {views.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            aria-controls={`gallery-${id}`}
            onClick={() => setView(id)}
          >
            {words[id]}
          </button>
        ))}
      </div>
      <div id="gallery-photos" hidden={view !== 'photos'}>
        {photos}
      </div>
      <div id="gallery-videos" hidden={view !== 'videos'}>
        {videos}
      </div>
    </>
  );
}
