/**
 * Prices and counts as the copy states them. The catalog (content/services/) writes each price range once as
 * numbers; every sentence that gives it formats it here, in one form per language: "$12-$15" and "de $12 a $15"
 * (US dollars and US number style on both editions).
 */
import type { Range } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A range of amounts in running text: "20-40" or "de 20 a 40"; one amount as itself. */
export function amountsIn(locale: Locale, r: Range, format: (n: number) => string = plain.format): string {
  if (r.min === r.max) return format(r.min);
  return locale === 'es' ? `de ${format(r.min)} a ${format(r.max)}` : `${format(r.min)}-${format(r.max)}`;
}

/** A price range in running text: "$500-$1,500", "de $500 a $1,500". */
export const dollarsIn = (locale: Locale, r: Range): string => amountsIn(locale, r, dollars.format);

/**
 * A count the pages state as a floor, from a number kept as a number (years of experience, reviews): "35+" in English,
 * "más de 35" in Spanish.
 */
export const atLeast = (locale: Locale, n: number): string =>
  locale === 'es' ? `más de ${plain.format(n)}` : `${plain.format(n)}+`;
