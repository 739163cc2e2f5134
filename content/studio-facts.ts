/**
 * The studio's facts the owner edits herself in /admin ("Studio facts"): phone, booking form, opening hours, review
 * claims, prices and appointment lengths. They live in content/studio.json, read here as data (a JSON import) and
 * handed to content/site.ts and content/services/lengths.ts in the shapes the pages read, so every page keeps one source.
 * The build checks the file first (editor/studio-facts-schema.ts, run by scripts/check-content.mjs); this module stays
 * free of the checker because the browser code that shows the hours and the booking form loads it too.
 */
import studio from './studio.json' with { type: 'json' };
import { WEEKDAYS, type DayHours, type Weekday } from '@/lib/format/hours';

export { studio };

/** "(915) 555-0123", "915.555.0123" or "+1 915 555 0123" -> the one display form and the tel: form. */
export function phoneNumber(text: string): { display: string; tel: string } {
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return { display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, tel: `+1${digits}` };
}

/** The studio's week starts on Monday, as its hours are posted. */
const weekdays: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

/** The week as the pages read it, Monday first; a day without both times is closed. */
export function weekHours(hours: Record<string, { open?: string | null; close?: string | null }>): DayHours[] {
  return weekdays.map((day) => {
    const { open, close } = hours[day.toLowerCase()] ?? {};
    return open && close ? { day, open, close } : { day, open: null, close: null };
  });
}

/** A review claim's confirmation day, or null while it has not been confirmed. */
export const confirmedOn = (day: string | null | undefined): string | null => day || null;
