/**
 * Spans of time as the copy states them: an appointment's length ("30-45 min"), when results show ("48-72 hours"),
 * a drive ("25-30 minutes"), how often to come back ("every four to six weeks"). Each is written once as a value
 * (`minutes(30, 45)`, `hours(48, 72)`, `range(4, 6)`), and every sentence that gives it formats it here, in one form
 * per language, so a value changed once changes every sentence that states it.
 */
import type { Locale } from '@/lib/format/locale';

/** A number or a range of numbers (min === max for a single value). */
export type Range = { min: number; max: number };

/** A range from one or two numbers: range(4, 6), range(45). */
export const range = (min: number, max: number = min): Range => ({ min, max });

const RANGE = /(\d+)(?:\s*(?:-\s*to|-|–|to|a)\s*(\d+))?\s*(?:min\b|minutes?\b|minutos?\b|-minute\b)/gi;

/**
 * Every length in minutes a piece of prose states, in either language: "takes 30 to 45 minutes, within a 30-minute
 * visit" -> [{30, 45}, {30, 30}]. For reading what a post or a page says; the site's own lengths are values.
 */
export function minuteRanges(text: string): Range[] {
  return [...text.matchAll(RANGE)].map((m) => {
    const min = Number(m[1]);
    return { min, max: m[2] ? Number(m[2]) : min };
  });
}

const single = (r: Range) => r.min === r.max;

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

/**
 * Each unit's words, one and many, the short word a label uses ("45 min"), and whether the Spanish noun is feminine
 * ("una semana", "a las 2 semanas").
 */
const units: Record<
  TimeUnit,
  Record<Locale, readonly [string, string]> & { short?: Record<Locale, string>; feminine: boolean }
> = {
  minutes: { en: ['minute', 'minutes'], es: ['minuto', 'minutos'], short: { en: 'min', es: 'min' }, feminine: false },
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

/** A length as the owner types it in /admin (content/studio.json): "60 min", or a range, "30-45 min". */
export const LENGTH_PATTERN = /^\d{1,3}(-\d{1,3})? min$/;

/** The owner's "60 min" or "30-45 min" as a span, read once where her facts are read: minutes(60), minutes(30, 45). */
export function parseLength(text: string): Span {
  const [, from, to] = LENGTH_PATTERN.test(text) ? (/^(\d+)(?:-(\d+))?/.exec(text) ?? []) : [];
  if (from === undefined) throw new Error(`"${text}" is not a length such as "60 min" or "30-45 min"`);
  return minutes(Number(from), Number(to ?? from));
}

/** The shortest and the longest of several spans of one unit: drips of "30-45 min" and "45-60 min" span 30 to 60. */
export function spanOf(spans: readonly Span[]): Span {
  const [first] = spans;
  if (!first) throw new Error('No span to take the shortest and longest of');
  if (spans.some((s) => s.unit !== first.unit))
    throw new Error(`Spans in ${first.unit} and other units cannot be joined`);
  return { min: Math.min(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)), unit: first.unit };
}

/**
 * How a span reads: in a sentence ("48-72 hours", "de 2 a 7 días"), as how long a visit takes (English joins a range
 * with "to": "30 to 45 minutes"), bare after a word that counts ("unos 25 a 30 minutos"), when ("at 2 weeks"), or as a
 * label with the unit's short word ("30-45 min", "de 30 a 45 min").
 */
type SpanForm = 'sentence' | 'taken' | 'count' | 'at' | 'label';

function formatSpan(locale: Locale, span: Span, form: SpanForm): string {
  const [one, many] = units[span.unit][locale];
  const { feminine, short } = units[span.unit];
  if (form === 'label') {
    const word = short?.[locale] ?? (single(span) && span.min === 1 ? one : many);
    if (single(span)) return `${span.min} ${word}`;
    return locale === 'es' ? `de ${span.min} a ${span.max} ${word}` : `${span.min}-${span.max} ${word}`;
  }
  // One of a unit reads as a word: "a week", "an hour", "una semana", "un mes"; "after a week", "a la semana", "al mes".
  const a = locale === 'es' ? `${feminine ? 'una' : 'un'} ${one}` : `${span.unit === 'hours' ? 'an' : 'a'} ${one}`;
  if (single(span) && span.min === 1) {
    if (form !== 'at') return a;
    return locale === 'es' ? `${feminine ? 'a la' : 'al'} ${one}` : `after ${a}`;
  }
  if (form === 'at')
    return `${locale === 'es' ? (feminine ? 'a las' : 'a los') : 'at'} ${formatSpan(locale, span, 'count')}`;
  if (single(span)) return `${span.min} ${many}`;
  if (locale === 'en') return `${span.min}${form === 'taken' ? ' to ' : '-'}${span.max} ${many}`;
  return `${form === 'count' ? '' : 'de '}${span.min} a ${span.max} ${many}`;
}

/** A span of time in a sentence: "48-72 hours", "2 weeks", "about a week"; "de 3 a 4 meses", "una semana". */
export const timeIn = (locale: Locale, span: Span) => formatSpan(locale, span, 'sentence');

/** How long a visit takes, in a sentence: "Sessions take 30 to 45 minutes", "Las sesiones duran de 30 a 45 minutos". */
export const timeTaken = (locale: Locale, span: Span) => formatSpan(locale, span, 'taken');

/** A span after a word that already counts it ("about", "unos", "en", "un promedio de"): Spanish drops its "de". */
export const timeCount = (locale: Locale, span: Span) => formatSpan(locale, span, 'count');

/** When something shows, counted from the visit: "at 2 weeks"; "a las 48 a 72 horas", "a los 10 a 14 días". */
export const timeAt = (locale: Locale, span: Span) => formatSpan(locale, span, 'at');

/** A span as a label (cards, the menu, the drip list): "30-45 min", "60 min"; "de 30 a 45 min". */
export const timeLabel = (locale: Locale, span: Span) => formatSpan(locale, span, 'label');

/**
 * A span describing a noun: "a 60-minute facial", "a 20- to 25-minute drive"; Spanish puts it after the noun, "un
 * trayecto de 20 a 25 minutos".
 */
export const timeAdjective = (locale: Locale, span: Span): string => {
  if (locale === 'es') return single(span) ? `de ${formatSpan(locale, span, 'count')}` : timeIn(locale, span);
  const [word] = units[span.unit].en;
  return single(span) ? `${span.min}-${word}` : `${span.min}- to ${span.max}-${word}`;
};
