'use client';

/** One booking dialog per page: a tiny store the triggers write to and the host reads. */
export type BookingRequest = { title: string; intro?: string; id: number };

export const DEFAULT_BOOKING_TITLE = 'Book Your Appointment';

let current: BookingRequest | null = null;
let counter = 0;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const bookingStore = {
  /** Opens the dialog; `from` gets focus back when it closes. */
  open(title: string = DEFAULT_BOOKING_TITLE, intro?: string, from?: HTMLElement | null) {
    opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    counter += 1;
    current = { title, intro, id: counter };
    emit();
  },
  close() {
    current = null;
    emit();
    const target = opener;
    opener = null;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

/** Starts downloading the dialog code (on hover or focus of a trigger), so the first click feels instant. */
export const loadBookingDialog = () => import('@/components/booking/booking-dialog');
