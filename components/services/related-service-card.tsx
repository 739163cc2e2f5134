import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { PerformedBy, performerOf } from '@/components/services/performed-by';
import { TreatmentCard } from '@/components/services/treatment-card';
import { catalogCopy, serviceArtwork, servicePath, type ServiceSlug } from '@/content/services';
import { servicesCopy } from '@/content/pages/services';
import type { Locale } from '@/lib/format/locale';

/**
 * A related service at the foot of a service page: its artwork, duration, summary, who performs and supervises it
 * when it is medical, and a link to its page.
 */
export function RelatedServiceCard({ slug, locale }: { slug: ServiceSlug; locale: Locale }) {
  const service = catalogCopy[locale].services[slug];
  const words = servicesCopy[locale].menuPage;
  return (
    <TreatmentCard
      artwork={{ name: serviceArtwork(slug), aspect: 'aspect-[3/2]' }}
      duration={service.duration}
      durationLabel={words.duration}
      name={service.name}
      description={service.summary}
      notes={<PerformedBy performer={performerOf(slug)} locale={locale} />}
    >
      <Link locale={locale} href={servicePath(slug)} className={buttonStyles.link}>
        {words.learnMore}
        <span className="sr-only">{words.learnMoreAbout(service.name)}</span>
        <span aria-hidden="true">→</span>
      </Link>
    </TreatmentCard>
  );
}
