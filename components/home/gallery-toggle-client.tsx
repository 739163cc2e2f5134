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
      <div role="group" aria-label="Gallery view" className="mx-auto mb-10 flex w-fit flex-wrap justify-center gap-2 rounded-3xl bg-cream-200 p-1.5 sm:rounded-full">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            aria-controls={`gallery-${v.id}`}
            onClick={() => setView(v.id)}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-charcoal-800 transition hover:bg-cream-50 aria-pressed:bg-charcoal-900 aria-pressed:text-cream-50 sm:text-base"
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
