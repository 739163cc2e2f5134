import { localeOfPath, type Locale } from '@/lib/format/locale';
import { allRoutes, type SiteRoute } from '@/site/routes';

export type { Locale };

/** A registered route and the language its page is written in. */
export type RouteCase = SiteRoute & { locale: Locale };

/** Every registered route with its language: Spanish pages live under /es, everything else is English. */
export function routeCases(): RouteCase[] {
  return allRoutes().map((route) => ({ ...route, locale: localeOfPath(route.path) }));
}
