import { servicesCopy } from '@/content/pages/services';
import { services, type ServiceSlug } from '@/content/services';
import type { Locale } from '@/lib/format/locale';

/** Who a medical treatment's card names: the nurse injector (the catalog's injectables) or the IV nurses. */
export type Performer = 'injector' | 'iv';

/** Who performs a catalog service, when it is medical; nobody is named for the others. */
export const performerOf = (slug: ServiceSlug): Performer | undefined =>
  services[slug].medical ? 'injector' : undefined;

/** The sentence that says who performs a treatment and who supervises them, for a card that has no room for a line. */
export const performedByText = (performer: Performer | undefined, locale: Locale): string | undefined =>
  performer ? servicesCopy[locale].menuPage.performedBy[performer] : undefined;

/**
 * The one line of a medical treatment's card that says who performs it and who supervises them ("Performed by a
 * licensed registered nurse injector under our supervising medical director, …"), shown under its description on
 * every card that describes the treatment: the /services menu, the related services of a service page and an area's
 * treatment cards. The home page's teasers, held to its element budget, end their description with the same sentence
 * (`performedByText`). The catalog's summary never says it (content/services.test.ts), so
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
  const text = performedByText(performer, locale);
  if (!text) return null;
  return (
    <p className={className} data-testid="performed-by">
      {text}
    </p>
  );
}
