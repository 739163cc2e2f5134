/**
 * The single list of the site's routes. Navigation, footer, the /sitemap page, the sitemap.xml check and the
 * end-to-end route loop all read it. A page issue adds its routes here.
 */
import { site } from '@/content/site';

export type SiteRoute = {
  path: string;
  /** Page title (the root layout appends the studio name). */
  title: string;
  description: string;
  /** Listed among the main pages of the /sitemap page. */
  mainPage?: boolean;
};

export const staticRoutes: SiteRoute[] = [
  {
    path: '/',
    title: site.metadata.title,
    description: site.metadata.description,
    mainPage: true,
  },
  {
    path: '/gallery',
    title: 'Before & After Gallery',
    description:
      'Before and after photos of facials, acne and scarring treatments, anti-aging care, Botox and lip filler from our El Paso studio. Individual results vary.',
    mainPage: true,
  },
  {
    path: '/testimonials',
    title: 'Client Testimonials',
    description:
      'Five-star testimonials from El Paso skincare clients in English and Spanish: 4.9 stars from 200+ reviews for esthetics and 5.0 from 350+ for IV therapy.',
    mainPage: true,
  },
];

/** Every route that exports a real page, in display order. */
export function allRoutes(): SiteRoute[] {
  return [...staticRoutes];
}

export function findRoute(path: string): SiteRoute {
  const route = allRoutes().find((r) => r.path === path);
  if (!route) throw new Error(`Route ${path} is not registered in lib/routes.ts`);
  return route;
}

export type NavLink = { label: string; href: string };

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Esthetics', href: '/esthetics-services' },
  { label: 'IV Therapy', href: '/iv-therapy' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

export const locationNav: NavLink[] = site.serviceAreas.map((area) => ({ label: area.name, href: `/locations/${area.slug}` }));

/** Where the Locations dropdown sits in the main nav (after this link). */
export const locationsNavAfter = '/iv-therapy';

export const footerSectionLinks: NavLink[] = [
  { label: 'About', href: '/#about' },
  { label: 'Services', href: '/#services' },
  { label: 'Locations', href: '/#locations' },
  { label: 'Gallery', href: '/#gallery' },
  { label: 'Testimonials', href: '/#testimonials' },
  { label: 'Contact', href: '/#contact' },
];

export const footerLegalLinks: NavLink[] = [{ label: 'Treatment Consent Form', href: '/terms-of-service' }];

/** Paths that exist only to redirect (link variants) — never in sitemaps. */
export const redirectStubs: { from: string; to: string }[] = [];
