'use client';

import { useState, type ReactNode } from 'react';

const views = [
  { id: 'photos', label: 'Before & After Photos' },
  { id: 'videos', label: 'Educational Videos' },
] as const;

/** Switches the gallery between photos (default) and videos; both stay in the HTML. */
export function GalleryToggle({ photos, videos }: { photos: ReactNode; videos: ReactNode }) {
  const [view, setView] = useState<'photos' | 'videos'>('photos');
  return (
    <>
      <div role="group" aria-label="Gallery view" className="pill-tabs mb-10 w-fit">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            aria-controls={`gallery-${v.id}`}
            onClick={() => setView(v.id)}
          >
            {v.label}
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
