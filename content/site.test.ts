import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root, sourceFiles } from '@/lib/__fixtures__/source-files';
import { locales } from '@/lib/format/locale';
import { atLeast } from '@/lib/format/prices';
import { site } from './site';

/** Every file of code outside content/, tests included (a test may not write the phone number either). */
const codeFiles = () =>
  sourceFiles('.', {
    extensions: ['ts', 'tsx', 'mjs', 'cjs', 'js', 'css', 'conf', 'json'],
    tests: true,
    exclude: /^content\/|(^|\/)package-lock\.json$/,
  });

describe('business facts live in content/ only', () => {
  // The digits of the phone number catch every way of writing it: (915) 555-0142, 915-555-0142, +19155550142.
  const phoneDigits = site.phone.tel.replace(/\D/g, '').slice(-7);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A review count as the pages state it, in either language: "200+", "más de 200".
  const counts = [site.claims.esthetics.reviews, site.claims.iv.reviews].flatMap((count) =>
    locales.map((locale) => atLeast(locale, count)),
  );
  const facts = [
    ['phone number', new RegExp(`${phoneDigits.slice(0, 3)}\\D?${phoneDigits.slice(3)}`)],
    ['e-mail address', new RegExp(literal(site.email), 'i')],
    ...counts.map(
      (stated) => [`review count ${stated}`, new RegExp(`(?<![\\w,])${literal(stated)}(?![\\d,])`)] as const,
    ),
  ] as const;

  it('no source file outside content/ writes the phone number, the e-mail address or a review count', () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return facts.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${path.relative(root, file)}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(
      facts.find(([name]) => name === 'phone number')?.[1].test(`Call ${site.phone.display}`.replace(/\$\{.*\}/, '')),
    ).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test(`write to ${site.email}`))).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test(`from ${site.claims.iv.reviews}+ reviews`))).toBe(true);
    expect(facts.some(([, pattern]) => pattern.test(`en más de ${site.claims.iv.reviews} reseñas`))).toBe(true);
  });
});
