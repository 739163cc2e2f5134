import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { sitemapCopy } from '@/content/pages/sitemap';
import type { Locale } from '@/lib/format/locale';
import { mainPages, routesIn, type SitemapGroup, type SiteRoute } from '@/site/routes';

/** One page of the list: its name as a link and its description; a main page shows as a card. */
function RouteEntry({ route, locale, card = false }: { route: SiteRoute; locale: Locale; card?: boolean }) {
  return (
    <li className={card ? 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cream-200' : undefined}>
      <Link
        locale={locale}
        href={route.path}
        className={
          card
            ? `text-lg ${buttonStyles.textLink}`
            : 'font-semibold text-charcoal-900 underline underline-offset-4 hover:text-gold-700'
        }
      >
        {route.label ?? route.title}
      </Link>
      <p className={card ? 'mt-1 text-sm text-charcoal-700' : 'text-sm text-charcoal-700'}>{route.description}</p>
    </li>
  );
}

/** The pages of one language, as a list: main pages first, then the rest by group. */
export function SitemapPage({ locale }: { locale: Locale }) {
  const copy = sitemapCopy[locale];
  const routes = routesIn(locale);
  const main = mainPages(locale);
  const groups = new Map<SitemapGroup, SiteRoute[]>();
  for (const route of routes) {
    if (route.group) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
  }
  return (
    <>
      <PageHero locale={locale} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Section id="main-pages" title={copy.main}>
        <ul className="sitemap-main grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {main.map((route) => (
            <RouteEntry locale={locale} key={route.path} route={route} card />
          ))}
        </ul>
      </Section>
      <Section id="all-pages" tone="cream" title={copy.others}>
        <div className="grid gap-10 md:grid-cols-2">
          {[...groups].map(([group, items]) => (
            <section
              key={group}
              aria-labelledby={`sitemap-${group.toLowerCase().replace(/\W+/g, '-')}`}
              className="sitemap-group"
            >
              <h3 id={`sitemap-${group.toLowerCase().replace(/\W+/g, '-')}`} className="text-xl font-semibold">
                {copy.groups[group]}
              </h3>
              <ul className="mt-4 space-y-3">
                {items.map((route) => (
                  <RouteEntry locale={locale} key={route.path} route={route} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
