/**
 * The Spanish pages' titles and descriptions, keyed by the English page's path. A page is published in Spanish
 * (at the same path under /es) exactly when it has an entry here and its Spanish copy; lib/site/routes.ts builds the
 * Spanish routes from this list.
 */
import { serviceDetailsIn } from './service-details';
import { ivSessionLength, servicePath, serviceSlugs } from './services';
import { site } from './site';
import { ui } from './ui';
import { timeAdjective } from '@/lib/format/durations';
import { atLeast } from '@/lib/format/prices';

export type RouteCopy = {
  /** Page title (the Spanish root layout appends the studio name). */
  title: string;
  description: string;
  /** Short name for lists such as the sitemap page. */
  label?: string;
};

/** Each service page's title and description, from its Spanish copy (content/service-details). */
const servicePages = Object.fromEntries(
  serviceSlugs.map((slug) => [
    servicePath(slug),
    { title: serviceDetailsIn.es[slug].metaTitle, description: serviceDetailsIn.es[slug].metaDescription },
  ]),
);

export const spanishRouteCopy: Partial<Record<string, RouteCopy>> = {
  // The home page says what the layout's defaults say, as the English home does.
  '/': { title: ui.es.meta.title, label: 'Inicio', description: ui.es.meta.description },
  ...servicePages,
  '/gallery': {
    title: 'Galería de antes y después',
    label: 'Galería',
    description: `Fotos de antes y después de faciales, tratamientos para el acné y sus cicatrices, cuidado antiedad, Botox y relleno de labios de nuestro estudio en ${site.address.locality}. Los resultados varían de persona a persona.`,
  },
  '/testimonials': {
    title: 'Opiniones de nuestros clientes',
    label: 'Opiniones',
    description: `Opiniones de cinco estrellas de clientes de ${site.address.locality}, en español y en inglés: ${site.claims.esthetics.rating} estrellas en ${atLeast('es', site.claims.esthetics.reviews)} reseñas para estética y ${site.claims.iv.rating} en ${atLeast('es', site.claims.iv.reviews)} para terapia IV.`,
  },
  '/services': {
    title: `Faciales, cuidado de la piel e inyectables en ${site.address.locality}, ${site.address.region}`,
    label: 'Servicios',
    description: `Todos los tratamientos del estudio en un solo lugar: HydraFacial, faciales antiedad y de limpieza profunda, peelings, dermaplaning, Botox, relleno de labios, reafirmación con plasma y terapia IV en ${site.address.locality}.`,
  },
  '/about': {
    title: `Conozca a ${site.owner.name}, esteticista con licencia en ${site.address.locality}`,
    label: 'Nosotros',
    description: `Conozca a ${site.owner.name}, esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia: su filosofía, sus credenciales y el equipo de enfermería con licencia de nuestro estudio en ${site.address.locality}.`,
  },
  '/blog': {
    title: `El blog de ${site.owner.firstName}`,
    label: 'Blog',
    description: `Consejos de cuidado de la piel para el clima seco del desierto de ${site.address.locality}, de ${site.owner.name}: guías de faciales, protección solar, acné, antiedad y respuestas honestas sobre el Botox y el relleno de labios.`,
  },
  '/contact': {
    title: 'Contacto y consulta de cortesía',
    label: 'Contacto',
    description: `Llame, escriba o haga su cita en línea con ${site.name} en ${site.address.locality}, ${site.address.region}. Horario, ubicación y qué pasa en su consulta de cortesía. Le atendemos en español.`,
  },
  '/sitemap': {
    title: 'Mapa del sitio',
    label: 'Mapa del sitio',
    description: `Todas las páginas en español del sitio de ${site.name} en una sola lista: páginas principales, servicios, zonas y más.`,
  },
  '/terms-of-service': {
    title: 'Formulario de consentimiento (español e inglés)',
    label: 'Formulario de consentimiento',
    description: `El formulario bilingüe de consentimiento para tratamientos de ${site.name}: autorización, riesgos, consentimiento para fotografías y declaración del paciente, en español y en inglés.`,
  },
  '/accessibility': {
    title: 'Declaración de accesibilidad',
    label: 'Declaración de accesibilidad',
    description: `Cómo ${site.name} hace que su sitio web sea fácil de usar para todos, la norma de accesibilidad que seguimos (WCAG 2.2 AA) y cómo pedir ayuda por teléfono o correo electrónico.`,
  },
  '/privacy': {
    title: 'Privacidad: qué comparte este sitio y cuándo',
    label: 'Privacidad',
    description: `Qué comparte el sitio de ${site.name} con otras empresas y cuándo: sin cookies ni herramientas de análisis; las citas, los videos, el mapa y la herramienta de imagen se cargan solo cuando usted los usa.`,
  },
  '/esthetics-services': {
    title: `Estética en ${site.address.locality}, ${site.address.region}: faciales, peelings y cuidado del acné`,
    label: 'Estética',
    description: `Faciales personalizados, HydraFacial, dermaplaning, peelings químicos, microdermoabrasión y tratamientos para el acné en ${site.address.locality}, ${site.address.region}, con una esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia. Consultas de cortesía.`,
  },
  '/iv-therapy': {
    title: `Terapia IV en ${site.address.locality}, ${site.address.region}`,
    label: 'Terapia IV',
    description: `Terapia IV en ${site.address.locality}, ${site.address.region}: sueros de hidratación, inmunidad, energía, belleza y recuperación, aplicados por ${site.medical.es.ivProvider} bajo la supervisión de un director médico. Sesiones ${timeAdjective('es', ivSessionLength)}.`,
  },
};
