import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link-client';
import { PerformedBy } from '@/components/services/performed-by';
import { TreatmentCard } from '@/components/services/treatment-card';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { catalogCopy, serviceArtwork, servicePath } from '@/content/services';
import { servicesCopy } from '@/content/pages/services';
import { serviceMenuIn, type MenuItem } from '@/content/service-menu';
import type { Locale } from '@/lib/format/locale';

function MenuCard({ item, locale, likelyNext }: { item: MenuItem; locale: Locale; likelyNext: boolean }) {
  const words = servicesCopy[locale].menuPage;
  const detailHref = item.slug ? servicePath(item.slug) : undefined;
  const catalogName = item.slug ? catalogCopy[locale].services[item.slug].name : undefined;
  // The catalog entry itself shows its artwork; a variant pointing at a catalog page (e.g. Hydrating Facial) does not.
  const showArt = item.slug && catalogName === item.name;
  return (
    <TreatmentCard
      as="li"
      testId="menu-item"
      artwork={showArt && item.slug ? { name: serviceArtwork(item.slug), aspect: 'aspect-[3/1]' } : undefined}
      duration={item.duration}
      durationLabel={words.duration}
      name={item.name}
      headingClassName="font-sans"
      description={item.description}
      notes={
        <PerformedBy
          performer={item.medical ? (item.moreHref === '/iv-therapy' ? 'iv' : 'injector') : undefined}
          locale={locale}
        />
      }
    >
      <BookingLink
        className={buttonStyles.primary + ' !px-5 !py-2.5 text-sm'}
        intro={words.bookingIntro(item.name, item.duration)}
      >
        {words.bookNow}
        <span className="sr-only">{words.bookNowFor(item.name)}</span>
      </BookingLink>
      {detailHref && catalogName ? (
        <Link locale={locale} href={detailHref} className={buttonStyles.link} likelyNext={likelyNext}>
          {showArt ? words.learnMore : words.aboutService(catalogName)}
          <span className="sr-only">{showArt ? words.learnMoreAbout(item.name) : ''}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : item.moreHref ? (
        <Link locale={locale} href={item.moreHref} className={buttonStyles.link}>
          {words.more[item.moreHref]}
          {/* The name, unless the link's words already say it ("Ver el menú de terapia IV" for Terapia IV). */}
          {words.more[item.moreHref].toLowerCase().includes(item.name.toLowerCase()) ? null : (
            <span className="sr-only"> ({item.name})</span>
          )}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </TreatmentCard>
  );
}

/** /services: every treatment, grouped by category, with a jump list to each group. */
export function AllServicesMenu({ locale }: { locale: Locale }) {
  const menu = serviceMenuIn(locale);
  const words = servicesCopy[locale].menuPage;
  // The likeliest next page: the first treatment the menu describes on a page of its own.
  const first = menu.flatMap((category) => category.items).find((item) => item.slug);
  return (
    <>
      <nav aria-label={words.categoriesNav} className="border-b border-cream-300 bg-cream-50">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-4 sm:px-6 lg:px-8">
          {menu.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex rounded-full bg-cream-200 px-4 py-2 text-sm font-semibold text-charcoal-900 hover:bg-gold-300"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {menu.map((category, index) => (
        <Section
          key={category.id}
          id={category.id}
          eyebrow={words.treatments(category.items.length)}
          title={category.title}
          intro={category.intro}
          tone={index % 2 ? 'cream' : 'light'}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {category.items.map((item) => (
              <MenuCard key={item.name} item={item} locale={locale} likelyNext={item === first} />
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
