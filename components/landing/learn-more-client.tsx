'use client';

import { flushSync } from 'react-dom';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { BookingLink } from '@/components/booking/booking-link-client';
import { buttonStyles } from '@/components/ui/button-styles';
import type { LandingWords } from '@/content/pages/landing';
import { site } from '@/content/site';
import { onDemand, withCode } from '@/lib/browser/load-on-demand';
import { fill } from '@/lib/format/locale';
import { isPlainLeftClick } from '@/lib/browser/plain-click';

const dialogCode = onDemand(() => import('@/components/landing/learn-more-dialog-client'));

/** The Learn More words of the page's language ({title} is the service), and the call button's label. */
export type LearnMoreWords = LandingWords['learnMore'] & { call: string };

/**
 * "Learn More" for one esthetics service, with its own open state.
 *
 * How the content stays crawlable and works without JavaScript: the service's full details (`children`, rendered
 * on the server) are in the static HTML inside `#<id>`, a block hidden by CSS unless it is the URL's :target
 * (app/globals.css, "landing" block). The trigger is a real link to that anchor (a button once hydrated), so without JavaScript it reveals
 * the details in place, and crawlers read them like any other text (no <template>, no hidden attribute, valid
 * HTML). With JavaScript the click opens a modal dialog instead (its code loads once the page is idle after
 * hydration, or on the first hover, focus or click, so it never weighs on the page's initial JavaScript and the
 * dialog is drawn in the frame of the tap) and the very same server-rendered nodes move into
 * the dialog: no network call for content, nothing duplicated in the HTML. The dialog traps focus and gives it
 * back to the trigger when it closes, including after "Book Consultation" hands over to the booking dialog. When
 * the dialog's code cannot be loaded, the details show in place, as without JavaScript.
 */
export function LearnMore({
  id,
  title,
  bookingTitle,
  words,
  children,
}: {
  id: string;
  title: string;
  bookingTitle: string;
  words: LearnMoreWords;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Once hydrated, the in-place block stays hidden even when it is the :target: the dialog shows the details.
  const [enhanced, setEnhanced] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);

  // Opens the dialog once its code is here; without it, the details show in place as the link's :target.
  const show = useCallback(() => {
    if (!trigger.current) return;
    withCode(
      dialogCode,
      trigger.current,
      () => setOpen(true),
      () => {
        // Shown first, so the browser can scroll to it.
        flushSync(() => setEnhanced(false));
        if (window.location.hash !== `#${id}`) window.location.hash = id;
      },
    );
  }, [id]);

  useEffect(() => {
    dialogCode.preloadWhenIdle();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once after hydration
    setEnhanced(true);
    // A shared link to the details (…#hydrafacial-details) opens the dialog.
    if (window.location.hash === `#${id}`) show();
  }, [id, show]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    show();
  };
  // A button once hydrated, so Space opens it as it opens any button.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ' || !enhanced) return;
    event.preventDefault();
    show();
  };

  const footer = (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <BookingLink
        dialogTitle={bookingTitle}
        intro={fill(words.bookIntro, { title })}
        className={buttonStyles.primary}
        ariaLabel={fill(words.bookAria, { title })}
        beforeOpen={() => {
          // Hand over to the booking dialog; focus comes back to this service's Learn More when it closes.
          setOpen(false);
          return trigger.current;
        }}
      >
        {words.book}
      </BookingLink>
      <a href={`tel:${site.phone.tel}`} className={buttonStyles.secondary}>
        {words.call}
      </a>
    </div>
  );

  // `open` is set only once the code has loaded (`show` waits for it).
  const Dialog = open ? dialogCode.loaded()?.LearnMoreDialog : undefined;

  return (
    <>
      {/* Before the scripts run it is what it does: a link to the details in place. Once hydrated it opens a dialog,
          so it says so and is a button (it still has its address, for a new tab or a shared link). */}
      <a
        ref={trigger}
        href={`#${id}`}
        role={enhanced ? 'button' : undefined}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        data-learn-more=""
        className={buttonStyles.link}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={dialogCode.preload}
        onFocus={dialogCode.preload}
      >
        {words.label}
        <span className="sr-only">{fill(words.about, { title })}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M7.3 14.7a1 1 0 0 1 0-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 1.4-1.4l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4 0Z" />
        </svg>
      </a>
      <div
        id={id}
        className="learn-more-fallback mt-6 border-t border-cream-300 pt-6"
        data-testid="learn-more-fallback"
        data-enhanced={enhanced ? '' : undefined}
      >
        {open ? null : (
          <>
            {children}
            <div className="mt-6">{footer}</div>
          </>
        )}
      </div>
      {Dialog ? (
        <Dialog
          title={title}
          closeLabel={fill(words.close, { title })}
          bodyLabel={fill(words.body, { title })}
          onClose={() => setOpen(false)}
          returnFocus={() => trigger.current}
          footer={footer}
        >
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
