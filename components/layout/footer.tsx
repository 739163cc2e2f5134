import { Link } from '@/components/ui/link';
import { CurrentYear } from '@/components/layout/current-year-client';
import { MessageLink, studioMessageLinks } from '@/components/ui/message-link';
import { site } from '@/content/site';
import { groupHours } from '@/lib/hours';
import { footerNav, type NavLink } from '@/lib/nav';

const linkClass = 'text-cream-200 underline-offset-4 hover:text-gold-300 hover:underline';

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={`${className} space-y-2 text-sm`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className="no-print bg-charcoal-900 text-cream-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-xl font-semibold text-cream-50">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Personalized facials, skincare and aesthetics in {site.address.locality}, {site.address.region}, led by{' '}
            {site.owner.name}, a {site.owner.title.toLowerCase()} with {site.claims.yearsExperience} years of experience.
          </p>
          <p className="mt-3 text-sm">{site.claims.consultation} · {site.claims.financing}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">Explore</h2>
          <LinkList links={[...footerNav.explore, ...footerNav.legal]} className="mt-4" />
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">Contact</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              {site.address.locality}, {site.address.region}
            </li>
            <li>
              <a href={`tel:${site.phone.tel}`} className={linkClass} aria-label={`Call the studio at ${site.phone.display}`}>
                {site.phone.display}
              </a>
            </li>
            {studioMessageLinks.map((link) => (
              <li key={link.href}>
                <MessageLink link={link} className={linkClass} />
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className={linkClass} aria-label={`Email the studio at ${site.email}`}>
                {site.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">Also serving</h2>
          <LinkList links={footerNav.areas} className="mt-3" />
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-gold-300 uppercase">Hours</h2>
          <dl className="mt-4 space-y-2 text-sm">
            {groupHours(site.hours).map((group) => (
              <div key={group.label} className="flex justify-between gap-4">
                <dt>{group.label}</dt>
                <dd className="text-cream-50">{group.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-cream-300">Mountain Time ({site.address.locality})</p>
        </div>
      </div>
      <div className="border-t border-charcoal-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-cream-300 sm:px-6 lg:px-8">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
