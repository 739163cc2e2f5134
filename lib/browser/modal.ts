/**
 * What the site's modals (components/ui/modal-shell-client.tsx) add to the browser's own modal `<dialog>`: the
 * browser puts it above the page, moves focus into it and closes it on Escape; these keep Tab inside it and hold the
 * page's scroll while it is open.
 */

/** What Tab can stop on inside a modal (the visible ones, in document order, are kept). */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function tabbablesIn(panel: Element): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * Where a Tab (or Shift+Tab) press should send focus to stay inside the modal, or null where the browser's own move
 * already does: from the last stop Tab wraps to the first, from the first (or the panel itself, which has focus when
 * the modal opens) Shift+Tab wraps to the last, and from outside the modal either goes back in.
 */
export function wrapTab<T>(stops: readonly T[], active: T | null, inside: boolean, shift: boolean): T | null {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first === undefined || last === undefined) return null;
  if (!inside) return shift ? last : first;
  if (shift) return active === first || !stops.includes(active as T) ? last : null;
  return active === last ? first : null;
}

/** The Tab handler of a modal's panel: keeps keyboard focus inside it. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabbablesIn(panel);
  const active = document.activeElement as HTMLElement | null;
  const inside = !!active && panel.contains(active);
  const target = stops.length ? wrapTab(stops, active, inside, event.shiftKey) : panel;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

type ScrollRoot = { style: { overflow: string; paddingRight: string }; clientWidth: number };

/** How many modals hold the page's scroll: one may hand over to another (Learn More to booking). */
let holders = 0;
let before = { overflow: '', paddingRight: '' };

/**
 * Stops the page behind a modal from scrolling, keeping its width where a scrollbar disappears; the returned
 * function lets go (once), and the page scrolls again when the last modal has let go.
 */
export function holdPageScroll(
  root: ScrollRoot = document.documentElement,
  viewportWidth: number = window.innerWidth,
): () => void {
  if (holders === 0) {
    before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = viewportWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) {
      root.style.overflow = before.overflow;
      root.style.paddingRight = before.paddingRight;
    }
  };
}
