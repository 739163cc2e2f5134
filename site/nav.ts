/**
 * The site's navigation, one typed model per language: the header, the mobile menu and the footer render it. An
 * item is a link or a labelled group of links (Locations, built from content/locations/). Labels come from
 * content/ui.ts; a link points to the page in the menu's language (`pathIn`: every page the menus name exists in both).
 * Client components import only its types (a value import would pull the route list and every area's page copy into
 * every page's JavaScript); the header and footer (server components) pass the data down.
 */
import { locationPath, locations } from '@/content/locations';
import { ui } from '@/content/ui';
import { fill, pathIn, type Locale } from '@/lib/format/locale';

/**
 * `likelyNext`: one of the likeliest next pages from any page (lib/browser/speculation-rules.ts). `name`: what a screen reader
 * hears when the label alone would name another place too (it starts with the label, so speech input still finds it).
 */
export type NavLink = { label: string; href: string; likelyNext?: boolean; name?: string };
/** A labelled group of links; `section` is the path they live under, where the group shows as current. */
export type NavGroup = { label: string; section: string; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** Every navigation list of one language. */
export function navFor(locale: Locale) {
  const words = ui[locale].nav;
  const link = (label: string, href: string): NavLink => ({ label, href: pathIn(locale, href) });
  /** One link per service area. */
  const areas: NavLink[] = locations.map((area) => link(area.name, locationPath(area.slug)));
  /** The header's main navigation, in order; Locations opens a list of the areas. */
  const main: NavItem[] = [
    link(words.home, '/'),
    link(words.about, '/about'),
    // The catalog: where most visits go next, from the home page and most others.
    { ...link(words.services, '/services'), likelyNext: true },
    link(words.esthetics, '/esthetics-services'),
    link(words.ivTherapy, '/iv-therapy'),
    { label: words.locations, section: pathIn(locale, locationPath()), children: areas },
    link(words.gallery, '/gallery'),
    link(words.testimonials, '/testimonials'),
    link(words.blog, '/blog'),
    link(words.contact, '/contact'),
  ];
  const footer = {
    /** Sections of the home page, then the legal pages. */
    // The header's "About" leads to the About page; the footer's to the home page's section: each is named so.
    explore: [
      link(words.about, '/#about'),
      link(words.services, '/#services'),
      link(words.locations, '/#locations'),
      link(words.gallery, '/#gallery'),
      link(words.testimonials, '/#testimonials'),
      link(words.contact, '/#contact'),
    ].map((section) => ({ ...section, name: fill(ui[locale].footer.onHomePage, { label: section.label }) })),
    legal: [
      link(words.consentForm, '/terms-of-service'),
      link(words.accessibility, '/accessibility'),
      link(words.privacy, '/privacy'),
      link(words.sitemap, '/sitemap'),
    ],
    areas,
  } satisfies Record<string, NavLink[]>;
  return { main, areas, footer };
}
