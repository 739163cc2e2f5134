'use client';

import { lazy, Suspense, useState } from 'react';
import type { HomeCopy } from '@/content/pages/home';
import { SolidIcon } from '@/components/ui/icon';
import { onDemand } from '@/lib/browser/load-on-demand';

const toolCode = onDemand(() => import('@/components/home/hero-tool-client'));
// Rendered only once its code has loaded (the click waits for it), so never on the server and never failing.
const HeroTool = lazy(() => toolCode.load().then((m) => ({ default: m.HeroTool })));

/**
 * The hero button that shows and hides the image tool (one name; `aria-expanded` says whether it is open); the tool's code loads on the first toggle. When it cannot be
 * loaded, the tool's place says so (the page has nothing to fall back to: the tool needs JavaScript).
 */
export function HeroToolToggle({ words }: { words: HomeCopy['heroTool'] }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<'none' | 'loading' | 'loaded' | 'failed'>('none');
  const loading = <p className="mt-4 text-sm text-charcoal-700">{words.loading}</p>;
  return (
    <div className="mt-6">
      {/* Placed so that nothing moves when the label arrives after the icon (the browser may paint a page it has not
          fully received): a block-level box, not inline-flex on the text baseline, and the icon at a fixed 2 px offset
          that centers it on the 20 px label line instead of being centered against the label. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="hero-tool"
        onClick={() => {
          setOpen((o) => !o);
          if (open || code === 'loaded' || code === 'loading') return;
          setCode('loading');
          toolCode.load().then(
            () => setCode('loaded'),
            () => setCode('failed'),
          );
        }}
        className="flex w-fit items-start gap-2 rounded-full bg-cream-50/80 px-4 py-2 text-sm font-semibold text-charcoal-900 shadow-sm ring-1 ring-charcoal-900/15 backdrop-blur hover:bg-cream-50"
      >
        <SolidIcon
          path="M10 1l1.8 4.7L16.5 7.5l-4.7 1.8L10 14l-1.8-4.7L3.5 7.5l4.7-1.8L10 1zm6 11l.9 2.1 2.1.9-2.1.9L16 18l-.9-2.1L13 15l2.1-.9L16 12z"
          className="mt-0.5 size-4 shrink-0 text-gold-700"
        />
        {words.show}
      </button>
      {code === 'loaded' ? (
        <Suspense fallback={loading}>
          <HeroTool open={open} words={words} />
        </Suspense>
      ) : null}
      {code === 'loading' && open ? loading : null}
      {code === 'failed' && open ? (
        <p
          id="hero-tool"
          role="status"
          className="mt-4 max-w-xl rounded-2xl bg-cream-50/95 p-4 text-sm font-medium text-charcoal-900 shadow-lg ring-1 ring-cream-300"
        >
          {words.loadFailed}
        </p>
      ) : null}
    </div>
  );
}
