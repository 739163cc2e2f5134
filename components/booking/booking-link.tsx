'use client';

import type { MouseEvent, ReactNode } from 'react';
import { bookingStore, loadBookingDialog } from '@/components/booking/booking-store';
import { bookingFormUrl } from '@/content/site';
import { isPlainLeftClick } from '@/lib/plain-click';

/**
 * A booking control: a real link to the provider's form (works with JavaScript off), enhanced to open the
 * page's booking dialog.
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
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    const returnTo = beforeOpen?.();
    bookingStore.open(dialogTitle, intro, returnTo ?? link);
  };
  return (
    <a
      href={bookingFormUrl}
      target="_blank"
      rel="noopener"
      className={className}
      aria-haspopup="dialog"
      data-booking=""
      aria-label={ariaLabel}
      onClick={onClick}
      onPointerEnter={() => void loadBookingDialog()}
      onFocus={() => void loadBookingDialog()}
    >
      {children}
    </a>
  );
}
