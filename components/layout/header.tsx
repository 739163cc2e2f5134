import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { HeaderFrame } from '@/components/layout/header-frame-client';
import { LocationsMenu } from '@/components/layout/locations-menu-client';
import { MobileMenu } from '@/components/layout/mobile-menu-client';
import { NavLink } from '@/components/layout/nav-link-client';
import { site } from '@/content/site';
import { locationNav, locationsNavAfter, mainNav } from '@/lib/routes';

export function Header() {
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link href="/" className="flex flex-col leading-tight">
          <span className="font-display text-lg font-semibold text-charcoal-900 sm:text-xl">{site.owner.name}</span>
          <span className="text-[0.7rem] font-medium tracking-[0.2em] text-gold-700 uppercase">
            Skin Studio · El Paso<span className="sr-only">, home</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNav.flatMap((link) => [
              <li key={link.href}>
                <NavLink href={link.href} variant="desktop">
                  {link.label}
                </NavLink>
              </li>,
              ...(link.href === locationsNavAfter
                ? [
                    <li key="locations">
                      <LocationsMenu links={locationNav} />
                    </li>,
                  ]
                : []),
            ])}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <BookingLink className="hidden rounded-full bg-charcoal-900 px-5 py-2.5 text-sm font-semibold text-cream-50 transition hover:bg-gold-700 sm:inline-flex">
            Book Now
          </BookingLink>
          <MobileMenu links={mainNav} locations={locationNav} locationsAfter={locationsNavAfter} phone={site.phone} />
        </div>
      </div>
    </HeaderFrame>
  );
}
