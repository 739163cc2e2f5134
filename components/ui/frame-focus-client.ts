/**
 * Gives the focus to a third-party frame that took the place of the button the visitor pressed (the map, a video),
 * so a keyboard user goes on from there instead of from the top of the page.
 *
 * When the frame's page arrives, Chrome moves the frame to another process and can drop that focus: the page still
 * names the frame as focused but no longer has focus, and Tab starts over from the top. So on that first load the
 * focus is given again, unless the visitor has already moved on.
 */
export function focusFrame(frame: HTMLIFrameElement) {
  frame.focus({ preventScroll: true });
  frame.addEventListener(
    'load',
    () => {
      const active = document.activeElement;
      if (active !== document.body && (active !== frame || document.hasFocus())) return;
      frame.blur();
      frame.focus({ preventScroll: true });
    },
    { once: true },
  );
}
