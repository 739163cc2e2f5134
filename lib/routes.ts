/**
 * The single list of the site's routes. Navigation, footer, the /sitemap page, the sitemap.xml check and the
 * end-to-end route loop all read it. A page issue adds its routes here.
 */
import { serviceDetails } from '@/content/service-details';
import { servicePath, serviceSlugs } from '@/content/services';
import { site } from '@/content/site';
import { locationRoutes } from '@/lib/matrix';

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
  // Landing pages (issue 6).
  {
    path: '/esthetics-services',
    title: `Esthetics Services in ${site.address.locality}, ${site.address.region}: Facials, Peels & Acne Care`,
    description:
      `Customized facials, HydraFacial, dermaplaning, chemical peels, microdermabrasion and acne treatments in ${site.address.locality}, ${site.address.region}, from a licensed esthetician with ${site.claims.yearsExperience} years of experience. Complimentary consultations.`,
  },
  {
    path: '/iv-therapy',
    title: `IV Vitamin Drip Therapy in ${site.address.locality}, ${site.address.region}`,
    description:
      `IV hydration, immunity, energy, beauty and recovery drips in ${site.address.locality}, ${site.address.region}, given by ${site.medical.ivProvider} under a supervising medical director. Sessions take 30-60 minutes.`,
  },
  {
    path: '/services',
    title: 'Facial, Skincare & Injectable Services in El Paso, TX',
    description:
      'Every treatment at the studio in one place: HydraFacial, anti-aging and deep cleansing facials, peels, dermaplaning, Botox, lip fillers, plasma skin tightening and IV therapy in El Paso.',
    mainPage: true,
  },
];

/** The six service detail pages, built from the catalog (content/services.ts) and their copy. */
export const serviceRoutes: SiteRoute[] = serviceSlugs.map((slug) => ({
  path: servicePath(slug),
  title: serviceDetails[slug].metaTitle,
  description: serviceDetails[slug].metaDescription,
}));

/** Every route that exports a real page, in display order. */
export function allRoutes(): SiteRoute[] {
  return [...staticRoutes, ...serviceRoutes, ...locationRoutes()];
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
export const redirectStubs: { from: string; to: string }[] = [
  { from: '/services/lip-filler', to: servicePath('lip-fillers') },
  { from: '/services/hydra-facial', to: servicePath('hydrafacial') },
];
