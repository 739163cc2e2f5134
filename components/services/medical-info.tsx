import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { Section } from '@/components/ui/section';
import type { MedicalDetails } from '@/content/service-details';
import { site } from '@/content/site';

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-charcoal-700">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Who treats you, the consultation first, price guidance, preparation, aftercare and "Individual results vary". */
export function MedicalInfo({ name, medical, bookingTitle }: { name: string; medical: MedicalDetails; bookingTitle: string }) {
  return (
    <Section id="safety" eyebrow="Medical care, done properly" title={`Who performs your ${name} treatment`} tone="cream" deferred>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-sans text-lg font-semibold">Your injector and medical oversight</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700" data-testid="medical-provider">
            Your {name} treatment is performed by {site.medical.injector}, under the supervision of {site.medical.supervisor}. Injectables
            are never performed by an esthetician.
          </p>
          <h3 className="mt-6 font-sans text-lg font-semibold">Consultation and good-faith exam first</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.consultation}</p>
          <h3 className="mt-6 font-sans text-lg font-semibold">Possible side effects</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.risks}</p>
          <h3 className="mt-6 font-sans text-lg font-semibold">Price guidance</h3>
          <p className="mt-3 leading-relaxed text-charcoal-700">{medical.priceGuidance}</p>
          <p className="mt-2 text-sm text-charcoal-700">{site.claims.consultation}. {site.claims.financing}.</p>
          <div className="mt-6">
            <BookingLink className={buttonStyles.primary} dialogTitle={bookingTitle}>
              Book a Consultation
            </BookingLink>
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-sans text-lg font-semibold">Before your appointment</h3>
          <List items={medical.before} />
          <h3 className="mt-6 font-sans text-lg font-semibold">Aftercare</h3>
          <List items={medical.aftercare} />
          <p className="mt-6 rounded-xl bg-cream-100 p-4 text-sm font-semibold text-charcoal-800">
            Individual results vary. Your injector will explain what is realistic for you at the consultation.
          </p>
        </div>
      </div>
    </Section>
  );
}
