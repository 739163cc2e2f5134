import { ClosingCta } from '@/components/ui/closing-cta';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { LightboxGallery } from '@/components/ui/lightbox';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { galleryImageLabel, galleryImages, galleryNote } from '@/content/gallery';
import { routeMetadata } from '@/lib/metadata';
import { RevealObserver } from '@/components/ui/reveal-observer-client';

export const metadata = routeMetadata('/gallery');

export default function GalleryPage() {
  return (
    <>
      <RevealObserver />
      <PageHero
        eyebrow="Results"
        title="Before & After Gallery"
        intro={`Facials, acne care, anti-aging treatments, Botox and lip enhancement: the changes gentle, expert care aims for. ${galleryNote} Click any image to see it larger.`}
      />
      <Section labelledBy="gallery-results-heading">
        <h2 id="gallery-results-heading" className="sr-only">
          Before and after photos
        </h2>
        <LightboxGallery images={galleryImages} staggerMs={100} label={galleryImageLabel} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-cream-100 p-6 text-center text-charcoal-700">
          <p className="font-semibold text-charcoal-900">Individual results vary.</p>
          <p className="mt-2">
            {galleryNote} Botox and lip filler treatments are given by a licensed registered nurse injector under our supervising medical
            director.
          </p>
        </div>
      </Section>
      <ClosingCta title="Ready for Your Own Transformation?" intro="Start with a complimentary consultation and a plan made for your skin.">
        <Link href="/services" className={buttonStyles.light}>
          View Our Services
        </Link>
        <Link href="/contact" className={buttonStyles.gold}>
          Book Your Consultation
        </Link>
      </ClosingCta>
    </>
  );
}
