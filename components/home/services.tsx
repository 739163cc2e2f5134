import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { ServicesTabs } from '@/components/home/services-tabs-client';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { homeServiceCategories, type HomeServiceCard } from '@/content/home-services';
import { servicePath } from '@/content/services';
import { ViewAllServices } from '@/components/ui/view-all-services';

function ServiceCard({ card }: { card: HomeServiceCard }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm">
      <Artwork name={card.image} alt="" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" imgClassName="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-semibold">{card.title}</h3>
          <span className="shrink-0 rounded-full bg-cream-200 px-3 py-1 text-sm font-semibold text-charcoal-800">{card.duration}</span>
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-charcoal-700">{card.description}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <BookingLink className={`${buttonStyles.primary} px-5 py-2.5 text-sm`} ariaLabel={`Book Now: ${card.title}`}>
            Book Now
          </BookingLink>
          {card.slug ? (
            <Link href={servicePath(card.slug)} className={buttonStyles.link} aria-label={`Learn More about ${card.title}`}>
              Learn More <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Services: four category tabs of three cards each. */
export function Services() {
  return (
    <Section
      id="services"
      eyebrow="Our services"
      title="Treatments for every skin story"
      intro="From a relaxing facial to medical aesthetics given by licensed nurses under our supervising medical director, every treatment starts with a complimentary consultation."
      deferred
    >
      <ServicesTabs
        tabs={homeServiceCategories.map((category) => ({
          id: category.id,
          label: category.label,
          panel: (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {category.cards.map((card) => (
                <li key={card.title}>
                  <ServiceCard card={card} />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
      <ViewAllServices />
    </Section>
  );
}
