import { ClosingCta } from '@/components/ui/closing-cta';
import { IvBenefits, IvHowItWorks } from '@/components/landing/iv-benefits';
import { IvDripMenu } from '@/components/landing/iv-drip-menu';
import { IV_BOOKING_TITLE, IvHero } from '@/components/landing/iv-hero';
import { IvNurseCare } from '@/components/landing/iv-nurse-care';
import { LandingFaq } from '@/components/landing/landing-faq';
import { LandingTestimonials } from '@/components/landing/landing-testimonials';
import { WhyChoose } from '@/components/landing/why-choose';
import { JsonLd } from '@/components/ui/json-ld';
import { LocationHours } from '@/components/ui/location-hours';
import { ivDrips, ivTestimonials, ivWhyChoose } from '@/content/iv-drips';
import { ivFaqs } from '@/content/landing-faqs';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';
import { serviceCatalog } from '@/lib/schema';

const PATH = '/iv-therapy';

export const metadata = routeMetadata(PATH, { image: '/og/landing-iv-therapy.jpg', imageAlt: `IV vitamin drip therapy at ${site.name}` });

export default function IvTherapyPage() {
  return (
    <>
      <IvHero />
      <IvBenefits />
      <IvHowItWorks />
      <IvDripMenu />
      <WhyChoose title="Why Choose Our IV Therapy" intro="Medical standards and a relaxing experience, in the same visit." items={ivWhyChoose} />
      <IvNurseCare />
      <LandingTestimonials
        items={ivTestimonials}
        claim={site.claims.iv}
        title="What Our IV Therapy Clients Say"
        intro="How clients from El Paso, Socorro and Eastlake describe their visits. Individual results vary."
      />
      <LandingFaq items={ivFaqs} name="iv-faq" title="IV Therapy FAQ" intro="What to know before your first drip." />
      <LocationHours deferred={false} />
      <ClosingCta
        title="Feel Refreshed, Hydrated and Ready"
        intro="Schedule your IV session online; before your first drip, the medical team examines you and reviews your health history."
        eyebrow={site.claims.consultation}
        book={{ label: 'Schedule Online', dialogTitle: IV_BOOKING_TITLE }}
        call="now"
        deferred
      />
      <JsonLd
        data={serviceCatalog({
          name: 'IV Vitamin Drip Therapy',
          description: `IV vitamin and hydration drips given by ${site.medical.ivProvider} under ${site.medical.supervisor}, after a good-faith exam by the medical team before the first drip. Sessions take 30-60 minutes.`,
          path: PATH,
          serviceType: 'IV therapy',
          catalogName: 'IV Drip Menu',
          items: ivDrips.map((d) => ({
            name: d.title,
            description: d.description,
            facts: [`Key benefits: ${d.benefits.join(', ')}.`, `Ingredients: ${d.ingredients}.`, `Duration: ${d.duration}.`],
          })),
        })}
      />
    </>
  );
}
