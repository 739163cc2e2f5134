import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link-client';
import { CallLink } from '@/components/ui/call-link';
import { HeaderFrame } from '@/components/layout/header-frame-client';
import { LanguageSwitch } from '@/components/layout/language-switch-client';
import { LocationsMenu } from '@/components/layout/locations-menu-client';
import { MobileMenu } from '@/components/layout/mobile-menu-client';
import { NavLink } from '@/components/layout/nav-link-client';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { otherLocale, type Locale } from '@/lib/format/locale';
import { isNavGroup, navFor } from '@/site/nav';
import { pagesWithoutCounterpart } from '@/site/routes';

/**
 * The site header. The browser may paint the page before it has received all of it, so nothing here is placed by
 * content that comes later in the HTML: the logo is a fixed-height box, the nav starts right after it (not centered
 * between its neighbors), and the controls on the right sit in fixed grid tracks. Otherwise the first paint shows a
 * half-received header whose items jump once the rest arrives (a layout shift).
 */
export function Header({
  locale,
  languageSwitch = true,
}: {
  locale: Locale;
  /** False on a 404 document, which has no counterpart. */ languageSwitch?: boolean;
}) {
  const words = ui[locale];
  const nav = navFor(locale).main;
  const other = otherLocale(locale);
  const switchTo = languageSwitch
    ? { without: pagesWithoutCounterpart(locale), label: ui[other].languageName, lang: other }
    : undefined;
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 min-[360px]:gap-4 min-[360px]:px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link locale={locale} href="/" className="flex h-10 shrink-0 flex-col leading-tight">
          <span className="font-display text-base font-semibold text-charcoal-900 min-[360px]:text-lg sm:text-xl">
            {site.owner.name}
          </span>
          <span className="text-[0.7rem] font-medium tracking-[0.05em] text-gold-700 uppercase min-[360px]:tracking-[0.12em] sm:tracking-[0.2em]">
            {words.header.brandLine}
            <span className="sr-only">{words.header.homeSuffix}</span>
          </span>
        </Link>
        <nav aria-label={words.header.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.label}>
                {isNavGroup(item) ? (
                  <LocationsMenu label={item.label} section={item.section} links={item.children} />
                ) : (
                  // likelyNext only where set: a prop set to undefined still costs its name in the flight data.
                  <NavLink href={item.href} variant="desktop" {...(item.likelyNext ? { likelyNext: true } : {})}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {/* Call and Book stay in reach on every page: plain links, rendered here, that work before and without JavaScript.
            The language switch comes after them, in the HTML as on screen (so Tab follows what the eye reads), in a
            fixed track at the right end reserved whether or not it has arrived (or exists): the controls' tracks are
            fixed too, so while the page streams in nothing already painted moves. */}
        <div className="ml-auto flex items-center gap-1 sm:grid sm:grid-cols-[auto_5.5rem] sm:gap-2 xl:grid-cols-[auto_2.25rem]">
          <div className="header-controls grid h-11 items-center gap-1 sm:col-start-1 sm:row-start-1 sm:gap-2">
            <CallLink locale={locale} ariaLabel={words.header.callAria} className="header-call">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4 shrink-0 xl:hidden"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path
                  strokeLinejoin="round"
                  d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
                />
              </svg>
              <span className={`${locale === 'en' ? 'max-[379px]:sr-only' : 'sr-only'} sm:hidden`}>
                {words.header.callShort}
              </span>
              <span className="hidden sm:inline">{site.phone.display}</span>
            </CallLink>
            <BookingLink className="inline-flex h-11 items-center justify-center rounded-full bg-charcoal-900 text-sm font-semibold text-cream-50 transition hover:bg-gold-700">
              <span className="sm:hidden">{words.header.bookShort}</span>
              <span className="hidden sm:inline">{words.header.bookLong}</span>
            </BookingLink>
            <MobileMenu items={nav} phone={site.phone} words={words.menu} languageSwitch={switchTo} />
          </div>
          {switchTo ? (
            <LanguageSwitch
              {...switchTo}
              compact
              className="hidden h-11 items-center justify-center rounded-full text-sm font-semibold text-charcoal-900 underline underline-offset-4 hover:bg-cream-200 sm:col-start-2 sm:row-start-1 sm:inline-flex"
            />
          ) : null}
        </div>
      </div>
    </HeaderFrame>
  );
}
