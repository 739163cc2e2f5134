/**
 * Lengths and intervals as the copy states them. The catalog writes a length once ("60 min", "30-45 min",
 * "30 min appointment (10-15 min injection)"); every sentence that gives it formats the catalog's value here, in
 * one form per language, so a length changed in the catalog changes every sentence that states it.
 */
import type { Locale } from '@/lib/format/locale';

/** A number or a range of numbers (min === max for a single value). */
export type Range = { min: number; max: number };

const RANGE = /(\d+)(?:\s*(?:-\s*to|-|–|to|a)\s*(\d+))?\s*(?:min\b|minutes?\b|minutos?\b|-minute\b)/gi;

/** Every length a text states in minutes: "30-45 min" -> [{30, 45}]; "30 min appointment (10-15 min injection)" -> two. */
export function minuteRanges(text: string): Range[] {
  return [...text.matchAll(RANGE)].map((m) => {
    const min = Number(m[1]);
    return { min, max: m[2] ? Number(m[2]) : min };
  });
}

/** A range from one or two numbers: range(4, 6), range(45). */
export const range = (min: number, max: number = min): Range => ({ min, max });

/** The `which`-th length of a catalog value ("30 min appointment (10-15 min injection)": 0 is 30, 1 is 10-15). */
export function catalogMinutes(duration: string, which = 0): Range {
  const found = minuteRanges(duration)[which];
  if (!found) throw new Error(`"${duration}" states no length in minutes at position ${which}`);
  return found;
}

/** The shortest and the longest of several lengths: the drips' "30-45 min" and "45-60 min" span 30 to 60 minutes. */
export function spanOf(durations: (string | Range)[]): Range {
  const all = durations.flatMap((d) => (typeof d === 'string' ? minuteRanges(d) : [d]));
  if (all.length === 0) throw new Error('No length in minutes to span');
  return { min: Math.min(...all.map((r) => r.min)), max: Math.max(...all.map((r) => r.max)) };
}

/** How a length reads: a label, in a sentence, or describing a noun. */
type LengthForm = 'label' | 'sentence' | 'adjective';

const single = (r: Range) => r.min === r.max;

function formatMinutes(locale: Locale, length: Range | string, form: LengthForm): string {
  if (typeof length === 'string' && minuteRanges(length).length > 1) {
    // "30 min appointment (10-15 min injection)" is its own English label; anything else needs one of its lengths.
    if (locale === 'en' && form === 'label') return length;
    throw new Error(`"${length}" states several lengths: pick one with catalogMinutes(value, which)`);
  }
  const r = typeof length === 'string' ? catalogMinutes(length) : length;
  if (locale === 'es') {
    const unit = form === 'label' ? 'min' : 'minutos';
    if (single(r)) return form === 'adjective' ? `de ${r.min} ${unit}` : `${r.min} ${unit}`;
    return `de ${r.min} a ${r.max} ${unit}`;
  }
  if (form === 'label') return single(r) ? `${r.min} min` : `${r.min}-${r.max} min`;
  if (form === 'adjective') return single(r) ? `${r.min}-minute` : `${r.min}- to ${r.max}-minute`;
  return single(r) ? `${r.min} minutes` : `${r.min} to ${r.max} minutes`;
}

/** A length (a catalog value such as "45-60 min", or a range) in a sentence: "30 to 45 minutes", "de 30 a 45 minutos". */
export const minutesIn = (locale: Locale, length: Range | string) => formatMinutes(locale, length, 'sentence');

/** A length as a label (cards, the menu, the drip list): "30-45 min", "de 30 a 45 min". */
export const minutesLabel = (locale: Locale, length: Range | string) => formatMinutes(locale, length, 'label');

/** A length describing a noun: "a 30-minute visit", "una visita de 30 minutos". */
export const minutesAdjective = (locale: Locale, length: Range | string) => formatMinutes(locale, length, 'adjective');

const numberWords: Record<Locale, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
};

/** A count as running text writes it: words up to ten, digits above ("four", "12"). */
export const countIn = (locale: Locale, n: number): string => numberWords[locale][n] ?? String(n);

/** A range of counts in running text: "four to six", "cuatro a seis", "two". */
export const countsIn = (locale: Locale, r: Range): string =>
  single(r)
    ? countIn(locale, r.min)
    : `${countIn(locale, r.min)} ${locale === 'es' ? 'a' : 'to'} ${countIn(locale, r.max)}`;

