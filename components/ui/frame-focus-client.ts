/**
 * Focus for a third-party frame that takes the place of the button the visitor pressed (the map, a video).
 *
 * When the frame's page arrives, Chrome moves the frame to another process and can drop the focus it was given:
 * the page still names the frame as focused but no longer has focus, and Tab starts over from the top. Call this
 * from the frame's `load` too: it gives the focus back, unless the visitor has already moved on.
 */
export function keepFrameFocus(frame: HTMLIFrameElement) {
  const active = document.activeElement;
  if (active !== document.body && (active !== frame || document.hasFocus())) return;
  frame.blur();
  frame.focus({ preventScroll: true });
}
