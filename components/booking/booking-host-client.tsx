'use client';

import { useSyncExternalStore } from 'react';
import { bookingDialogCode, bookingStore } from '@/components/booking/booking-store-client';
import type { UiCopy } from '@/content/ui';

/**
 * Mounted once in the layout; renders the dialog only after a booking control is used. A control opens it only once
 * its code has loaded (BookingLink waits for it), so the dialog is drawn in the frame of the tap that opened it.
 */
export function BookingHost({ words }: { words: UiCopy['booking'] }) {
  const request = useSyncExternalStore(bookingStore.subscribe, bookingStore.get, () => null);
  const code = bookingDialogCode.loaded();
  if (!request || !code) return null;
  return (
    <code.BookingDialog
      key={request.id}
      title={request.title ?? words.title}
      intro={request.intro}
      words={words}
      onClose={bookingStore.close}
      returnFocus={() => request.opener}
    />
  );
}
