/** How a post's dates and tags read on the page: fixed US formats, independent of the machine's time zone. */
import type { Locale } from './locale';
import type { Post } from './post-schema';

const longDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};
const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const utcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "July 30, 2025" ("30 de julio de 2025" in Spanish): the long date of a YYYY-MM-DD string. */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return longDates[locale].format(utcMidnight(isoDate));
}

/** "7/30/2025": the short date shown on cards. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(utcMidnight(isoDate));
}

/** The first two tags joined by a comma, as on the cards. */
export function cardTags(post: Pick<Post, 'tags'>): string {
  return post.tags.slice(0, 2).join(', ');
}
