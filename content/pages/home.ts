/**
 * The home page's words in both languages (same type). The service cards' descriptions are beside their data in
 * content/home-services.ts, the gallery's alt text in content/gallery.json; names, numbers and the medical team come
 * from content/site.ts, the catalog and content/visit-facts.ts.
 */
import { timeAdjective } from '@/lib/format/durations';
import { site } from '../site';
import { withArticle } from '../spanish-names';
import type { ServiceSlug } from '../services';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';
import { ui } from '../ui';
import { visitRhythm } from '../visit-facts';
import { atLeast } from '@/lib/format/prices';

/** The image service the hero tool asks (lib/browser/image-generation.ts). */
export const PROVIDER_NAME = 'Gemini';

const { owner, medical, claims } = site;
const city = site.address.locality;
/** The button that forgets a saved key, named again in the note on what remembering it means. */
const OTHER_KEY = { en: 'Use a different key', es: 'Usar otra clave' };

const en = {
  hero: {
    eyebrow: `${city}, ${site.address.regionName} · ${atLeast('en', claims.yearsExperience)} years of skincare`,
    title: `Healthy, radiant skin, cared for by hand in ${city}`,
    intro: `Personalized facials, HydraFacials and advanced skincare from ${owner.name}, a ${owner.title.en.toLowerCase()}, with medical aesthetics and IV therapy given by licensed registered nurses under a medical director. Your first consultation is complimentary.`,
    book: 'Book Your Session',
    explore: 'Explore Services',
    scrollDown: 'Scroll down to About',
  },
  /** The hero image tool and the button that shows it: client components, so plain strings with {placeholders}. */
  heroTool: {
    show: 'Create a hero image',
    loading: 'Loading the image tool…',
    loadFailed: 'The image tool did not load. Please check your connection and reload the page to try again.',
    title: 'Create your own hero image',
    intro: `Describe a scene and we will ask ${PROVIDER_NAME} to draw it. Your key goes only to ${PROVIDER_NAME}, and this device keeps it only if you ask.`,
    savedKey: `Using your saved ${PROVIDER_NAME} API key.`,
    otherKey: OTHER_KEY.en,
    keyLabel: `${PROVIDER_NAME} API key`,
    remember: 'Remember my key on this device',
    rememberNote: `Remembering keeps the key in this browser, unencrypted, until you press "${OTHER_KEY.en}"; leave the box empty on a shared device.`,
    noStorage:
      'This browser is not letting the site save anything, so your key and image are kept for this visit only.',
    promptLabel: 'Describe your image',
    promptPlaceholder: 'A sunlit spa room with desert plants and the Franklin Mountains at dusk',
    generate: 'Generate',
    generatingButton: 'Generating…',
    generating: 'Generating your image…',
    notifications: 'Notifications',
    closeNotification: 'Close toast',
    /** The tool's messages, word for word (lib/browser/image-generation.ts picks one for each outcome). */
    messages: {
      keyEmpty: `Please enter your ${PROVIDER_NAME} API key`,
      keyInvalid: `Please enter a valid ${PROVIDER_NAME} API key`,
      keyFormat: 'Invalid API key format',
      promptEmpty: 'Invalid prompt provided',
      unauthorized: 'Invalid API key. Please check your credentials.',
      rateLimited: 'API rate limit exceeded. Please try again later.',
      httpError: 'Failed to generate image. Please try again.',
      bodyErrorPrefix: 'Failed to generate image: ',
      unknownError: 'Unknown error',
      network: 'Network error. Please check your connection and try again.',
      outer: 'Failed to generate image. Please check your API key and try again.',
      success: 'Image generated successfully!',
    },
  },
  about: {
    eyebrow: 'About the studio',
    title: `Meet ${owner.name}`,
    portraitAlt: `Portrait illustration of ${owner.name}, ${owner.title.en.toLowerCase()}`,
    paragraphs: [
      `For more than ${claims.yearsExperience} years, ${owner.firstName} has helped ${city} skin stay calm, clear and hydrated through dry desert winters, windy springs and long, bright summers.`,
      'Every visit starts with listening. She looks at your skin in good light, asks about your routine and your goals, and recommends only what will make a real difference, with honest advice about what to expect.',
    ],
    credentials: [
      `${owner.title.en}, ${atLeast('en', claims.yearsExperience)} years in skincare`,
      'Advanced training in HydraFacial, peels and dermaplaning',
      `Medical aesthetics by ${medical.en.injector}`,
      `Overseen by ${medical.en.supervisor}`,
    ],
    link: `Meet ${owner.firstName}`,
  },
  education: {
    eyebrow: 'Skincare education',
    title: 'Skincare made for the Chihuahuan Desert',
    intro: `Healthy skin starts with a few habits that suit our climate. Here is what ${owner.firstName} teaches every new client.`,
    tips: [
      {
        title: 'Protect every day',
        text: `${city} gets close to ${site.sunnyDays} sunny days a year. Broad-spectrum SPF 30 or higher, reapplied at midday, is the best anti-aging step there is.`,
      },
      {
        title: 'Hydrate in layers',
        text: 'Dry desert air pulls water from the skin. A hydrating serum under a richer moisturizer keeps your barrier comfortable.',
      },
      {
        title: 'Exfoliate gently',
        text: 'Dust and sweat clog pores, but over-scrubbing backfires. Gentle exfoliation once or twice a week is plenty for most skin.',
      },
    ],
  },
  services: {
    eyebrow: 'Our services',
    title: 'Treatments for every skin story',
    intro:
      'From a relaxing facial to medical aesthetics given by licensed registered nurses under our supervising medical director, every treatment starts with a complimentary consultation.',
    tabsLabel: 'Service categories',
    /** A card's buttons; `{title}` is the card's title. */
    card: {
      book: 'Book Now',
      bookLabel: 'Book Now: {title}',
      learnMore: 'Learn More',
      learnMoreAbout: 'about {theTitle}',
    },
  },
  locations: {
    eyebrow: 'Areas we serve',
    title: `Serving ${city} and nearby`,
    intro:
      'Clients come to the studio from across the east side and the Lower Valley. Find the treatments most popular in your area.',
    available: 'Available services',
    link: (area: string) => `Skincare in ${area}`,
  },
  gallery: {
    eyebrow: 'Results',
    title: 'Gallery',
    /** After the note on what the images are. */
    intro: 'Click an image to see it larger. Individual results vary.',
    viewsLabel: 'Gallery view',
    photos: 'Before & After Photos',
    videos: 'Educational Videos',
    seeAll: 'See the full gallery',
  },
  testimonials: {
    eyebrow: 'Client love',
    title: 'What our clients say',
    intro: `${claims.esthetics.rating} stars from ${atLeast('en', claims.esthetics.reviews)} reviews on ${site.reviews.platform} for esthetics. Individual results vary.`,
    readAll: 'Read all testimonials',
    /** The carousel's controls: a client component, so {placeholders} (n, total). */
    carousel: {
      label: 'Client testimonials',
      /** What a screen reader calls the carousel and each of its cards. */
      role: 'carousel',
      slideRole: 'slide',
      counter: '{n} of {total}',
      stop: 'Stop automatic slide show',
      start: 'Start automatic slide show',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      dots: 'Choose a testimonial',
      dot: 'Show testimonial {n} of {total}',
    },
  },
  contact: {
    eyebrow: 'Get started',
    title: 'Book your complimentary consultation',
    intro: `Tell us about your skin and we will plan your first visit together. Prefer to talk? Call ${site.phone.display}.`,
    book: 'Book Your Appointment',
    or: 'or',
    consultationTitle: 'What happens at a consultation',
    consultation: [
      `A relaxed ${timeAdjective('en', visitRhythm.consultationMinutes)} conversation about your skin, routine and goals: ${claims.consultation.en.toLowerCase()}.`,
      'A close look at your skin in good light, and honest advice on what will and will not help.',
      `A written plan with timing and options; ${claims.financing.en.toLowerCase()}. No pressure to book.`,
      `For Botox, fillers, plasma and IV therapy, you first meet ${medical.en.examiner}, for a good-faith exam; then ${medical.en.injector} gives Botox and fillers, and one of our ${medical.en.ivProvider} gives plasma skin tightening or starts and watches your IV drip.`,
    ],
    review: 'Already a client? Your words help neighbors find us.',
    reviewLink: `Leave a review on ${site.reviews.platform}`,
    newTab: ' (opens in a new tab)',
    /** The teaser link's visible text names the service, so it reads on its own in a list of links. */
    learnMore: (name: string) => `Learn more about ${name}`,
  },
};

