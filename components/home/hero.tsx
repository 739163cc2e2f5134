import { BookingLink } from '@/components/booking/booking-link';
import { Artwork } from '@/components/ui/artwork';
import { site } from '@/content/site';

export function Hero() {
  return (
    <section id="hero" className="relative isolate overflow-hidden bg-cream-100 pt-28 pb-20 sm:pt-36 lg:pt-40 lg:pb-28">
      <Artwork
        name="hero/home"
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover opacity-80"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">
            {site.address.locality}, {site.address.regionName} · {site.claims.yearsExperience} years of skincare
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Healthy, radiant skin, cared for by hand in El Paso
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-charcoal-700">
            Personalised facials, HydraFacials and advanced skincare from {site.owner.name}, a {site.owner.title.toLowerCase()}, with
            medical aesthetics and IV therapy given by licensed nurses under a medical director. Your first consultation is
            complimentary.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookingLink className="inline-flex items-center rounded-full bg-charcoal-900 px-7 py-3.5 font-semibold text-cream-50 shadow-lg transition hover:bg-gold-700">
              Book Your Session
            </BookingLink>
            <a
              href="#services"
              className="inline-flex items-center rounded-full border-2 border-charcoal-900 px-7 py-3 font-semibold text-charcoal-900 transition hover:bg-charcoal-900 hover:text-cream-50"
            >
              Explore Services
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
