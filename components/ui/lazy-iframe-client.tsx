'use client';

import { useEffect, useRef, useState } from 'react';

/** An iframe that is created only when its box comes within `margin` of the viewport. The box never resizes. */
export function LazyIframe({ src, title, className, margin = '200px' }: { src: string; title: string; className?: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={ref} className={className} data-loaded={near ? 'true' : 'false'}>
      {near ? <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="h-full w-full border-0" /> : null}
    </div>
  );
}
