import { onDemand } from '@/lib/browser/load-on-demand';

/** One booking dialog per page: a tiny store the triggers write to and the host reads. */
export type BookingRequest = {
  /** The dialog's title; the host's default title ("Book Your Appointment" in the page's language) when absent. */
  title?: string;
  intro?: string;
  id: number;
  /** Gets focus back when the visitor closes the dialog. */
  opener: HTMLElement | null;
};

let current: BookingRequest | null = null;
let counter = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const bookingStore = {
  /** Opens the dialog; `from` (default: the focused element) gets focus back when the visitor closes it. */
  open(title?: string, intro?: string, from?: HTMLElement | null) {
    const opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    counter += 1;
    current = { title, intro, id: counter, opener };
    emit();
  },
  close() {
    current = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

/**
 * The dialog's code: loaded once the page is idle after hydration (our own chunks only: the provider's form loads
 * when the dialog opens), and again on hover or focus of a trigger if that did not happen or failed, so a tap finds it
 * here; loaded before the dialog opens, so a trigger whose code does not arrive opens the form by its own link instead.
 */
export const bookingDialogCode = onDemand(() => import('@/components/booking/booking-dialog-client'));
