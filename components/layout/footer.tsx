import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import { CurrentYear } from '@/components/layout/current-year-client';
import { MessageLink, studioMessageLinksIn } from '@/components/ui/message-link';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { groupHours, rowLabel } from '@/lib/format/hours';
import type { Locale } from '@/lib/format/locale';
import { navFor, type NavLink } from '@/site/nav';

const linkClass = 'footer-link';

function LinkList({ links, className, locale }: { links: NavLink[]; className: string; locale: Locale }) {
  return (
    <ul className={`${className} space-y-2 text-sm`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link locale={locale} href={link.href} className={linkClass} aria-label={link.name}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ locale }: { locale: Locale }) {
  const words = ui[locale];
  const footerNav = navFor(locale).footer;
  return (
    <footer className="no-print bg-charcoal-900 text-cream-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-xl font-semibold text-cream-50">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{words.footer.blurb}</p>
          <p className="mt-3 text-sm">{words.footer.offers}</p>
        </div>
        <nav aria-label={words.footer.nav}>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {words.footer.explore}
          </h2>
          <LinkList links={[...footerNav.explore, ...footerNav.legal]} className="mt-4" locale={locale} />
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {words.footer.contact}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              {site.address.locality}, {site.address.region}
            </li>
            <li>
              <a href={`tel:${site.phone.tel}`} className={linkClass} aria-label={words.contact.callStudio}>
                {site.phone.display}
              </a>
            </li>
            {studioMessageLinksIn(locale).map((link) => (
              <li key={link.href}>
                <MessageLink link={link} className={linkClass} />
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className={linkClass} aria-label={words.contact.email}>
                {site.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {words.footer.alsoServing}
          </h2>
          <LinkList links={footerNav.areas} className="mt-3" locale={locale} />
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">
            {words.footer.hours}
          </h2>
          {/* Day and hours pair up in a two-column grid, without a wrapper element per row (the footer is on every page).
              Each time sits at the row's end by itself, so on a short page, where the footer is in the first screen, a
              wider time arriving below does not move the ones above. */}
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
            {groupHours(site.hours, words.hours).map((group) => (
              <Fragment key={group.label}>
                <dt>{rowLabel(group.label)}</dt>
                <dd className="justify-self-end text-right text-cream-50">{group.hours}</dd>
              </Fragment>
            ))}
          </dl>
          <p className="mt-2 text-xs text-cream-300">{words.footer.timeZone}</p>
        </div>
      </div>
      <div className="border-t border-charcoal-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-cream-300 sm:px-6 lg:px-8">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. {words.footer.rights}
        </p>
      </div>
    </footer>
  );
}
