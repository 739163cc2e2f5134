'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { bookingStore } from '@/components/booking/booking-store';
import type { UiCopy } from '@/content/ui';

const BookingDialog = dynamic(() => import('@/components/booking/booking-dialog').then((m) => m.BookingDialog), { ssr: false });

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