/** A unit that a span of time is counted in: results timing ("10 to 14 days"), a drive ("25 to 30 minutes"). */
export type TimeUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

/** Each unit's words, one and many, and whether the Spanish noun is feminine ("una semana", "a las 2 semanas"). */
const units: Record<TimeUnit, Record<Locale, readonly [string, string]> & { feminine: boolean }> = {
  minutes: { en: ['minute', 'minutes'], es: ['minuto', 'minutos'], feminine: false },
  hours: { en: ['hour', 'hours'], es: ['hora', 'horas'], feminine: true },
  days: { en: ['day', 'days'], es: ['día', 'días'], feminine: false },
  weeks: { en: ['week', 'weeks'], es: ['semana', 'semanas'], feminine: true },
  months: { en: ['month', 'months'], es: ['mes', 'meses'], feminine: false },
};

function every(locale: Locale, r: Range, unit: TimeUnit): string {
  const [one, many] = units[unit][locale];
  const word = locale === 'es' ? 'cada' : 'every';
  if (single(r) && r.min === 1) return `${word} ${one}`;
  return `${word} ${countsIn(locale, r)} ${many}`;
}

/** How often a visit is repeated, in weeks: "every four to six weeks", "cada cuatro a seis semanas", "every week". */
export const everyWeeks = (locale: Locale, r: Range) => every(locale, r, 'weeks');

/** How often a visit is repeated, in months: "every three to six months", "cada tres a seis meses". */
export const everyMonths = (locale: Locale, r: Range) => every(locale, r, 'months');

/** A span of time and the unit it counts in: `days(10, 14)`, `minutes(25, 30)`, `weeks(2)`. */
export type Span = Range & { unit: TimeUnit };

const spanOfUnit =
  (unit: TimeUnit) =>
  (min: number, max: number = min): Span => ({ min, max, unit });
export const minutes = spanOfUnit('minutes');
export const hours = spanOfUnit('hours');
export const days = spanOfUnit('days');
export const weeks = spanOfUnit('weeks');
export const months = spanOfUnit('months');

/** How a span reads: in a sentence ("de 2 a 7 días"), bare after a word that counts ("unos 25 a 30 minutos"), or when. */
type SpanForm = 'sentence' | 'count' | 'at';

function formatSpan(locale: Locale, span: Span, form: SpanForm): string {
  const [one, many] = units[span.unit][locale];
  const { feminine } = units[span.unit];
  // One of a unit reads as a word: "a week", "an hour", "una semana", "un mes"; "after a week", "a la semana", "al mes".
  const a = locale === 'es' ? `${feminine ? 'una' : 'un'} ${one}` : `${span.unit === 'hours' ? 'an' : 'a'} ${one}`;
  if (single(span) && span.min === 1) {
    if (form !== 'at') return a;
    return locale === 'es' ? `${feminine ? 'a la' : 'al'} ${one}` : `after ${a}`;
  }
  if (form === 'at')
    return `${locale === 'es' ? (feminine ? 'a las' : 'a los') : 'at'} ${formatSpan(locale, span, 'count')}`;
  if (single(span)) return `${span.min} ${many}`;
  if (locale === 'en') return `${span.min}-${span.max} ${many}`;
  return `${form === 'sentence' ? 'de ' : ''}${span.min} a ${span.max} ${many}`;
}

/** A span of time in a sentence: "48-72 hours", "2 weeks", "about a week"; "de 3 a 4 meses", "una semana". */
export const timeIn = (locale: Locale, span: Span) => formatSpan(locale, span, 'sentence');

/** A span after a word that already counts it ("about", "unos", "en", "un promedio de"): Spanish drops its "de". */
export const timeCount = (locale: Locale, span: Span) => formatSpan(locale, span, 'count');

/** When something shows, counted from the visit: "at 2 weeks"; "a las 48 a 72 horas", "a los 10 a 14 días". */
export const timeAt = (locale: Locale, span: Span) => formatSpan(locale, span, 'at');

/** A span describing a noun: "a 20-25 minute drive"; Spanish puts it after the noun, "un trayecto de 20 a 25 minutos". */
export const timeAdjective = (locale: Locale, span: Span): string => {
  if (locale === 'es') return single(span) ? `de ${formatSpan(locale, span, 'count')}` : timeIn(locale, span);
  const [word] = units[span.unit].en;
  return single(span) ? `${span.min}-${word}` : `${span.min}-${span.max} ${word}`;
};
