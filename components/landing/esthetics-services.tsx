import { CheckIcon, LandingIcon } from '@/components/landing/landing-icon';
import { LearnMore } from '@/components/landing/learn-more-client';
import { ServiceDetails } from '@/components/landing/service-details';
import { Section } from '@/components/ui/section';
import { estheticsServices } from '@/content/esthetics';

export const ESTHETICS_BOOKING_TITLE = 'Book Your Esthetics Consultation';

/** The six signature services: description, three benefits and a Learn More dialog each. */
export function EstheticsServices() {
  return (
    <Section
      id="services"
      eyebrow="Signature services"
      title="Our Signature Esthetic Treatments"
      intro="Six treatments, each adjusted to your skin on the day. Not sure where to start? Your consultation is complimentary."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {estheticsServices.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-sm" data-testid="esthetics-service">
            <LandingIcon name={service.icon} />
            <h3 className="mt-4 text-2xl font-semibold">{service.title}</h3>
            <p className="mt-2 leading-relaxed text-charcoal-700">{service.description}</p>
            <ul className="mt-4 flex-1 space-y-2">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-charcoal-800">
                  <CheckIcon />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <LearnMore id={`${service.slug}-details`} title={service.title} bookingTitle={ESTHETICS_BOOKING_TITLE}>
                <ServiceDetails service={service} />
              </LearnMore>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
