import { servicesCopy } from '@/content/pages/services';
import { services, type ServiceSlug } from '@/content/services';
import type { Locale } from '@/lib/format/locale';

/** Who a medical treatment's card names: the nurse injector (the catalog's injectables) or the IV nurses. */
export type Performer = 'injector' | 'iv';

/** Who performs a catalog service, when it is medical; nobody is named for the others. */
export const performerOf = (slug: ServiceSlug): Performer | undefined =>
  services[slug].medical ? 'injector' : undefined;

/**
 * The one line of a medical treatment's card that says who performs it and who supervises them ("Performed by a
 * licensed registered nurse injector under our supervising medical director, …"), shown under its description on
 * every card that describes the treatment: the /services menu, the related services of a service page, the home
 * page's teasers and an area's treatment cards. The catalog's summary never says it (content/services.test.ts), so
 * each card says it exactly once; the page check holds every card of the export to that (scripts/page-checks-body.ts,
 * "medical cards").
 */
export function PerformedBy({
  performer,
  locale,
  className = 'mt-3 text-sm text-charcoal-700',
}: {
  performer: Performer | undefined;
  locale: Locale;
  className?: string;
}) {
  if (!performer) return null;
  return (
    <p className={className} data-testid="performed-by">
      {servicesCopy[locale].menuPage.performedBy[performer]}
    </p>
  );
}
