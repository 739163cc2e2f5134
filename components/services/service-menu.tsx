import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { TreatmentCard } from '@/components/services/treatment-card';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { serviceMenu, type MenuItem } from '@/content/service-menu';
import { servicePath, services } from '@/content/services';
import { site } from '@/content/site';

const moreLabels: Record<NonNullable<MenuItem['moreHref']>, string> = {
  '/iv-therapy': 'See the IV drip menu',
  '/esthetics-services': 'More on our esthetics page',
};

function MenuCard({ item }: { item: MenuItem }) {
  const detailHref = item.slug ? servicePath(item.slug) : undefined;
  // The catalog entry itself shows its artwork; a variant pointing at a catalog page (e.g. Hydrating Facial) does not.
  const showArt = item.slug && services[item.slug].name === item.name;
  return (
    <TreatmentCard
      as="li"
      testId="menu-item"
      artwork={showArt && item.slug ? { name: services[item.slug].artwork, aspect: 'aspect-[3/1]' } : undefined}
      duration={item.duration}
      name={item.name}
      headingClassName="font-sans"
      description={item.description}
      notes={
        item.medical ? (
          <p className="mt-3 text-sm text-charcoal-700">
            Performed by {item.moreHref === '/iv-therapy' ? site.medical.ivProvider : site.medical.injector} under {site.medical.supervisor}, after a
            consultation.
          </p>
        ) : null
      }
    >
      <BookingLink className={buttonStyles.primary + ' !px-5 !py-2.5 text-sm'} intro={`Booking: ${item.name} (${item.duration})`}>
        Book Now<span className="sr-only"> for {item.name}</span>
      </BookingLink>
      {detailHref ? (
        <Link href={detailHref} className={buttonStyles.link}>
          {showArt ? 'Learn more' : `About ${services[item.slug!].name}`}
          <span className="sr-only">{showArt ? ` about ${item.name}` : ''}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : item.moreHref ? (
        <Link href={item.moreHref} className={buttonStyles.link}>
          {moreLabels[item.moreHref]}
          <span className="sr-only"> ({item.name})</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </TreatmentCard>
  );
}

/** /services: every treatment, grouped by category, with a jump list to each group. */
export function ServiceMenu() {
  return (
    <>
      <nav aria-label="Service categories" className="border-b border-cream-300 bg-cream-50">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-4 sm:px-6 lg:px-8">
          {serviceMenu.map((category) => (
            <li key={category.id}>
              <a href={`#${category.id}`} className="inline-flex rounded-full bg-cream-200 px-4 py-2 text-sm font-semibold text-charcoal-900 hover:bg-gold-300">
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {serviceMenu.map((category, index) => (
        <Section
          key={category.id}
          id={category.id}
          eyebrow={`${category.items.length} ${category.items.length === 1 ? 'treatment' : 'treatments'}`}
          title={category.title}
          intro={category.intro}
          tone={index % 2 ? 'cream' : 'light'}
          deferred={index > 0}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {category.items.map((item) => (
              <MenuCard key={item.name} item={item} />
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
