import { ServicesTabs } from '@/components/home/services-tabs-client';
import { Section } from '@/components/ui/section';
import { ViewAllServices } from '@/components/ui/view-all-services';
import { pictureSource } from '@/content/artwork';
import { homeServiceCategoriesIn } from '@/content/home-services';
import { homeCopy } from '@/content/pages/home';
import { servicePath } from '@/content/services';
import { nameInSentence } from '@/content/spanish-names';
import { pathIn, type Locale } from '@/lib/format/locale';

/**
 * Services: four category tabs of three cards each. The tabs get the cards as data and render them, so the page's
 * React payload carries each card's words once instead of its whole markup a second time.
 */
export function Services({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].services;
  const categories = homeServiceCategoriesIn(locale).map((category) => ({
    id: category.id,
    label: category.label,
    cards: category.cards.map(({ title, duration, description, image, slug }) => ({
      title,
      duration,
      description,
      image: pictureSource(image),
      ...(slug ? { href: pathIn(locale, servicePath(slug)) } : {}),
      // The name as a sentence says it reads the whole catalog's articles, so it is filled in here, on the server.
      ...(slug && nameInSentence(locale, title) !== title ? { theTitle: nameInSentence(locale, title) } : {}),
    })),
  }));
  return (
    <Section id="services" heading={copy}>
      <ServicesTabs categories={categories} label={copy.tabsLabel} cardWords={copy.card} locale={locale} />
      <ViewAllServices locale={locale} />
    </Section>
  );
}
