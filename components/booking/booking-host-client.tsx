'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { bookingDialogCode, bookingStore } from '@/components/booking/booking-store-client';
import type { UiCopy } from '@/content/ui';

// Rendered only once its code has loaded (BookingLink waits for it), so this never fails.
const BookingDialog = dynamic(() => bookingDialogCode.load().then((m) => m.BookingDialog), { ssr: false });

/** Mounted once in the layout; renders the dialog (and downloads its code) only after a booking control is used. */
export function BookingHost({ words }: { words: UiCopy['booking'] }) {
  const request = useSyncExternalStore(bookingStore.subscribe, bookingStore.get, () => null);
  if (!request) return null;
  return (
    <BookingDialog
      key={request.id}
      title={request.title ?? words.title}
      intro={request.intro}
      words={words}
      onClose={bookingStore.close}
      returnFocus={() => request.opener}
    />
  );
}
