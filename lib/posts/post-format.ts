/** How a post's dates, length and tags read on the page: the fixed formats of each language, in any time zone. */
import type { Locale } from '../format/locale';
import type { Post } from './post-schema';

/** US English and US Spanish: "July 30, 2025", "30 de julio de 2025"; "7/30/2025". */
const dateFormats = (options: Intl.DateTimeFormatOptions): Record<Locale, Intl.DateTimeFormat> => ({
  en: new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { ...options, timeZone: 'UTC' }),
});
const longDates = dateFormats({ year: 'numeric', month: 'long', day: 'numeric' });
/**
 * Spanish cards spell the month too: "30/7/2025" next to US prices and times reads as March 30 to some and as
 * July 30 to others, so the Spanish edition never prints a day/month date (docs/spanish-style.md, "Dates and times").
 */
const shortDates: Record<Locale, Intl.DateTimeFormat> = {
  en: dateFormats({ year: 'numeric', month: 'numeric', day: 'numeric' }).en,
  es: longDates.es,
};
const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "July 30, 2025" ("30 de julio de 2025" in Spanish): the long date of a YYYY-MM-DD string. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return longDates[locale].format(utcMidnight(isoDate));
}

/** "7/30/2025" ("30 de julio de 2025" in Spanish): the date shown on cards. */
export function formatShortDate(isoDate: string, locale: Locale): string {
  return shortDates[locale].format(utcMidnight(isoDate));
}

/** Words a reader gets through in a minute, in either language (a common estimate for adults reading online). */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's Markdown body, rounded up, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The first two tags joined by a comma, as on the cards. */
export function cardTags(post: Pick<Post, 'tags'>): string {
  return post.tags.slice(0, 2).join(', ');
}
