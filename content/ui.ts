/**
 * The words of the shared chrome (header, menus, footer, booking dialog, hours, 404) in both languages. Spanish
 * has exactly the type of English, so a string added to one and not the other fails type-checking. Facts (names,
 * phone, numbers) come from content/site.ts and are filled in, never retyped. Server components read this module
 * and pass client components only the strings of their own language.
 */
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { HoursWords } from '@/lib/format/hours';
import { listAreas } from '@/content/area-list';
import { site } from './site';
import { atLeast } from '@/lib/format/prices';

const phone = site.phone.display;
const city = site.address.locality;

const en = {
  /** The language's own name, as the switcher shows it to readers of that language. */
  languageName: 'English',
  /** The defaults of every page's metadata (title, description, link-preview image text). */
  meta: {
    title: site.metadata.title,
    description: site.metadata.description,
    keywords: [...site.metadata.keywords] as string[],
    socialImageAlt: site.socialImage.alt,
  },
  skipLink: 'Skip to main content',
  header: {
    brandLine: `Skin Studio · ${city}`,
    homeSuffix: ', home',
    mainNav: 'Main',
    callShort: 'Call',
    callAria: `Call ${phone}`,
    bookShort: 'Book',
    bookLong: 'Book Now',
  },
  menu: {
    open: 'Open menu',
    dialog: 'Site menu',
    title: 'Menu',
    close: 'Close menu',
    nav: 'Mobile',
    call: `Call ${phone}`,
  },
  nav: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    esthetics: 'Esthetics',
    ivTherapy: 'IV Therapy',
    locations: 'Locations',
    gallery: 'Gallery',
    testimonials: 'Testimonials',
    blog: 'Blog',
    contact: 'Contact',
    consentForm: 'Treatment Consent Form',
    accessibility: 'Accessibility',
    privacy: 'Privacy',
    sitemap: 'Sitemap',
  },
  footer: {
    blurb: `Personalized facials, skincare and aesthetics in ${city}, ${site.address.region}, led by ${site.owner.name}, a ${site.owner.title.en.toLowerCase()} with ${atLeast('en', site.claims.yearsExperience)} years of experience.`,
    offers: `${site.claims.consultation.en} · ${site.claims.financing.en}`,
    nav: 'Footer',
    explore: 'Explore',
    /** A footer link to a section of the home page, as a screen reader names it ({label} is what it shows). */
    onHomePage: '{label}, on the home page',
    contact: 'Contact',
    alsoServing: 'Also serving',
    hours: 'Hours',
    timeZone: `Mountain Time (${city})`,
    rights: 'All rights reserved.',
  },
  contact: {
    callStudio: `Call the studio at ${phone}`,
    call: `Call ${phone}`,
    callNow: 'Call Us Now',
    callNowAria: `Call Us Now at ${phone}`,
    email: `Email the studio at ${site.email}`,
    textUs: 'Text us',
    textUsAria: `Text us at ${phone}`,
    whatsappAria: 'WhatsApp us (opens in a new tab)',
    whatsappGreeting: site.whatsapp.greeting,
  },
  booking: {
    title: 'Book Your Appointment',
    close: 'Close booking dialog',
    body: 'Booking form',
    newTab: 'Open the form in a new tab',
    preferTalk: 'Prefer to talk?',
    call: `Call ${phone}`,
    frameTitle: `Online booking form for ${site.name}`,
    /** Shown when the provider's form has said nothing for a while (a dropped connection, a blocked site). */
    slow: `Is the form not showing? Open it in a new tab, or call us at ${phone}: both links are below.`,
  },
  visit: {
    eyebrow: 'Visit the studio',
    title: 'Location & Hours',
    alsoServing: `also serving ${listAreas('en')}`,
    address: 'We share the studio’s exact address and parking tips when you book.',
    hours: 'Hours',
  },
  hours: {
    days: {
      Monday: 'Monday',
      Tuesday: 'Tuesday',
      Wednesday: 'Wednesday',
      Thursday: 'Thursday',
      Friday: 'Friday',
      Saturday: 'Saturday',
      Sunday: 'Sunday',
    },
    am: 'AM',
    pm: 'PM',
    closed: 'Closed',
    dayRange: '{first} – {last}',
    openNow: 'Open now · closes at {time}',
    opensToday: 'Closed now · opens today at {time}',
    opensDay: 'Closed now · opens {day} at {time}',
  } satisfies HoursWords,
  /** The studio's map: a click-to-load facade (components/ui/map-embed.tsx). */
  map: {
    title: site.map.title,
    open: 'Open in Google Maps',
    /** Said after the link's text (visually hidden), as the site's other links to a new tab say. */
    newTab: ' (opens in a new tab)',
    show: 'Show map',
    note: 'The map comes from Google and loads only when you ask for it.',
  },
  /**
   * The YouTube facade: its button, and when the preview picture does not load (YouTube blocked or unreachable), what
   * it says and the two ways it still offers to the video; then each video's title.
   */
  video: {
    play: 'Play video: {title}',
    unavailable: 'The video’s preview did not load',
    playHere: 'Try to play it here',
    watch: 'Watch on YouTube',
    newTab: ' (opens in a new tab)',
    titles: Object.fromEntries(Object.entries(site.videos).map(([key, video]) => [key, video.titles.en])) as Record<
      keyof typeof site.videos,
      string
    >,
  },
  /** A star rating's text for screen readers. */
  rating: 'Rated {rating} out of 5',
  viewAllServices: 'View All Services',
  /** The trail at the top of an inner page (Home > Blog > this post). */
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for could not be found.',
    heading: 'Oops! Page not found',
    body: 'The page may have moved, or the address may have a typo. Everything the studio offers is one click away.',
    home: 'Return to Home',
  },
};

