import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { Artwork } from '@/components/ui/artwork';
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
    <li className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm" data-testid="menu-item">
      {showArt && item.slug ? (
        <Artwork name={services[item.slug].artwork} alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" imgClassName="aspect-[3/1] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gold-700">
          <span className="sr-only">Duration: </span>
          {item.duration}
        </p>
        <h3 className="mt-1 font-sans text-xl font-semibold">{item.name}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-charcoal-700">{item.description}</p>
        {item.medical ? (
          <p className="mt-3 text-sm text-charcoal-700">
            Performed by {item.moreHref === '/iv-therapy' ? site.medical.ivProvider : site.medical.injector} under {site.medical.supervisor}, after a
            consultation.
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
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
        </div>
      </div>
    </li>
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
