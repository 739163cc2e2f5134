/**
 * The words of the location pages (/locations, each area, each area's treatments) in both languages (same type).
 * Each area's own copy is in content/locations/<area>.ts; names, distances and durations are filled in from the data.
 */
import { listAreas } from '@/content/area-list';
import { timeAdjective, timeCount, timeIn, type Span } from '@/lib/format/durations';
import { site } from '../site';
import { withArticle } from '../spanish-names';
import type { Bilingual, Translation } from '@/lib/format/bilingual';

const city = site.address.locality;

const en = {
  index: {
    /** Route title and meta description; `areas` is the list of area names. */
    title: (areas: readonly string[]) => `Areas We Serve: ${listAreas('en', { names: areas })}`,
    description: (areas: readonly string[]) =>
      `Facials for clients from ${listAreas('en', { names: areas })}, at our ${city} studio: HydraFacial, Anti-Aging and Deep Cleansing Facials tailored to each area's climate.`,
    crumb: 'Locations',
    eyebrow: `Beyond ${city}`,
    heading: `Facials for the communities around ${city}`,
    intro: `Our studio is in ${city}, and many clients drive in from the neighboring communities. Each area has its own weather and pace of life, so each has its own page of treatments and advice.`,
    areasEyebrow: 'Areas we serve',
    areasTitle: 'Choose your community',
    closingTitle: 'Plan your visit',
    closing: `Wherever you drive in from, your first consultation is complimentary and we send the studio address, parking tips and what to skip before your facial when we confirm.`,
    book: 'Book Your Appointment',
    dialogIntro: `Tell us which area you are coming from; we share the studio address in ${city} when we confirm.`,
  },
  card: {
    distance: (miles: number, driveTime: Span) => `About ${miles} miles · ${timeIn('en', driveTime)} to the studio`,
    treatments: 'Treatments offered',
    explore: (area: string) => `Explore ${area}`,
  },
  /** "About 20 miles, 25-30 minutes by car from Horizon City to the studio, west on I-10 ..." */
  drive: {
    distance: (miles: number, driveTime: Span) => `About ${miles} miles, ${timeIn('en', driveTime)} by car`,
    rest: (area: string, route: string) => `from ${area} to the studio, ${route}.`,
  },
  area: {
    title: (area: string) => `Facials & Skincare for ${area}, TX`,
    dialogIntro: (area: string) =>
      `Tell us you are coming from ${area}; we will share the studio address and parking tips when we confirm.`,
    eyebrow: (area: string) => `Serving ${area}`,
    heading: (area: string) => `Facials & skincare for ${area}`,
    book: 'Book Your Appointment',
    seeTreatments: 'See Treatments',
    treatmentsEyebrow: (area: string) => `Treatments for ${area}`,
    treatmentsTitle: 'Facials chosen for this area',
    treatmentsIntro: (area: string) => `Each treatment page explains how it answers ${area}'s weather and routines.`,
    learnMore: 'Learn More',
    learnMoreAbout: (service: string, area: string) => ` about ${service} in ${area}`,
    lifeEyebrow: (area: string) => `Life in ${area}`,
    lifeTitle: (area: string) => `What ${area} asks of your skin`,
    gettingThere: 'Getting to the studio',
    address: `The studio is in ${city}; we share the exact address and parking tips when you book.`,
    neighborhoods: 'Neighborhoods we serve',
    whyEyebrow: 'Why choose us',
    whyTitle: (area: string) => `Why ${area} clients make the drive`,
    mapEyebrow: 'Find us',
    mapTitle: (area: string) => `From ${area} to the studio`,
    nearbyEyebrow: 'Nearby',
    nearbyTitle: 'We Also Serve',
    closingTitle: (area: string) => `Book your facial from ${area}`,
    closing: (area: string, driveTime: Span) =>
      `About ${timeCount('en', driveTime)} from ${area} by car, then an unhurried appointment and a plan made for your climate.`,
  },
  pair: {
    title: (service: string, area: string) => `${service} in ${area}, TX`,
    heading: (service: string, area: string) => `${service} in ${area}`,
    schemaName: (service: string, area: string) => `${service} in ${area}`,
    dialogTitle: (service: string) => `Book Your ${service}`,
    dialogIntro: (service: string, duration: string, area: string) =>
      `${service}, ${duration}, for clients from ${area}. We share the studio address in ${city} when we confirm.`,
    atAGlance: 'At a glance',
    duration: 'Duration: ',
    clientsIn: 'For clients in ',
    moreFor: (area: string) => `More for ${area}`,
    benefitsEyebrow: (area: string) => `Made for ${area}`,
    benefitsTitle: (service: string, area: string) => `Why ${area} clients choose the ${service}`,
    servedEyebrow: 'Areas served',
    servedTitle: (area: string) => `Serving ${area} and its neighbors`,
    closingTitle: (service: string) => `Ready for your ${service}?`,
    closing: (appointment: Span, area: string) =>
      `A ${timeAdjective('en', appointment)} appointment planned around ${area}'s climate, with a routine to keep your results going at home.`,
    schedule: 'Schedule Online',
    back: (area: string) => `All treatments for ${area}`,
  },
  guide: {
    eyebrow: 'What to expect',
    involves: 'What the treatment involves',
    prepare: 'How to prepare',
    aftercare: 'Aftercare',
  },
};

