import { BookingLink } from '@/components/booking/booking-link';
import { IV_BOOKING_TITLE } from '@/components/landing/iv-hero';
import { CheckIcon, LandingIcon } from '@/components/landing/landing-icon';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import { ivDrips } from '@/content/iv-drips';

/** The IV Drip Menu: six drips with description, key benefits, duration, ingredients and "Schedule this Drip". */
export function IvDripMenu() {
  return (
    <Section
      id="iv-menu"
      eyebrow="IV drip menu"
      title="Choose Your IV Drip"
      intro="Every drip is approved for you by the medical team at your good-faith exam, reviewed with your nurse before it starts and adjusted to your health history."
      deferred
      tone="cream"
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {ivDrips.map((drip) => (
          <li key={drip.slug} className="flex flex-col rounded-2xl border border-cream-300 bg-white p-6 shadow-sm" data-testid="iv-drip">
            <LandingIcon name={drip.icon} />
            <h3 className="mt-4 text-2xl font-semibold">{drip.title}</h3>
            <p className="mt-2 leading-relaxed text-charcoal-700">{drip.description}</p>
            <h4 className="mt-5 text-sm font-semibold tracking-widest text-charcoal-700 uppercase">Key benefits</h4>
            <ul className="mt-2 space-y-2">
              {drip.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-charcoal-800">
                  <CheckIcon />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-5 flex-1 space-y-2 border-t border-cream-200 pt-4 text-sm">
              {[
                { term: 'Duration', value: drip.duration, testId: 'drip-duration' },
                { term: 'Ingredients', value: drip.ingredients, testId: 'drip-ingredients' },
              ].map(({ term, value, testId }) => (
                <div key={term} className="flex gap-2">
                  <dt className="font-semibold text-charcoal-900">{term}:</dt>
                  <dd className="text-charcoal-700" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <BookingLink
              dialogTitle={IV_BOOKING_TITLE}
              intro={`Selected drip: ${drip.title}. Mention it in the form; your nurse confirms it with you at your visit.`}
              ariaLabel={`Schedule this Drip: ${drip.title}`}
              className={`${buttonStyles.primary} mt-6`}
            >
              Schedule this Drip
            </BookingLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
