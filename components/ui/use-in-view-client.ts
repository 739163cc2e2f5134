import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into view (or within `rootMargin` of it), and true from then on.
 * Shared by the video facade, scroll reveal, the carousel loader and the open-now line.
 */
export function useInView(ref: RefObject<Element | null>, options: IntersectionObserverInit): boolean {
  const [inView, setInView] = useState(false);
  const { rootMargin, threshold } = options;

  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, inView, rootMargin, threshold]);

  return inView;
}
