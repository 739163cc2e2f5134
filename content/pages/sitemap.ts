/** The sitemap page's words in both languages (same type); the list itself is the route list. */
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';
import { site } from '../site';

/** Headings of the /sitemap page's groups; a page that is not a main page names its group. */
export type SitemapGroup = 'More pages' | 'Esthetics & IV therapy' | 'Services' | 'Locations' | 'Blog posts';

const en = {
  eyebrow: 'Find your way',
  title: 'Sitemap',
  intro: 'Every page of the website in one place: the main pages first, then every service, area and article.',
  main: 'Main pages',
  others: 'All other pages',
  groups: {
    'More pages': 'More pages',
    'Esthetics & IV therapy': 'Esthetics & IV therapy',
    Services: 'Services',
    Locations: 'Locations',
    'Blog posts': 'Blog posts',
  } satisfies Record<SitemapGroup, string>,
};

const es: Translation<typeof en> = {
  eyebrow: 'Encuentre lo que busca',
  title: 'Mapa del sitio',
  intro:
    'Todas las páginas del sitio en español en un solo lugar: primero las principales y después cada servicio, zona y artículo.',
  main: 'Páginas principales',
  others: 'Otras páginas',
  groups: {
    'More pages': 'Más páginas',
    'Esthetics & IV therapy': 'Estética y terapia IV',
    Services: 'Servicios',
    Locations: 'Ubicaciones',
    'Blog posts': 'Artículos del blog',
  },
};

export const sitemapCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const sitemapMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Sitemap',
    label: 'Sitemap',
    description: `Every page of the ${site.name} website in one list: services, landing pages, locations, blog posts and more.`,
  },
  es: {
    title: 'Mapa del sitio',
    label: 'Mapa del sitio',
    description: `Todas las páginas en español del sitio de ${site.name} en una sola lista: páginas principales, servicios, zonas y más.`,
  },
};
