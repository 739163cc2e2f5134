import { ClosingCta } from '@/components/ui/closing-cta';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { LightboxGallery } from '@/components/ui/lightbox';
import { PageHero } from '@/components/ui/page-hero';
import { RevealObserver } from '@/components/ui/reveal-observer-client';
import { Section } from '@/components/ui/section';
import { galleryImagesIn, galleryWords } from '@/content/gallery';
import { galleryPageCopy } from '@/content/pages/gallery';
import type { Locale } from '@/lib/format/locale';

/** /gallery: the before-and-after images with the shared lightbox, in either language. */
export function GalleryPage({ locale }: { locale: Locale }) {
  const copy = galleryPageCopy[locale];
  const words = galleryWords[locale];
  return (
    <>
      <RevealObserver />
      <PageHero
        locale={locale}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro(words.note)}
      />
      <Section labelledBy="gallery-results-heading">
        <h2 id="gallery-results-heading" className="sr-only">
          {copy.gridHeading}
        </h2>
        <LightboxGallery images={galleryImagesIn(locale)} staggerMs={100} locale={locale} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-cream-100 p-6 text-center text-charcoal-700">
          <p className="font-semibold text-charcoal-900">{copy.resultsVary}</p>
          <p className="mt-2">
            {words.note} {copy.medical}
          </p>
        </div>
      </Section>
      <ClosingCta title={copy.closing.title} intro={copy.closing.intro} locale={locale}>
        <Link locale={locale} href="/services" className={buttonStyles.light}>
          {copy.closing.services}
        </Link>
        <Link locale={locale} href="/contact" className={buttonStyles.gold}>
          {copy.closing.book}
        </Link>
      </ClosingCta>
    </>
  );
}
