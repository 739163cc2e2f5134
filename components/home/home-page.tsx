import { About } from '@/components/home/about';
import { Contact } from '@/components/home/contact';
import { Education } from '@/components/home/education';
import { Gallery } from '@/components/home/gallery';
import { HashScroll } from '@/components/home/hash-scroll-client';
import { Hero } from '@/components/home/hero';
import { Locations } from '@/components/home/locations';
import { Services } from '@/components/home/services';
import { Testimonials } from '@/components/home/testimonials';
import { LocationHours } from '@/components/ui/location-hours';
import { RevealObserver } from '@/components/ui/reveal-observer-client';
import type { Locale } from '@/lib/format/locale';

/** The home page, in either language: one long page of sections, each reachable by its #id. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <RevealObserver />
      <HashScroll />
      <Hero locale={locale} />
      <About locale={locale} />
      <Education locale={locale} />
      <Services locale={locale} />
      <Locations locale={locale} />
      <Gallery locale={locale} />
      <Testimonials locale={locale} />
      <LocationHours id="location" locale={locale} />
      <Contact locale={locale} />
    </>
  );
}
