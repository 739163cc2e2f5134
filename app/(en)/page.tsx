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
import { routeMetadata } from '@/lib/metadata';
import { RevealObserver } from '@/components/ui/reveal-observer-client';

export const metadata = routeMetadata('/');

export default function HomePage() {
  return (
    <>
      <RevealObserver />
      <HashScroll />
      <Hero />
      <About />
      <Education />
      <Services />
      <Locations />
      <Gallery />
      <Testimonials />
      <LocationHours id="location" />
      <Contact />
    </>
  );
}
