/**
 * The site's navigation, one typed model: the header, the mobile menu and the footer render it. An item is a link
 * or a labelled group of links (Locations, built from content/locations.ts). Client components import only its
 * types (a value import would pull every area's page copy into every page's JavaScript); the header and footer
 * (server components) pass the data down.
 */
import { locationPath, locations } from '@/content/locations';

export type NavLink = { label: string; href: string };
/** A labelled group of links; `section` is the path they live under, where the group shows as current. */
export type NavGroup = { label: string; section: string; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** One link per service area. */
export const locationNav: NavLink[] = locations.map((area) => ({ label: area.name, href: locationPath(area.slug) }));

/** The header's main navigation, in order; Locations opens a list of the areas. */
export const siteNav: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Esthetics', href: '/esthetics-services' },
  { label: 'IV Therapy', href: '/iv-therapy' },
  { label: 'Locations', section: locationPath(), children: locationNav },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** The top-level links of the main navigation (every item but the groups). */
export const mainNav: NavLink[] = siteNav.filter((item): item is NavLink => !isNavGroup(item));

export const footerNav = {
  /** Sections of the home page, then the legal pages. */
  explore: [
    { label: 'About', href: '/#about' },
    { label: 'Services', href: '/#services' },
    { label: 'Locations', href: '/#locations' },
    { label: 'Gallery', href: '/#gallery' },
    { label: 'Testimonials', href: '/#testimonials' },
    { label: 'Contact', href: '/#contact' },
  ],
  legal: [
    { label: 'Treatment Consent Form', href: '/terms-of-service' },
    { label: 'Accessibility', href: '/accessibility' },
    { label: 'Sitemap', href: '/sitemap' },
  ],
  areas: locationNav,
} satisfies Record<string, NavLink[]>;
