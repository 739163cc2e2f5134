import { ClosingCta } from '@/components/ui/closing-cta';
import { EstheticsHero } from '@/components/landing/esthetics-hero';
import { EstheticsIntro } from '@/components/landing/esthetics-intro';
import { ESTHETICS_BOOKING_TITLE, EstheticsServices } from '@/components/landing/esthetics-services';
import { LandingFaq } from '@/components/landing/landing-faq';
import { LandingTestimonials } from '@/components/landing/landing-testimonials';
import { MeetEsthetician } from '@/components/landing/meet-esthetician';
import { WhyChoose } from '@/components/landing/why-choose';
import { JsonLd } from '@/components/ui/json-ld';
import { LocationHours } from '@/components/ui/location-hours';
import { estheticsServices, estheticsTestimonials, estheticsWhyChoose } from '@/content/esthetics';
import { estheticsFaqs } from '@/content/landing-faqs';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';
import { findRoute } from '@/lib/routes';
import { serviceCatalog } from '@/lib/schema';

const PATH = '/esthetics-services';

export const metadata = routeMetadata(PATH, { image: '/og/landing-esthetics.jpg', imageAlt: `Esthetics services at ${site.name}` });

export default function EstheticsServicesPage() {
  return (
    <>
      <EstheticsHero />
      <EstheticsIntro />
      <EstheticsServices />
      <WhyChoose
        title={`Why Choose ${site.owner.firstName} for Your Skin`}
        intro="Experience, honesty and a gentle hand, in a studio built around one-to-one care."
        items={estheticsWhyChoose}
      />
      <MeetEsthetician />
      <LandingTestimonials
        items={estheticsTestimonials}
        claim={site.claims.esthetics}
        title="What Our Esthetics Clients Say"
        intro="Real words from clients across El Paso and the surrounding communities."
      />
      <LandingFaq items={estheticsFaqs} name="esthetics-faq" title="Esthetics FAQ" intro="Straight answers to the questions we hear most." />
      <LocationHours deferred={false} />
      <ClosingCta
        title="Ready for Your Healthiest Skin Yet?"
        intro="Book a complimentary consultation online in a minute, or call and we will help you choose the right treatment."
        eyebrow={site.claims.consultation}
        book={{ label: 'Schedule Online', dialogTitle: ESTHETICS_BOOKING_TITLE }}
        call="now"
        deferred
      />
      <JsonLd
        data={serviceCatalog({
          name: 'Esthetics Services',
          description: findRoute(PATH).description,
          path: PATH,
          serviceType: 'Esthetics',
          catalogName: 'Signature Esthetic Treatments',
          itemType: 'Service',
          items: estheticsServices.map((s) => ({ name: s.title, description: s.description })),
        })}
      />
    </>
  );
}
