/**
 * The blog's words in both languages: the list, the post page, the cards and the RSS feed (same type, so a string
 * added to one language and not the other fails type-checking). The posts themselves are Markdown in content/blog.
 */
import { site } from '../site';
import type { ServiceSlug } from '../services';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';

const city = site.address.locality;

const en = {
  /** The blog's name: its heading, the post pages' eyebrow and the feed's title. */
  name: site.blogName,
  list: {
    eyebrow: 'Skincare journal',
    intro: `Practical skincare for life in ${city}'s dry, sunny climate: treatment guides, seasonal routines and honest answers from ${site.owner.name} and the studio team.`,
    allArticles: 'All articles, newest first',
  },
  card: {
    readMore: 'Read More',
    readMoreAria: (title: string) => `Read More: ${title}`,
  },
  post: {
    by: 'By',
    readingTime: (minutes: number) => `${minutes} min read`,
    tags: 'Tags',
    popularServices: 'Popular Services',
    back: 'Back to Blog',
  },
  feed: {
    title: `${site.blogName} (RSS)`,
    description: `Skincare advice from ${site.name} in ${city}, ${site.address.region}.`,
    /** RSS <language>. */
    language: 'en-us',
  },
};

export type BlogCopy = Translation<typeof en>;

const blogNameEs = `El blog de ${site.owner.firstName}`;

const es: BlogCopy = {
  name: blogNameEs,
  list: {
    eyebrow: 'Cuidado de la piel, paso a paso',
    intro: `Consejos prácticos para cuidar la piel en el clima seco y soleado de ${city}: guías de tratamientos, rutinas para cada temporada y respuestas honestas de ${site.owner.name} y el equipo del estudio.`,
    allArticles: 'Todos los artículos, del más reciente al más antiguo',
  },
  card: {
    readMore: 'Leer más',
    readMoreAria: (title: string) => `Leer más: ${title}`,
  },
  post: {
    by: 'Por',
    readingTime: (minutes: number) => `${minutes} min de lectura`,
    tags: 'Etiquetas',
    popularServices: 'Servicios más solicitados',
    back: 'Volver al blog',
  },
  feed: {
    title: `${blogNameEs} (RSS)`,
    description: `Consejos de cuidado de la piel de ${site.name} en ${city}, ${site.address.region}.`,
    language: 'es-us',
  },
};

export const blogCopy: Bilingual<typeof en> = { en, es };

/** Tags, in either language, of a post about injectables. */
const injectableTags = /botox|filler|injectable|lips|relleno|inyectable|labios/i;

/** The services a post's Popular Services box links to: the injectables beside a post about them, else the core facials. */
export function popularServicesFor(post: { tags: readonly string[] }): ServiceSlug[] {
  return post.tags.some((t) => injectableTags.test(t))
    ? ['botox', 'lip-fillers', 'anti-aging-facial']
    : ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'];
}

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const blogMeta: Bilingual<PageMeta> = {
  en: {
    title: site.blogName,
    label: 'Blog',
    description: `Skincare advice for ${city}'s dry desert climate from ${site.owner.name}: facial guides, sun safety, acne, anti-aging, and honest answers about Botox and lip fillers.`,
  },
  es: {
    title: blogNameEs,
    label: 'Blog',
    description: `Consejos de cuidado de la piel para el clima seco del desierto de ${site.address.locality}, de ${site.owner.name}: guías de faciales, protección solar, acné, antiedad y respuestas honestas sobre el Botox y el relleno de labios.`,
  },
};
