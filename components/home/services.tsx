import { ServicesTabs } from '@/components/home/services-tabs-client';
import { Section } from '@/components/ui/section';
import { ViewAllServices } from '@/components/ui/view-all-services';
import { pictureSource } from '@/content/artwork';
import { homeServiceCategories } from '@/content/home-services';
import { servicePath } from '@/content/services';

/**
 * Services: four category tabs of three cards each. The tabs get the cards as data and render them, so the page's
 * React payload carries each card's words once instead of its whole markup a second time.
 */
export function Services() {
  const categories = homeServiceCategories.map((category) => ({
    id: category.id,
    label: category.label,
    cards: category.cards.map(({ title, duration, description, image, slug }) => ({
      title,
      duration,
      description,
      image: pictureSource(image),
      ...(slug ? { href: servicePath(slug) } : {}),
    })),
  }));
  return (
    <Section
      id="services"
      eyebrow="Our services"
      title="Treatments for every skin story"
      intro="From a relaxing facial to medical aesthetics given by licensed nurses under our supervising medical director, every treatment starts with a complimentary consultation."
      deferred
    >
      <ServicesTabs categories={categories} />
      <ViewAllServices />
    </Section>
  );
}
