/** The /gallery page in both languages (same type); the images and their alt text are in content/gallery.json, the note in content/gallery.ts. */
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';
import { gallerySettings } from '../gallery';

const city = site.address.locality;
/** Whether the gallery shows the owner's own client photos or the template's illustrations (content/gallery.ts). */
const clientPhotos = gallerySettings.images === 'client-photos';

const en = {
  hero: {
    eyebrow: 'Results',
    title: 'Before & After Gallery',
    intro: (note: string) =>
      `Facials, acne care, anti-aging treatments, Botox and lip enhancement: the changes gentle, expert care aims for. ${note} Click any image to see it larger.`,
  },
  gridHeading: 'Before and after photos',
  resultsVary: 'Individual results vary.',
  medical: `Botox and lip filler treatments are given by ${site.medical.en.injector} under ${site.medical.en.supervisor}.`,
  closing: {
    title: 'Ready for Your Own Transformation?',
    intro: 'Start with a complimentary consultation and a plan made for your skin.',
    services: 'View Our Services',
    book: 'Book Your Consultation',
  },
};

const es: Translation<typeof en> = {
  hero: {
    eyebrow: 'Resultados',
    title: 'Galería de antes y después',
    intro: (note: string) =>
      `Faciales, cuidado del acné, tratamientos antiedad, Botox y relleno de labios: los resultados que buscamos con un cuidado experto y delicado. ${note} Haga clic en cualquier imagen para verla más grande.`,
  },
  gridHeading: 'Fotos de antes y después',
  resultsVary: 'Los resultados varían de persona a persona.',
  medical: `El Botox y el relleno de labios los aplica ${site.medical.es.injector} bajo la supervisión de ${site.medical.es.supervisor}.`,
  closing: {
    title: '¿Quiere ver su propia transformación?',
    intro: 'Empiece con una consulta de cortesía y un plan hecho para su piel.',
    services: 'Ver nuestros servicios',
    book: 'Agende su consulta',
  },
};

export const galleryPageCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const galleryMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Before & After Gallery',
    label: 'Gallery',
    // The description is what a search result, a link preview and the /sitemap page show: it calls the images
    // photos only once they are the studio’s own. The content check holds every page to it (gallery-claims.ts).
    description: clientPhotos
      ? `Before and after photos of facials, acne and scarring treatments, anti-aging care, Botox and lip filler from our ${city} studio, shared with our clients’ written consent. Individual results vary.`
      : `Before and after illustrations of facials, acne and scarring treatments, anti-aging care, Botox and lip filler: the changes our ${city} studio’s treatments aim for, not photos of our clients. Individual results vary.`,
  },
  es: {
    title: 'Galería de antes y después',
    label: 'Galería',
    description: clientPhotos
      ? `Fotos de antes y después de faciales, tratamientos para el acné y sus cicatrices, cuidado antiedad, Botox y relleno de labios de nuestro estudio en ${city}, compartidas con el consentimiento por escrito de nuestros clientes. Los resultados varían de persona a persona.`
      : `Ilustraciones de antes y después de faciales, tratamientos para el acné y sus cicatrices, cuidado antiedad, Botox y relleno de labios. Muestran los cambios que buscan los tratamientos de nuestro estudio en ${city}; no son fotos de nuestros clientes. Los resultados varían de persona a persona.`,
  },
};
