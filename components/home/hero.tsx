import { preload } from 'react-dom';
import { BookingLink } from '@/components/booking/booking-link-client';
import { HeroStoredImage } from '@/components/home/hero-image-client';
import { HeroToolToggle } from '@/components/home/hero-tool-toggle-client';
import { Artwork } from '@/components/ui/artwork';
import { buttonStyles } from '@/components/ui/button-styles';
import { artworkSrc, getArtwork } from '@/content/artwork';
import { homeCopy } from '@/content/pages/home';
import type { Locale } from '@/lib/format/locale';

const HERO_ARTWORK = 'hero/home';

export function Hero({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].hero;
  // The hero image is the LCP element: preload the AVIF the <picture> will pick, at the same sizes.
  const { widths = [] } = getArtwork(HERO_ARTWORK);
  preload(artworkSrc(HERO_ARTWORK, Math.max(...widths), 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: widths.map((w) => `${artworkSrc(HERO_ARTWORK, w, 'avif')} ${w}w`).join(', '),
    imageSizes: '100vw',
    fetchPriority: 'high',
  });
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-cream-100 pt-28 pb-24 sm:pt-36 lg:pt-40 lg:pb-32"
    >
      <Artwork
        name={HERO_ARTWORK}
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20"
        imgClassName="h-full w-full object-cover opacity-80"
      />
      <HeroStoredImage />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{copy.eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            {copy.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-charcoal-700">{copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookingLink className={buttonStyles.primary}>{copy.book}</BookingLink>
            <a href="#services" className={buttonStyles.secondary}>
              {copy.explore}
            </a>
          </div>
          <HeroToolToggle words={homeCopy[locale].heroTool} />
        </div>
      </div>
      <a
        href="#about"
        aria-label={copy.scrollDown}
        className="scroll-down absolute bottom-5 left-1/2 inline-flex size-11 -translate-x-1/2 items-center justify-center rounded-full bg-cream-50/80 text-charcoal-900 shadow ring-1 ring-charcoal-900/10 hover:bg-cream-50"
      />
    </section>
  );
}
