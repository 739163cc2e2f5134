'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useInView } from '@/components/ui/use-in-view';

export const AUTO_ADVANCE_MS = 5000;

/**
 * The testimonial carousel. The server HTML already lays out the slides (1, 2 or 3 per view); Swiper is
 * downloaded and attached only when the carousel comes near the viewport. Loops, auto-advances every 5 s
 * (paused while hovered or focused, off under reduced motion), with a counter, dots, buttons, swipe and arrow keys.
 */
export function TestimonialsCarousel({ children, total, label }: { children: ReactNode; total: number; label: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const instance = useRef<SwiperInstance | null>(null);
  const loading = useRef<Promise<SwiperInstance | null> | null>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);

  const load = useCallback(() => {
    if (!loading.current) {
      loading.current = (async () => {
        const el = swiperRef.current;
        if (!el) return null;
        const { default: Swiper } = await import('swiper');
        const swiper = new Swiper(el, {
          loop: true,
          // Respond to every click, even during the 300 ms slide.
          loopPreventsSliding: false,
          spaceBetween: 24,
          slidesPerView: 1,
          breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
          on: { realIndexChange: (s) => setIndex(s.realIndex) },
        });
        instance.current = swiper;
        setReady(true);
        return swiper;
      })();
    }
    return loading.current;
  }, []);

  const near = useInView(rootRef, { rootMargin: '300px 0px' });
  useEffect(() => {
    if (near) void load();
  }, [near, load]);
  useEffect(
    () => () => {
      instance.current?.destroy(true, false);
      instance.current = null;
    },
    [],
  );

  // Auto-advance every 5 s while the carousel is ready, not hovered, not focused, the tab is visible and the
  // visitor has not asked for reduced motion. Any interaction restarts the 5 s wait.
  const hovered = useRef(false);
  const focused = useRef(false);
  const [tick, setTick] = useState(0);
  const restart = () => setTick((t) => t + 1);
  useEffect(() => {
    if (!ready) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const timer = window.setInterval(() => {
      if (reduceMotion.matches || hovered.current || focused.current || document.hidden) return;
      instance.current?.slideNext();
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [ready, tick]);

  const act = (fn: (s: SwiperInstance) => void) => {
    restart();
    void load().then((s) => s && fn(s));
  };
  const prev = () => act((s) => s.slidePrev());
  const next = () => act((s) => s.slideNext());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  const onFocus = () => {
    focused.current = true;
  };
  const onBlur = (event: FocusEvent) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    restart();
  };

  const arrow = 'inline-flex size-11 items-center justify-center rounded-full border-2 border-charcoal-900 text-charcoal-900 transition hover:bg-charcoal-900 hover:text-cream-50';
  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => {
        hovered.current = true;
      }}
      onPointerLeave={() => {
        hovered.current = false;
        restart();
      }}
      data-ready={ready ? 'true' : 'false'}
      data-testid="testimonial-carousel"
      className="rounded-2xl"
    >
      <div ref={swiperRef} className="testimonial-swiper swiper">
        {children}
      </div>
      <div className="mt-8 flex flex-col items-center gap-4">
        <div className="flex items-center gap-4">
          <button type="button" onClick={prev} aria-label="Previous testimonial" className={arrow}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" strokeLinejoin="round" d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <p className="min-w-20 text-center font-semibold text-charcoal-800" data-testid="carousel-counter">
            {index + 1} of {total}
          </p>
          <button type="button" onClick={next} aria-label="Next testimonial" className={arrow}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" strokeLinejoin="round" d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
        <ul className="flex max-w-xl flex-wrap justify-center gap-0.5" aria-label="Choose a testimonial">
          {Array.from({ length: total }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                aria-label={`Show testimonial ${i + 1} of ${total}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => act((s) => s.slideToLoop(i))}
                className="group flex size-6 items-center justify-center"
              >
                <span className={`block size-2.5 rounded-full transition ${i === index ? 'scale-125 bg-gold-700' : 'bg-charcoal-600/40 group-hover:bg-charcoal-600'}`} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
