/**
 * While a modal is open (a dialog, the phone's menu), everything else on the page is inert: out of the accessibility
 * tree, unreachable by a screen reader's virtual cursor or swipes, not only by Tab. Each element beside the modal's
 * ancestors, up to <body>'s children, is made inert; the returned function gives back exactly those this call made
 * inert, so an element that was inert before keeps its state. Scripts, styles and elements already inert are
 * left as they are.
 */
import { afterNextFrame } from '@/lib/browser/next-frame';

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

export function inertOutside(modal: Element): () => void {
  const made: HTMLElement[] = [];
  for (let inside: Element = modal; inside.parentElement; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || SKIP.has(sibling.tagName) || sibling.inert)
        continue;
      sibling.inert = true;
      made.push(sibling);
    }
    if (inside.parentElement === document.body) break;
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * inertOutside from the task after the next frame: making the page inert restyles all of it (150 ms on a slow
 * phone), which would otherwise hold back the frame that shows the modal. The returned function gives the page back,
 * or cancels if it was not made inert yet.
 */
export function inertOutsideAfterFrame(modal: Element): () => void {
  let restore: (() => void) | undefined;
  const cancel = afterNextFrame(() => (restore = inertOutside(modal)));
  return () => {
    cancel();
    restore?.();
  };
}
