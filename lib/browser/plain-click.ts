/** The parts of a mouse event that say how the visitor clicked (React and DOM events both have them). */
export type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/**
 * True for a plain left click that nothing else has handled. A script may take over such a click on a link (open a
 * dialog, scroll smoothly); a modified or middle click keeps the browser's own meaning, such as a new tab.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
