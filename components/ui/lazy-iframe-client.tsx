'use client';

import { useRef } from 'react';
import { useInView } from '@/components/ui/use-in-view';

/** An iframe that is created only when its box comes within `margin` of the viewport. The box never resizes. */
export function LazyIframe({ src, title, className, margin = '200px' }: { src: string; title: string; className?: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin: margin });

  return (
    <div ref={ref} className={className} data-loaded={near ? 'true' : 'false'}>
      {near ? <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="h-full w-full border-0" /> : null}
    </div>
  );
}