const es: Translation<typeof en> = {
  index: {
    title: (areas: readonly string[]) => `Zonas que atendemos: ${listAreas('es', { names: areas })}`,
    description: (areas: readonly string[]) =>
      `Faciales para clientes de ${listAreas('es', { names: areas })} en nuestro estudio de ${city}: HydraFacial, facial antiedad y facial de limpieza profunda, adaptados al clima de cada zona.`,
    crumb: 'Ubicaciones',
    eyebrow: `Más allá de ${city}`,
    heading: `Faciales para las comunidades alrededor de ${city}`,
    intro: `Nuestro estudio está en ${city}, y muchos de nuestros clientes vienen en carro de las comunidades vecinas. Cada zona tiene su propio clima y su propio ritmo de vida, por eso cada una tiene su página de tratamientos y consejos.`,
    areasEyebrow: 'Zonas que atendemos',
    areasTitle: 'Elija su comunidad',
    closingTitle: 'Planee su visita',
    closing: `Venga de donde venga, su primera consulta es de cortesía. Al confirmar su cita le enviamos la dirección del estudio, dónde estacionarse y qué evitar antes de su facial.`,
    book: 'Haga su cita',
    dialogIntro: `Díganos de qué zona viene; al confirmar su cita le compartimos la dirección del estudio en ${city}.`,
  },
  card: {
    distance: (miles: number, driveTime: Span) => `A unas ${miles} millas · ${timeIn('es', driveTime)} del estudio`,
    treatments: 'Tratamientos disponibles',
    explore: (area: string) => `Más sobre ${area}`,
  },
  drive: {
    distance: (miles: number, driveTime: Span) => `A unas ${miles} millas, ${timeIn('es', driveTime)} en carro`,
    rest: (area: string, route: string) => `de ${area} al estudio, ${route}.`,
  },
  area: {
    title: (area: string) => `Faciales y cuidado de la piel en ${area}, TX`,
    dialogIntro: (area: string) =>
      `Díganos que viene de ${area}; al confirmar su cita le compartimos la dirección del estudio y dónde estacionarse.`,
    eyebrow: (area: string) => `Para nuestros clientes de ${area}`,
    heading: (area: string) => `Faciales y cuidado de la piel para ${area}`,
    book: 'Haga su cita',
    seeTreatments: 'Ver tratamientos',
    treatmentsEyebrow: (area: string) => `Tratamientos para ${area}`,
    treatmentsTitle: 'Faciales pensados para esta zona',
    treatmentsIntro: (area: string) =>
      `En cada página le explicamos cómo el tratamiento se adapta al clima y al ritmo de vida de ${area}.`,
    learnMore: 'Más información',
    learnMoreAbout: (service: string, area: string) => ` sobre ${withArticle(service)} en ${area}`,
    lifeEyebrow: (area: string) => `La vida en ${area}`,
    lifeTitle: (area: string) => `Lo que ${area} le pide a su piel`,
    gettingThere: 'Cómo llegar al estudio',
    address: `El estudio está en ${city}; le compartimos la dirección exacta y dónde estacionarse al hacer su cita.`,
    neighborhoods: 'Colonias y zonas que atendemos',
    whyEyebrow: 'Por qué elegirnos',
    whyTitle: (area: string) => `Por qué nuestros clientes de ${area} vienen hasta acá`,
    mapEyebrow: 'Encuéntrenos',
    mapTitle: (area: string) => `De ${area} al estudio`,
    nearbyEyebrow: 'Muy cerca',
    nearbyTitle: 'También atendemos',
    closingTitle: (area: string) => `Haga su cita desde ${area}`,
    closing: (area: string, driveTime: Span) =>
      `Unos ${timeCount('es', driveTime)} en carro desde ${area}, una cita sin prisas y un plan hecho para su clima.`,
  },
  pair: {
    title: (service: string, area: string) => `${service} en ${area}, TX`,
    heading: (service: string, area: string) => `${service} en ${area}`,
    schemaName: (service: string, area: string) => `${service} en ${area}`,
    dialogTitle: (service: string) => `Haga su cita para ${withArticle(service)}`,
    dialogIntro: (service: string, duration: string, area: string) =>
      `${service}, ${duration}, para clientes de ${area}. Al confirmar su cita le compartimos la dirección del estudio en ${city}.`,
    atAGlance: 'De un vistazo',
    duration: 'Duración: ',
    clientsIn: 'Para clientes de ',
    moreFor: (area: string) => `Más sobre ${area}`,
    benefitsEyebrow: (area: string) => `Pensado para ${area}`,
    benefitsTitle: (service: string, area: string) => `Por qué en ${area} eligen ${withArticle(service)}`,
    servedEyebrow: 'Zonas que atendemos',
    servedTitle: (area: string) => `${area} y sus alrededores`,
    closingTitle: (service: string) => `¿Le gustaría hacer una cita para ${withArticle(service)}?`,
    closing: (appointment: Span, area: string) =>
      `Una cita ${timeAdjective('es', appointment)} pensada para el clima de ${area}, con una rutina para mantener sus resultados en casa.`,
    schedule: 'Haga su cita en línea',
    back: (area: string) => `Todos los tratamientos para ${area}`,
  },
  guide: {
    eyebrow: 'Qué esperar',
    involves: 'En qué consiste el tratamiento',
    prepare: 'Cómo prepararse',
    aftercare: 'Cuidados posteriores',
  },
};

export type LocationPagesCopy = Translation<typeof en>;

export const locationPagesCopy: Bilingual<typeof en> = { en, es };
