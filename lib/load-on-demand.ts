/**
 * Code a control loads on demand (a dialog, Swiper, the hero tool) can fail to arrive after the page has loaded: a
 * dropped connection, or a deploy that replaced the hashed chunk files while the page was open (the old names then
 * answer 404). Every such control loads its code through `onDemand` before it acts, so a failure never reaches
 * React's rendering (and the error page): the control catches it and does what it does without JavaScript.
 *
 * The production bundler's runtime (Turbopack) already requests a failed chunk once more, a few hundred ms later, and
 * then keeps the failure for the life of the page; the retry here then fails at once, and covers loaders that do
 * not retry by themselves.
 */

/** A loader that is shared by a control's warm-up (hover, focus) and its tap. */
export type OnDemand<T> = {
  /** The code: tries once more when the first attempt fails, then rejects. A success is kept for the page's life. */
  load: () => Promise<T>;
  /** Starts loading ahead of a tap; a failure here is silent (the tap tries again and falls back). */
  preload: () => void;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importer()
      .catch(() => importer())
      .catch((error: unknown) => {
        // Forget the failure, so a later tap asks again (the connection may be back by then).
        pending = null;
        throw error;
      });
    return pending;
  };
  return { load, preload: () => void load().catch(() => {}) };
}

/** What a link needs to be followed by hand: its address, and whether it opens a new tab. */
export type LinkLike = { href: string; target: string };

/**
 * Follows a link the way the browser does without JavaScript: a new tab for `target="_blank"` (no opener), else the
 * same tab. When the browser blocks the new tab (the tap's activation has expired), the same tab opens it instead,
 * so the tap is never lost.
 */
export function followLink(link: LinkLike, win: Pick<Window, 'open' | 'location'> = window): void {
  if (link.target === '_blank') {
    const opened = win.open(link.href, '_blank');
    if (opened) {
      opened.opener = null;
      return;
    }
  }
  win.location.assign(link.href);
}
