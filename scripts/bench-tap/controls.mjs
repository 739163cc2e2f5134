/**
 * The controls the benchmark taps, each found by a rule (never today's content), and what shows that the page
 * answered. `arm` runs in the page with the control before the tap and gives the probe its tests (probe.ts).
 */

/**
 * A dialog: shown once its frame or the dialog itself (with this test id) is rendered, complete once the dialog is
 * (components/ui/modal-shell-client.tsx draws the frame in the tap's frame and the dialog a task later).
 */
const dialog = (testId) => ({
  arm: (_control, id) => {
    const rendered = (selector) => () =>
      Boolean(document.querySelector(selector)?.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    const whole = rendered(`[data-testid="${id}"]`);
    const frame = rendered(`[data-modal-frame="${id}"] > *`);
    window.__tapProbe.arm(() => frame() || whole(), whole);
  },
  arg: testId,
});

const book = (path) => ({
  name: `Book (${path})`,
  path,
  control: 'main a[data-booking]',
  ...dialog('booking-dialog'),
});

export const controls = [
  book('/'),
  book('/es'),
  {
    name: 'gallery image (/gallery)',
    path: '/gallery',
    control: '[data-testid="lightbox-grid"] [data-lightbox-index="1"]',
    ...dialog('lightbox'),
  },
  {
    name: 'Learn More (/esthetics-services)',
    path: '/esthetics-services',
    control: 'main a[aria-haspopup="dialog"][href^="#"]',
    ...dialog('learn-more-dialog'),
  },
  {
    name: 'services tab (/)',
    path: '/',
    control: '[role="tablist"] [role="tab"][aria-selected="false"]',
    arm: (tab) => window.__tapProbe.arm(() => tab.getAttribute('aria-selected') === 'true'),
  },
  {
    name: 'testimonial next (/)',
    path: '/',
    // Next is the button after the counter (previous, the counter, then next); the carousel's first round button,
    // before the slides, starts and stops its rotation.
    control: '[data-testid="carousel-counter"] ~ button',
    // Swiper is attached once the carousel nears the screen: the reader's pause starts then.
    ready: '[data-testid="testimonial-carousel"][data-ready="true"]',
    // Reduced motion keeps the carousel from turning by itself, so no turn of its own is taken for the tap's answer.
    media: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    arm: () => {
      const counter = document.querySelector('[data-testid="carousel-counter"]');
      const before = counter.textContent;
      window.__tapProbe.arm(() => counter.textContent !== before);
    },
  },
  {
    name: 'phone menu (/)',
    path: '/',
    control: 'header button[popovertarget="mobile-menu"]',
    arm: () => {
      const menu = document.getElementById('mobile-menu');
      window.__tapProbe.arm(() => menu.matches(':popover-open'));
    },
  },
];
