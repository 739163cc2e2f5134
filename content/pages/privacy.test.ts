import { thirdParties } from '@/deploy/security';
import { privacyCopy } from '@/content/pages/privacy';
import { locales } from '@/lib/format/locale';
import { navFor } from '@/site/nav';

/** The registrable domain of a CSP source: https://*.jotform.com -> jotform.com, https://fastly.picsum.photos -> picsum.photos. */
const domainOf = (source: string) => new URL(source.replace('*.', '')).hostname.split('.').slice(-2).join('.');

describe('the privacy page', () => {
  const sources = Object.values(thirdParties).flatMap(
    (party) => Object.values(party).filter(Array.isArray).flat() as string[],
  );

  it.each(locales)('names every other site the security policy lets a page reach (%s)', (locale) => {
    const names = privacyCopy[locale].parties.items.map((party) => party.name).join(' ');
    expect(sources.length).toBeGreaterThan(0);
    expect([...new Set(sources.map(domainOf))].filter((domain) => !names.includes(domain))).toEqual([]);
  });

  it.each(locales)('is linked from the footer (%s)', (locale) => {
    expect(navFor(locale).footer.legal.map((link) => link.href)).toContain(
      locale === 'en' ? '/privacy' : '/es/privacy',
    );
  });
});
