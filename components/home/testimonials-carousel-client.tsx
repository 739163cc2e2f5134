'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { TestimonialCard, type TestimonialCardProps } from '@/components/ui/testimonial-card';
import type { HomeCopy } from '@/content/pages/home';
import { onDemand } from '@/lib/browser/load-on-demand';
import { fill } from '@/lib/format/locale';
import { IconButton } from '@/components/ui/icon-button-client';
import { useInView } from '@/components/ui/use-in-view-client';

export const AUTO_ADVANCE_MS = 5000;

const swiperCode = onDemand(() => import('swiper'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
// The server HTML shows the control most visitors get (a rotating carousel, so a "Stop" button).
const serverReducedMotion = () => false;

/** One slide's words, as data: the carousel draws the cards itself, so the page's React payload carries the
 * words once instead of each card's markup a second time. */
export type TestimonialSlide = Pick<
  TestimonialCardProps,
  'quote' | 'name' | 'rating' | 'ratingLabel' | 'lang' | 'detail'
>;

/**
 * The testimonial carousel. The server HTML already lays out the slides (1, 2 or 3 per view); Swiper is
 * downloaded and attached only when the carousel comes near the viewport. Loops, with a counter, dots, buttons,
 * swipe and arrow keys. It rotates every 5 s unless the visitor prefers reduced motion; rotation pauses while
 * the pointer or focus is inside (its own controls included), and stops until they press Start once they use any
 * control themselves. If Swiper cannot be loaded, the slides become a row the visitor scrolls, and the controls
 * scroll it (no rotation).
 */
export function TestimonialsCarousel({
  slides,
  rating,
  words,
}: {
  /** Each with its own label ("Sample testimonial", "Google review"): a list may mix the two while samples are replaced. */
  slides: TestimonialSlide[];
  /** The stars' text for screen readers, "Rated {rating} out of 5", in the page's language (once, not per slide). */
  rating: string;
  /** The carousel's name and controls in the page's language. */
  words: HomeCopy['testimonials']['carousel'];
}) {
  const total = slides.length;
  const of = (template: string, n: number) => fill(template, { n: String(n), total: String(total) });
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const instance = useRef<SwiperInstance | null>(null);
  const loading = useRef<Promise<SwiperInstance | null> | null>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [native, setNative] = useState(false);
  // The visitor's own choice, once they make one; until then rotation follows their motion preference.
  const [rotationChoice, setRotationChoice] = useState<'on' | 'off' | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, serverReducedMotion);
  const rotating = rotationChoice === null ? !reducedMotion : rotationChoice === 'on';
  const [hovered, setHovered] = useState(false);
  // Where focus is: outside, on the Start/Stop button, or elsewhere inside (the region, a slide, another control).
  const [focus, setFocus] = useState<'outside' | 'rotation' | 'inside'>('outside');
  const stopRotation = () => setRotationChoice('off');

  const load = useCallback(() => {
    if (!loading.current) {
      loading.current = (async () => {
        const el = swiperRef.current;
        if (!el) return null;
        const { default: Swiper } = await swiperCode.load();
        const swiper = new Swiper(el, {
          loop: true,
          // Respond to every click, even during the 300 ms slide.
          loopPreventsSliding: false,
          spaceBetween: 24,
          slidesPerView: 1,
          breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
          on: {
            realIndexChange: (s) => setIndex(s.realIndex),
            // A swipe is using the carousel too.
            sliderFirstMove: () => setRotationChoice('off'),
          },
        });
        instance.current = swiper;
        setReady(true);
        return swiper;
      })().catch(() => {
        loading.current = null; // the next tap asks again
        setNative(true);
        return null;
      });
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

  // Any focus inside pauses the rotation (WCAG 2.2.2), the Start/Stop button's included, with one exception from the
  // APG carousel: right after the visitor pressed Start, focus on that button does not hold what they asked for.
  const focusPauses = focus === 'inside' || (focus === 'rotation' && rotationChoice !== 'on');
  const running = ready && rotating && !hovered && !focusPauses;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) instance.current?.slideNext();
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // Without Swiper: the row scrolls to the slide (it is a native scroller then, see app/globals.css).
  const scrollTo = (to: number) => {
    const i = (to + total) % total;
    const slide = swiperRef.current?.querySelectorAll<HTMLElement>('.swiper-slide')[i];
    setIndex(i);
    swiperRef.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: reducedMotion ? 'instant' : 'smooth' });
  };
  const act = (fn: (s: SwiperInstance) => void, to: number) => {
    stopRotation();
    // Once Swiper is attached it moves at once, so the slide and the carousel's new state come in one render.
    if (instance.current) fn(instance.current);
    else void load().then((s) => (s ? fn(s) : scrollTo(to)));
  };
  const prev = () => act((s) => s.slidePrev(), index - 1);
  const next = () => act((s) => s.slideNext(), index + 1);

  const showSlide = (i: number) => act((s) => s.slideToLoop(i), i);
  // Arrow keys on a dot go to the next or previous dot (round the loop), Home and End to the first and last, and
  // focus follows, so the dots stay one Tab stop without trapping the visitor in them.
  const onDotKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: total - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    // The carousel's own arrow keys would move it a second time.
    event.stopPropagation();
    const i = (to + total) % total;
    showSlide(i);
    dotsRef.current?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };
  // The slides do not change with the carousel's state (hover, focus, the counter), so a tap does not draw them again.
  const cards = useMemo(
    () =>
      slides.map((slide, i) => (
        <TestimonialCard
          key={slide.name}
          {...slide}
          starsLabel={fill(rating, { rating: (slide.rating ?? 5).toFixed(1) })}
          slide={{
            className: 'swiper-slide',
            roleDescription: words.slideRole,
            label: fill(words.counter, { n: String(i + 1), total: String(slides.length) }),
          }}
        />
      )),
    [slides, rating, words.slideRole, words.counter],
  );

  // The slide shown first is the current one for a screen reader too (its label is "n of N", unique; Swiper's loop
  // reorders the slides, so they are found by label, not by place).
  const currentLabel = of(words.counter, index + 1);
  useEffect(() => {
    for (const slide of swiperRef.current?.querySelectorAll('.swiper-slide') ?? []) {
      if (slide.getAttribute('aria-label') === currentLabel) slide.setAttribute('aria-current', 'true');
      else slide.removeAttribute('aria-current');
    }
  }, [currentLabel, ready, native]);

  const onFocus = (event: FocusEvent) => setFocus(event.target === rotationButton.current ? 'rotation' : 'inside');
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocus('outside');
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={words.role}
      aria-label={words.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      data-ready={ready ? 'true' : 'false'}
      data-testid="testimonial-carousel"
      className="rounded-2xl"
    >
      {/* Before the slides (the APG carousel's order): a screen reader's reading and Tab both meet the control that
          stops the movement before the 25 slides it moves. */}
      <button
        ref={rotationButton}
        type="button"
        onClick={() => setRotationChoice(rotating ? 'off' : 'on')}
        aria-label={rotating ? words.stop : words.start}
        className="carousel-button carousel-rotation"
        data-icon={rotating ? 'pause' : 'play'}
      />
      <div ref={swiperRef} className="testimonial-swiper swiper" data-native={native ? '' : undefined}>
        <div className="swiper-wrapper">{cards}</div>
      </div>
      <div className="mt-8 flex flex-col items-center gap-4">
        <div className="flex items-center gap-4">
          <IconButton onClick={prev} label={words.previous} icon="M15 6l-6 6 6 6" className="carousel-button" />
          <p className="min-w-20 text-center font-semibold text-charcoal-800" data-testid="carousel-counter">
            {currentLabel}
          </p>
          {/* Announces the card the visitor moved to, its words and who wrote them, but stays quiet while the carousel
              turns by itself. Drawn once the carousel works (not in the page's HTML, which keeps home within its
              element budget), well before a visitor's first move is announced. */}
          {ready || native ? (
            <p className="sr-only" aria-live="polite" data-testid="carousel-announcement">
              {rotating || !slides[index] ? null : (
                <>
                  {`${currentLabel}: `}
                  <span lang={slides[index].lang}>{`“${slides[index].quote}”`}</span>
                  {` ${slides[index].name}`}
                </>
              )}
            </p>
          ) : null}
          <IconButton onClick={next} label={words.next} icon="M9 6l6 6-6 6" className="carousel-button" />
        </div>
        {/* One element per dot (drawn by CSS): home must stay small, and 25 dots add up. */}
        {/* One Tab stop for all the dots (the current one); the arrow keys, Home and End move between them. */}
        <div ref={dotsRef} role="group" aria-label={words.dots} className="carousel-dots" onKeyDown={onDotKeyDown}>
          {Array.from({ length: total }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={of(words.dot, i + 1)}
              aria-current={i === index ? 'true' : undefined}
              tabIndex={i === index ? 0 : -1}
              onClick={() => showSlide(i)}
              className="carousel-dot"
            />
          ))}
        </div>
      </div>
    </div>
  );
}
