/**
 * While a modal is open (a dialog, the phone's menu), everything else on the page is inert: out of the accessibility
 * tree, unreachable by a screen reader's virtual cursor or swipes, not only by Tab. Each element beside the modal's
 * ancestors, up to <body>'s children, is made inert; the returned function gives back exactly those this call made
 * inert, so a library that makes some of them inert itself (Headless UI's dialog does, for part of the page) keeps
 * its own. Scripts, styles, elements already inert and those `keep` names are left as they are.
 */
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

export function inertOutside(modal: Element, keep: (element: HTMLElement) => boolean = () => false): () => void {
  const made: HTMLElement[] = [];
  for (let inside: Element = modal; inside.parentElement; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (
        sibling === inside ||
        !(sibling instanceof HTMLElement) ||
        SKIP.has(sibling.tagName) ||
        sibling.inert ||
        keep(sibling)
      )
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