export type UiCopy = Translation<typeof en>;

const es: UiCopy = {
  languageName: 'Español',
  meta: {
    title: `${site.name} | Faciales y cuidado de la piel en ${city}, TX`,
    description: `${site.name} ofrece faciales personalizados en ${city}, TX: HydraFacial, faciales antiedad, Botox, relleno de labios y terapia IV, con consultas de cortesía. Atendemos en español.`,
    keywords: [
      'faciales',
      'cuidado de la piel',
      'antiedad',
      'hydrafacial',
      'botox',
      'aumento de labios',
      'sueros vitaminados',
      'El Paso',
    ],
    socialImageAlt: `${site.name}, cuidado de la piel y estética en ${city}`,
  },
  skipLink: 'Saltar al contenido principal',
  header: {
    brandLine: `Skin Studio · ${city}`,
    homeSuffix: ', inicio',
    mainNav: 'Principal',
    callShort: 'Llamar',
    callAria: `Llamar al ${phone}`,
    bookShort: 'Agendar',
    bookLong: 'Haga su cita',
  },
  menu: {
    open: 'Abrir el menú',
    dialog: 'Menú del sitio',
    title: 'Menú',
    close: 'Cerrar el menú',
    nav: 'Menú móvil',
    call: `Llamar al ${phone}`,
  },
  nav: {
    home: 'Inicio',
    about: 'Nosotros',
    services: 'Servicios',
    esthetics: 'Estética',
    ivTherapy: 'Terapia IV',
    locations: 'Ubicaciones',
    gallery: 'Galería',
    testimonials: 'Opiniones',
    blog: 'Blog',
    contact: 'Contacto',
    consentForm: 'Formulario de consentimiento',
    accessibility: 'Accesibilidad',
    privacy: 'Privacidad',
    sitemap: 'Mapa del sitio',
  },
  footer: {
    blurb: `Faciales personalizados, cuidado de la piel y estética en ${city}, ${site.address.region}, a cargo de ${site.owner.name}, esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia.`,
    offers: `${site.claims.consultation.es} · ${site.claims.financing.es}`,
    nav: 'Pie de página',
    explore: 'Explorar',
    onHomePage: '{label}, en la página de inicio',
    contact: 'Contacto',
    alsoServing: 'También atendemos',
    hours: 'Horario',
    timeZone: `Hora de la montaña (${city})`,
    rights: 'Todos los derechos reservados.',
  },
  contact: {
    callStudio: `Llamar al estudio al ${phone}`,
    call: `Llamar al ${phone}`,
    callNow: 'Llámenos ahora',
    callNowAria: `Llámenos ahora al ${phone}`,
    email: `Escribir al estudio a ${site.email}`,
    textUs: 'Envíenos un mensaje',
    textUsAria: `Envíenos un mensaje de texto al ${phone}`,
    whatsappAria: 'Escríbanos por WhatsApp (se abre en una pestaña nueva)',
    whatsappGreeting: `¡Hola, ${site.owner.firstName}! Quisiera preguntar por un tratamiento y hacer una cita.`,
  },
  booking: {
    title: 'Haga su cita',
    close: 'Cerrar el formulario de citas',
    body: 'Formulario de citas',
    newTab: 'Abrir el formulario en una pestaña nueva',
    preferTalk: '¿Prefiere hablar con nosotros?',
    call: `Llame al ${phone}`,
    frameTitle: `Formulario de citas en línea de ${site.name}`,
    slow: `¿No aparece el formulario? Ábralo en una pestaña nueva o llámenos al ${phone}: los dos enlaces están abajo.`,
  },
  visit: {
    eyebrow: 'Visite el estudio',
    title: 'Ubicación y horario',
    alsoServing: `también atendemos a ${listAreas('es')}`,
    address: 'Le compartimos la dirección exacta del estudio y dónde estacionarse al hacer su cita.',
    hours: 'Horario',
  },
  hours: {
    days: {
      Monday: 'lunes',
      Tuesday: 'martes',
      Wednesday: 'miércoles',
      Thursday: 'jueves',
      Friday: 'viernes',
      Saturday: 'sábado',
      Sunday: 'domingo',
    },
    am: 'a. m.',
    pm: 'p. m.',
    closed: 'Cerrado',
    dayRange: '{first} a {last}',
    openNow: 'Abierto · cierra a las {time}',
    opensToday: 'Cerrado · abre hoy a las {time}',
    opensDay: 'Cerrado · abre el {day} a las {time}',
  },
  map: {
    title: `Mapa de ${city}, Texas, donde está el estudio`,
    open: 'Abrir en Google Maps',
    newTab: ' (se abre en una pestaña nueva)',
    show: 'Mostrar el mapa',
    note: 'El mapa es de Google y se carga solo cuando usted lo pide.',
  },
  video: {
    play: 'Ver el video: {title}',
    unavailable: 'No se cargó la vista previa del video',
    playHere: 'Intentar reproducirlo aquí',
    watch: 'Verlo en YouTube',
    newTab: ' (se abre en una pestaña nueva)',
    titles: Object.fromEntries(Object.entries(site.videos).map(([key, video]) => [key, video.titles.es])) as Record<
      keyof typeof site.videos,
      string
    >,
  },
  rating: 'Calificación de {rating} de 5',
  viewAllServices: 'Ver todos los servicios',
  breadcrumb: { label: 'Ruta de navegación', home: 'Inicio' },
  notFound: {
    title: 'Página no encontrada',
    description: 'No encontramos la página que buscaba.',
    heading: '¡Uy! No encontramos esta página',
    body: 'Puede que la página se haya movido o que la dirección tenga un error. Todo lo que ofrece el estudio está a un clic.',
    home: 'Volver al inicio',
  },
};

/** The chrome's copy of each language. */
export const ui: Bilingual<typeof en> = { en, es };
