'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { bookingDialogCode, bookingStore } from '@/components/booking/booking-store-client';
import { bookingFormUrl } from '@/content/site';
import { followLink, withCode } from '@/lib/browser/load-on-demand';
import { isPlainLeftClick } from '@/lib/browser/plain-click';

/**
 * A booking control: a real link to the provider's form (works with JavaScript off), enhanced to open the
 * page's booking dialog. When the dialog's code cannot be loaded, the link opens the form as it would without
 * JavaScript.
 */
export function BookingLink({
  children,
  className,
  dialogTitle,
  intro,
  ariaLabel,
  beforeOpen,
}: {
  children: ReactNode;
  className?: string;
  dialogTitle?: string;
  intro?: string;
  ariaLabel?: string;
  /**
   * Runs just before the dialog opens (not on modified clicks that open a new tab), e.g. to close another dialog
   * this link sits in. May return the element that gets focus back when the booking dialog closes (default: this link).
   */
  beforeOpen?: () => HTMLElement | null | void;
}) {
  // Until hydrated, a tap follows the link to the provider's form in a new tab: only then does it open a dialog, and
  // only then does it say so (aria-haspopup).
  const [opensDialog, setOpensDialog] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once after hydration
    setOpensDialog(true);
    bookingDialogCode.preloadWhenIdle();
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    withCode(
      bookingDialogCode,
      link,
      () => {
        const returnTo = beforeOpen?.();
        bookingStore.open(dialogTitle, intro, returnTo ?? link);
      },
      () => followLink(link),
    );
  };
  return (
    <a
      href={bookingFormUrl}
      target="_blank"
      rel="noopener"
      className={className}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      data-booking=""
      aria-label={ariaLabel}
      onClick={onClick}
      onPointerEnter={bookingDialogCode.preload}
      onFocus={bookingDialogCode.preload}
    >
      {children}
    </a>
  );
}