export type HomeCopy = Translation<typeof en>;

const es: HomeCopy = {
  hero: {
    eyebrow: `${city}, ${site.address.regionName} · ${atLeast('es', claims.yearsExperience)} años cuidando la piel`,
    title: `Una piel sana y radiante, cuidada con esmero en ${city}`,
    intro: `Faciales personalizados, HydraFacial y cuidado avanzado de la piel con ${owner.name}, esteticista con licencia, además de estética médica y terapia IV a cargo de enfermeras registradas (RN) con licencia, bajo la supervisión de un director médico. Su primera consulta es de cortesía.`,
    book: 'Agende su sesión',
    explore: 'Conozca los servicios',
    scrollDown: 'Bajar a la sección sobre el estudio',
  },
  heroTool: {
    show: 'Cree una imagen de portada',
    loading: 'Cargando la herramienta de imagen…',
    loadFailed:
      'La herramienta de imagen no se cargó. Revise su conexión y vuelva a cargar la página para intentarlo de nuevo.',
    title: 'Cree su propia imagen de portada',
    intro: `Describa una escena y le pediremos a ${PROVIDER_NAME} que la dibuje. Su clave solo se envía a ${PROVIDER_NAME}, y este dispositivo la guarda solo si usted lo pide.`,
    savedKey: `Se está usando su clave de API de ${PROVIDER_NAME} guardada.`,
    otherKey: OTHER_KEY.es,
    keyLabel: `Clave de API de ${PROVIDER_NAME}`,
    remember: 'Recordar mi clave en este dispositivo',
    rememberNote: `Si la recuerda, la clave queda en este navegador, sin cifrar, hasta que pulse «${OTHER_KEY.es}»; en un dispositivo compartido, no marque la casilla.`,
    noStorage:
      'Este navegador no permite que el sitio guarde datos, así que su clave y su imagen se conservan solo durante esta visita.',
    promptLabel: 'Describa su imagen',
    promptPlaceholder: 'Una sala de spa llena de sol, con plantas del desierto y las montañas Franklin al atardecer',
    generate: 'Generar',
    generatingButton: 'Generando…',
    generating: 'Generando su imagen…',
    notifications: 'Notificaciones',
    closeNotification: 'Cerrar el aviso',
    messages: {
      keyEmpty: `Escriba su clave de API de ${PROVIDER_NAME}`,
      keyInvalid: `Escriba una clave de API de ${PROVIDER_NAME} válida`,
      keyFormat: 'El formato de la clave de API no es válido',
      promptEmpty: 'La descripción de la imagen no es válida',
      unauthorized: 'La clave de API no es válida. Revise sus credenciales.',
      rateLimited: 'Se alcanzó el límite de solicitudes de la API. Inténtelo de nuevo más tarde.',
      httpError: 'No se pudo generar la imagen. Inténtelo de nuevo.',
      bodyErrorPrefix: 'No se pudo generar la imagen: ',
      unknownError: 'error desconocido',
      network: 'Error de conexión. Revise su conexión a internet e inténtelo de nuevo.',
      outer: 'No se pudo generar la imagen. Revise su clave de API e inténtelo de nuevo.',
      success: '¡Su imagen está lista!',
    },
  },
  about: {
    eyebrow: 'Sobre el estudio',
    title: `Conozca a ${owner.name}`,
    portraitAlt: `Retrato ilustrado de ${owner.name}, esteticista con licencia`,
    paragraphs: [
      `Desde hace ${atLeast('es', claims.yearsExperience)} años, ${owner.firstName} ayuda a que la piel de ${city} se mantenga calmada, limpia e hidratada en los inviernos secos del desierto, las primaveras de viento y los veranos largos y soleados.`,
      `Cada visita empieza por escucharlo. ${owner.firstName} revisa su piel con buena luz, le pregunta por su rutina y sus metas, y le recomienda solo lo que de verdad marcará la diferencia, con consejos honestos sobre qué esperar.`,
    ],
    credentials: [
      `Esteticista con licencia, ${atLeast('es', claims.yearsExperience)} años en el cuidado de la piel`,
      'Formación avanzada en HydraFacial, peelings y dermaplaning',
      `Estética médica a cargo de ${medical.es.injector}`,
      `Bajo la supervisión de ${medical.es.supervisor}`,
    ],
    link: `Conozca a ${owner.firstName}`,
  },
  education: {
    eyebrow: 'Aprenda a cuidar su piel',
    title: 'Cuidado de la piel hecho para el desierto de Chihuahua',
    intro: `Una piel sana empieza con unos cuantos hábitos que van con nuestro clima. Esto es lo que ${owner.firstName} le enseña a cada persona que viene por primera vez.`,
    tips: [
      {
        title: 'Protéjase todos los días',
        text: `${city} tiene casi ${site.sunnyDays} días de sol al año. Un protector solar de amplio espectro con FPS 30 o más, aplicado otra vez a mediodía, es el mejor paso antiedad que existe.`,
      },
      {
        title: 'Hidrate en capas',
        text: 'El aire seco del desierto le roba agua a la piel. Un sérum hidratante debajo de una crema más nutritiva mantiene cómoda su barrera cutánea.',
      },
      {
        title: 'Exfolie con suavidad',
        text: 'El polvo y el sudor tapan los poros, pero tallar de más es contraproducente. Para la mayoría de las pieles basta con una exfoliación suave una o dos veces por semana.',
      },
    ],
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Un tratamiento para cada piel',
    intro:
      'Desde un facial relajante hasta estética médica aplicada por enfermeras registradas (RN) con licencia bajo la supervisión de nuestro director médico, cada tratamiento empieza con una consulta de cortesía.',
    tabsLabel: 'Categorías de servicios',
    card: {
      book: 'Haga su cita',
      bookLabel: 'Haga su cita: {title}',
      learnMore: 'Más información',
      learnMoreAbout: 'sobre {theTitle}',
    },
  },
  locations: {
    eyebrow: 'Zonas que atendemos',
    title: `Atendemos a ${city} y sus alrededores`,
    intro:
      'Vienen clientes al estudio de todo el lado este y del Lower Valley. Encuentre los tratamientos más populares en su zona.',
    available: 'Servicios disponibles',
    link: (area: string) => `Cuidado de la piel en ${area}`,
  },
  gallery: {
    eyebrow: 'Resultados',
    title: 'Galería',
    intro: 'Haga clic en una imagen para verla más grande. Los resultados varían de persona a persona.',
    viewsLabel: 'Vista de la galería',
    photos: 'Fotos de antes y después',
    videos: 'Videos educativos',
    seeAll: 'Ver toda la galería',
  },
  testimonials: {
    eyebrow: 'Nuestros clientes',
    title: 'Lo que dicen nuestros clientes',
    intro: `${claims.esthetics.rating} estrellas en ${atLeast('es', claims.esthetics.reviews)} reseñas de estética en ${site.reviews.platform}. Los resultados varían de persona a persona.`,
    readAll: 'Leer todas las opiniones',
    carousel: {
      label: 'Opiniones de clientes',
      role: 'carrusel',
      slideRole: 'diapositiva',
      counter: '{n} de {total}',
      stop: 'Pausar la presentación automática',
      start: 'Reanudar la presentación automática',
      previous: 'Opinión anterior',
      next: 'Opinión siguiente',
      dots: 'Elegir una opinión',
      dot: 'Mostrar la opinión {n} de {total}',
    },
  },
  contact: {
    eyebrow: 'Para empezar',
    title: 'Agende su consulta de cortesía',
    intro: `Cuéntenos sobre su piel y juntos planearemos su primera visita. ¿Prefiere hablar con nosotros? Llame al ${site.phone.display}. Le atendemos en español.`,
    book: 'Haga su cita',
    or: 'o',
    consultationTitle: 'Qué pasa en una consulta',
    consultation: [
      `Una plática tranquila ${timeAdjective('es', visitRhythm.consultationMinutes)} sobre su piel, su rutina y sus metas; la consulta es de cortesía.`,
      'Una revisión de cerca de su piel, con buena luz, y consejos honestos sobre lo que le ayudará y lo que no.',
      `Un plan por escrito con tiempos y alternativas; hay ${claims.financing.es.toLowerCase()}. Sin presión para agendar.`,
      `Para el Botox, los rellenos, el plasma y la terapia IV, primero ${medical.es.examiner} le hace un examen médico previo (el good faith exam que exige Texas). Después, el Botox y los rellenos se los aplica ${medical.es.injector}, y el plasma o el suero, una de nuestras ${medical.es.ivProvider}, que vigila el suero mientras corre.`,
    ],
    review: '¿Ya es cliente? Su opinión ayuda a sus vecinos a encontrarnos.',
    reviewLink: `Deje una reseña en ${site.reviews.platform}`,
    newTab: ' (se abre en una pestaña nueva)',
    learnMore: (name: string) => `Más información sobre ${withArticle(name)}`,
  },
};

export const homeCopy: Bilingual<typeof en> = { en, es };

/** The services the contact section offers to explore, each with its catalog name, length and summary. */
export const contactTeasers: ServiceSlug[] = ['hydrafacial', 'anti-aging-facial', 'botox'];

/** The home page's title, list label and description: what the layout's defaults say, in each language. */
export const homeMeta: Bilingual<PageMeta> = {
  en: { title: site.metadata.title, label: 'Home', description: site.metadata.description },
  es: { title: ui.es.meta.title, label: 'Inicio', description: ui.es.meta.description },
};

/**
 * The English pages' promise to Spanish speakers (the home's contact section and /contact): the lead in English,
 * the promise and the link to the Spanish home in Spanish (marked lang="es" where they are shown).
 */
export const spanishPromise = {
  lead: 'We welcome clients in English and Spanish.',
  promise: 'Hablamos español:', // spelling: es
  link: 'visite nuestro sitio en español', // spelling: es
};
