/**
 * The areas the studio serves beyond central El Paso, and the copy of each location-service page, in English and
 * Spanish.
 *
 * This is the only list of areas: the nav, the footer, the home cards, /locations, /sitemap, sitemap.xml and the
 * studio's structured data all read it, in both languages. Adding a location is one object in `locations` (plus its
 * artwork): its name, slug and mileage, and its words in `copy.en` and `copy.es` (type-checked: every English string
 * needs its Spanish one); adding a service to a location is one slug in its `services` plus that page's copy in
 * `pages`, again `en` and `es` (type-checked: every listed slug needs copy, in both languages). lib/site/matrix.ts turns
 * this into the location x service pages and their routes.
 */
import { site } from '@/content/site';
import { services, type ServiceSlug } from '@/content/services';
import type { Bilingual } from '@/lib/format/bilingual';
import { visitFacts } from '@/content/visit-facts';
import {
  minutes,
  minutesAdjective,
  minutesIn,
  timeAdjective,
  timeCount,
  timeIn,
  type Span,
} from '@/lib/format/durations';

/** The appointment lengths the area pages state, from the catalog. */
const hydrafacialLength = services.hydrafacial.duration;
const antiAgingLength = services['anti-aging-facial'].duration;
const deepCleansingLength = services['deep-cleansing-facial'].duration;
/** How long a HydraFacial's glow lasts, and how long retinoids wait after it, from the catalog. */
const hydrafacialGlow = services.hydrafacial.results.glow;
const { retinoidsAfter } = services.hydrafacial.waits;
/** Socorro's drive time, which its why-choose copy also states. */
const socorroDrive = minutes(20, 25);

export type Point = { title: string; description: string };

/** A neighborhood or landmark the location page and its service pages list as served. */
export type ServedArea = { name: string; description: string };

/** The words of one location-service page in one language; genuinely local, never the same text with the town name swapped. */
export type LocationServiceText = {
  /** Short line above the h1. */
  subtitle: string;
  /** Hero paragraph. */
  description: string;
  /** Service card on the location page; also the page's meta description (unique per page). */
  summary: string;
  /** Three benefits tailored to the area's climate or lifestyle. */
  benefits: readonly [Point, Point, Point];
  /** Alt text of the page's hero artwork. */
  imageAlt: string;
};

/** Copy of one location-service page, in both languages. */
export type LocationServiceCopy = Bilingual<LocationServiceText>;

/** What a visitor reads about an area, in one language (its name, slug and mileage are the same in both). */
export type LocationText = {
  /** Text of the area's card on the home page. */
  homeCard: string;
  /** Card text (index page, We Also Serve) and the location page's meta description. */
  description: string;
  /** Hero paragraph of the location page. */
  intro: string;
  imageAlt: string;
  /** The way to the studio in El Paso, in words a visitor can plan with (the miles and minutes are the area's facts). */
  distance: { route: string };
  /** Local climate and lifestyle notes: why skin here needs what it needs. */
  climate: readonly string[];
  /** Neighborhoods and landmarks served (served-area cards). */
  servedAreas: readonly [ServedArea, ServedArea, ServedArea];
  /** The location page's why-choose-us block. */
  whyChoose: readonly [Point, Point, Point];
};

type LocationBase = {
  name: string;
  /** The URL segment: /locations/<slug> and /es/locations/<slug>. */
  slug: string;
  /** Artwork name (content/artwork/locations.json). */
  image: string;
  /** How far the studio is: miles, and time by car (`minutes(25, 30)`: "25-30 minutes", "de 25 a 30 minutos"). */
  distance: { miles: number; driveTime: Span };
  /** The area's words, in both languages. */
  copy: Bilingual<LocationText>;
  /** Show the lazily loaded map section on the location page. */
  showMap?: boolean;
};

export type Location = LocationBase & {
  /** Services offered to this area, in display order. */
  services: readonly ServiceSlug[];
  /** Copy of each location-service page, keyed by service. */
  pages: Partial<Record<ServiceSlug, LocationServiceCopy>>;
};

/** Keeps a location's `services` and `pages` in step: every listed service must have its page copy. */
export function defineLocation<const S extends ServiceSlug>(
  location: LocationBase & { services: readonly S[]; pages: Record<S, LocationServiceCopy> },
): Location {
  return location;
}

const years = site.claims.yearsExperience;
const yearsEs = years.replace('+', '');

/** The shared information block of a treatment, shown on its location-service pages in every area. */
export type TreatmentGuide = {
  title: string;
  involves: readonly string[];
  prepare: readonly string[];
  aftercare: readonly string[];
};

/** What a location-service page adds for some treatments, in one language: its badge and its step-by-step guide. */
type TreatmentWords = {
  badges: Partial<Record<ServiceSlug, string>>;
  guides: Partial<Record<ServiceSlug, TreatmentGuide>>;
};

/** The badges and guides of the location-service pages, shared by every area, in both languages. */
export const treatmentWords: Bilingual<TreatmentWords> = {
  en: {
    badges: { hydrafacial: 'Most Popular', 'anti-aging-facial': '5-Star Rated', 'deep-cleansing-facial': 'Top Rated' },
    guides: {
      hydrafacial: {
        title: 'Your HydraFacial, step by step',
        involves: [
          'A skin check and a short chat about what you want from the hour.',
          'Cleansing and a gentle acid peel that loosens dead cells without stinging.',
          'Painless vortex suction that lifts debris and oil out of the pores.',
          'Hydrating, antioxidant serums pressed in, finished with broad-spectrum sunscreen.',
        ],
        prepare: [
          'Skip retinoids, exfoliating acids and scrubs for 48 hours before.',
          'Avoid waxing or laser work on the face in the week before.',
          'Come with or without makeup; we cleanse it all away.',
          'Tell us about any new medication, pregnancy or recent sunburn when you book.',
        ],
        aftercare: [
          visitFacts.en.makeupAfterHydraFacial,
          'Wear SPF 30 or higher every day; new skin burns faster in desert sun.',
          `Hold off on retinoids, acids and hot yoga or saunas for ${timeIn('en', retinoidsAfter)}.`,
          `Drink water and use a plain moisturizer; the glow usually lasts about ${timeCount('en', hydrafacialGlow)}. Individual results vary.`,
        ],
      },
      'anti-aging-facial': {
        title: 'Your Anti-Aging Facial, step by step',
        involves: [
          'A consultation on the lines, texture or dullness that bother you most.',
          'A double cleanse and gentle enzyme or acid exfoliation chosen for your skin.',
          'Sculpting facial massage that lifts and relaxes the muscles of the face.',
          'Peptide and antioxidant serums, a firming mask and daily sunscreen to finish.',
        ],
        prepare: [
          'Pause retinoids and exfoliating acids for 48-72 hours before.',
          'Avoid injectables in the same week; we can plan the two around each other.',
          'Bring a list of the products you use so we can adjust your routine.',
          'Let us know about pregnancy, skin conditions or recent procedures when you book.',
        ],
        aftercare: [
          'Expect a slight flush for an hour or so; there is no peeling or downtime.',
          'Use a gentle cleanser and the hydrating products we suggest for a few days.',
          'Wear broad-spectrum SPF daily; sun is the main cause of visible skin aging.',
          `A facial ${visitFacts.en.facialInterval} keeps results steady. Individual results vary.`,
        ],
      },
    },
  },
  es: {
    badges: {
      hydrafacial: 'El más popular',
      'anti-aging-facial': 'Calificación de 5 estrellas',
      'deep-cleansing-facial': 'Muy bien calificado',
    },
    guides: {
      hydrafacial: {
        title: 'Su HydraFacial, paso a paso',
        involves: [
          'Una revisión de su piel y una breve plática sobre lo que quiere lograr en esa hora.',
          'Limpieza y un peeling suave con ácidos que afloja las células muertas sin ardor.',
          'Succión tipo vórtice, sin dolor, que saca de los poros impurezas y grasa.',
          'Sérums hidratantes y antioxidantes, y protector solar de amplio espectro para terminar.',
        ],
        prepare: [
          'No use retinoides, ácidos exfoliantes ni exfoliantes de grano durante las 48 horas anteriores.',
          'Evite la depilación con cera o con láser en la cara durante la semana anterior.',
          'Puede venir con o sin maquillaje; nosotros lo retiramos todo.',
          'Al hacer su cita, avísenos de cualquier medicamento nuevo, embarazo o quemadura de sol reciente.',
        ],
        aftercare: [
          visitFacts.es.makeupAfterHydraFacial,
          'Use protector solar FPS 30 o más todos los días; la piel renovada se quema más rápido con el sol del desierto.',
          `Espere ${timeIn('es', retinoidsAfter)} para volver a los retinoides, los ácidos, el yoga caliente o el sauna.`,
          `Tome agua y use una crema hidratante sencilla; el brillo suele durar alrededor de ${timeCount('es', hydrafacialGlow)}. Los resultados varían de persona a persona.`,
        ],
      },
      'anti-aging-facial': {
        title: 'Su facial antiedad, paso a paso',
        involves: [
          'Una consulta sobre las líneas, la textura o la falta de luminosidad que más le molestan.',
          'Doble limpieza y una exfoliación suave con enzimas o ácidos, elegida para su piel.',
          'Masaje facial modelador que levanta y relaja los músculos de la cara.',
          'Sérums de péptidos y antioxidantes, una mascarilla reafirmante y protector solar para terminar.',
        ],
        prepare: [
          'Suspenda los retinoides y los ácidos exfoliantes de 48 a 72 horas antes.',
          'Evite los inyectables esa misma semana; podemos planear uno y otro para que no coincidan.',
          'Traiga una lista de los productos que usa, para ajustar su rutina.',
          'Al hacer su cita, avísenos si está embarazada, si tiene alguna afección de la piel o si se hizo algún procedimiento reciente.',
        ],
        aftercare: [
          'Es normal un ligero enrojecimiento durante una hora más o menos; no hay descamación ni tiempo de recuperación.',
          'Use un limpiador suave y los productos hidratantes que le recomendemos durante unos días.',
          'Use protector solar de amplio espectro a diario; el sol es la causa principal del envejecimiento visible de la piel.',
          `Un facial ${visitFacts.es.facialInterval} mantiene los resultados. Los resultados varían de persona a persona.`,
        ],
      },
    },
  },
};

export const locations: readonly Location[] = [
  defineLocation({
    name: 'Horizon City',
    slug: 'horizon-city',
    image: 'locations/horizon-city',
    distance: { miles: 20, driveTime: minutes(25, 30) },
    copy: {
      en: {
        homeCard:
          'A short drive west on I-10 brings Horizon City clients to calm, unhurried facials and skincare built for high-desert sun and wind.',
        description:
          'Horizon City sits on the open mesa east of El Paso, where spring winds, fine dust and high-altitude sun are part of daily life. We tailor facials to exactly that.',
        intro:
          'Clients drive in from Horizon City for facials that answer mesa life: skin dried by wind and low humidity, pores dusted with grit from open desert and new construction, and sun that feels stronger at more than 4,000 feet.',
        imageAlt: 'Illustration of the open desert mesa east of El Paso under a pale gold sun',
        distance: { route: 'west on I-10 from Horizon Boulevard' },
        climate: [
          'Spring (March to May) brings gusty west winds across the mesa, with fine dust that settles into pores and makes skin feel rough.',
          'Afternoon humidity often drops into single digits, so moisture leaves the skin faster than most routines can replace it.',
          'New subdivisions are still going up, and many families spend evenings and weekends outdoors at ball fields and parks.',
        ],
        servedAreas: [
          {
            name: 'Horizon Boulevard corridor',
            description: 'Homes, schools and shops along Horizon Boulevard, from I-10 up onto the mesa.',
          },
          {
            name: 'Paseo del Este',
            description: 'The master-planned neighborhoods between Horizon City and far east El Paso.',
          },
          {
            name: 'Clint and the east county',
            description: 'Neighbors in Clint and the farm roads below the mesa, a short drive further.',
          },
        ],
        whyChoose: [
          {
            title: 'Care shaped by the mesa',
            description:
              'We plan every facial around wind, dust and altitude sun, not a one-size menu written for a humid city.',
          },
          {
            title: `${years} years of hands-on skill`,
            description: `${site.owner.name} performs your facial herself and adjusts it to how your skin looks that day.`,
          },
          {
            title: 'Worth the short drive',
            description: `${site.claims.consultation}, weekday evening and Saturday appointments, and skin that looks calm by the time you are home.`,
          },
        ],
      },
      es: {
        homeCard:
          'Nuestros clientes de Horizon City vienen por la I-10, hacia el oeste, a faciales tranquilos y sin prisas, con un cuidado de la piel pensado para el sol y el viento del desierto de altura.',
        description:
          'Horizon City está en la meseta abierta al este de El Paso, donde los vientos de primavera, el polvo fino y el sol de altura son parte de la vida diaria. Adaptamos nuestros faciales justo a eso.',
        intro:
          'Nuestros clientes vienen en carro desde Horizon City por faciales pensados para la vida en la meseta: piel reseca por el viento y la poca humedad, poros llenos del polvo del desierto abierto y de las construcciones nuevas, y un sol que se siente más fuerte a más de 4,000 pies de altura.',
        imageAlt: 'Ilustración de la meseta desértica al este de El Paso bajo un sol dorado y pálido',
        distance: { route: 'hacia el oeste por la I-10 desde Horizon Boulevard' },
        climate: [
          'En primavera (de marzo a mayo) soplan fuertes vientos del oeste sobre la meseta, con un polvo fino que se mete en los poros y deja la piel áspera.',
          'Por la tarde la humedad muchas veces baja a menos del 10 por ciento, así que la piel pierde agua más rápido de lo que la mayoría de las rutinas alcanzan a reponer.',
          'Se siguen construyendo fraccionamientos nuevos, y muchas familias pasan las tardes y los fines de semana al aire libre, en parques y canchas deportivas.',
        ],
        servedAreas: [
          {
            name: 'Corredor de Horizon Boulevard',
            description:
              'Casas, escuelas y comercios a lo largo de Horizon Boulevard, desde la I-10 hasta lo alto de la meseta.',
          },
          {
            name: 'Paseo del Este',
            description: 'Los fraccionamientos planeados entre Horizon City y el extremo este de El Paso.',
          },
          {
            name: 'Clint y el este del condado',
            description: 'Nuestros vecinos de Clint y de los caminos rurales al pie de la meseta, un poco más lejos.',
          },
        ],
        whyChoose: [
          {
            title: 'Un cuidado pensado para la meseta',
            description:
              'Planeamos cada facial según el viento, el polvo y el sol de altura, no con un menú genérico escrito para una ciudad húmeda.',
          },
          {
            title: `Más de ${yearsEs} años de experiencia`,
            description: `${site.owner.name} le hace su facial personalmente y lo ajusta a cómo se ve su piel ese día.`,
          },
          {
            title: 'Vale la pena el viaje',
            description:
              'Su primera consulta es de cortesía, hay citas entre semana por la tarde y los sábados, y su piel ya se ve calmada para cuando llega a casa.',
          },
        ],
      },
    },
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        en: {
          subtitle: 'Hydration for skin on the windy mesa',
          description: `Up on the mesa, spring winds and open desert leave skin tight, flaky and dusted with fine grit. A HydraFacial lifts that grit from the pores and floods the skin with hyaluronic serums in ${minutesIn('en', hydrafacialLength)}, with no downtime before the drive home.`,
          summary: `A ${minutesAdjective('en', hydrafacialLength)} HydraFacial for Horizon City: lifts wind-blown dust from pores and restores the moisture dry mesa air takes away, with no downtime.`,
          benefits: [
            {
              title: 'Clears wind-blown dust',
              description:
                'Spring gusts push fine dust into pores. Painless vortex suction clears it without the squeezing that leaves redness.',
            },
            {
              title: 'Puts back what dry air takes',
              description:
                'When afternoon humidity sits in single digits, hyaluronic serums give skin water it cannot pull from the air.',
            },
            {
              title: 'No downtime before the drive home',
              description:
                'Nothing peels and nothing stings, so you can head back up Horizon Boulevard and on to the evening as usual.',
            },
          ],
          imageAlt: 'Illustration of a soft sunrise over the Horizon City mesa with desert sprigs',
        },
        es: {
          subtitle: 'Hidratación para la piel en la meseta ventosa',
          description: `Allá en la meseta, los vientos de primavera y el desierto abierto dejan la piel tirante, escamosa y cubierta de un polvo fino. Un HydraFacial saca ese polvo de los poros y llena la piel de sérums con ácido hialurónico en ${minutesIn('es', hydrafacialLength)}, sin tiempo de recuperación antes de manejar de regreso a casa.`,
          summary: `Un HydraFacial ${minutesAdjective('es', hydrafacialLength)} para Horizon City: saca de los poros el polvo que trae el viento y repone la humedad que se lleva el aire seco de la meseta, sin tiempo de recuperación.`,
          benefits: [
            {
              title: 'Limpia el polvo que trae el viento',
              description:
                'Las ráfagas de primavera meten polvo fino en los poros. La succión tipo vórtice, sin dolor, lo saca sin apretar la piel ni dejarla roja.',
            },
            {
              title: 'Repone lo que el aire seco se lleva',
              description:
                'Cuando la humedad de la tarde baja a menos del 10 por ciento, los sérums de ácido hialurónico le dan a la piel el agua que no puede tomar del aire.',
            },
            {
              title: 'Sin recuperación antes del camino a casa',
              description:
                'Nada se pela y nada arde, así que puede regresar por Horizon Boulevard y seguir con su tarde como siempre.',
            },
          ],
          imageAlt: 'Ilustración de un amanecer suave sobre la meseta de Horizon City con matorrales del desierto',
        },
      },
      'anti-aging-facial': {
        en: {
          subtitle: 'Firming care for sun at altitude',
          description: `Horizon City sits higher than most of El Paso, and UV grows stronger with altitude. Years of weekends at ball fields and yard work in that sun show up as fine lines and lost bounce. This ${minutesAdjective('en', antiAgingLength)} facial combines sculpting massage with peptide serums to soften them. Individual results vary.`,
          summary: `A ${minutesAdjective('en', antiAgingLength)} Anti-Aging Facial for Horizon City: sculpting massage and peptide serums for skin marked by high-altitude sun and mesa wind.`,
          benefits: [
            {
              title: 'Answers high-altitude sun',
              description:
                'Antioxidant serums and daily-SPF coaching target the sun damage that adds up faster above 4,000 feet.',
            },
            {
              title: 'Softens wind-etched lines',
              description:
                'Dry, windy springs deepen fine lines around the eyes; firming massage and peptides help them look smoother.',
            },
            {
              title: 'A real hour for yourself',
              description:
                'Between school runs and the I-10 commute, 75 quiet minutes of massage and skin care is part of the benefit.',
            },
          ],
          imageAlt: 'Illustration of layered desert ridges in warm evening light near Horizon City',
        },
        es: {
          subtitle: 'Cuidado reafirmante para el sol de altura',
          description: `Horizon City está más alto que la mayor parte de El Paso, y los rayos UV se vuelven más fuertes con la altura. Años de fines de semana en las canchas y de trabajo en el jardín bajo ese sol se notan en líneas finas y en una piel con menos firmeza. Este facial ${minutesAdjective('es', antiAgingLength)} combina masaje modelador con sérums de péptidos para suavizarlas. Los resultados varían de persona a persona.`,
          summary: `Un facial antiedad ${minutesAdjective('es', antiAgingLength)} para Horizon City: masaje modelador y sérums de péptidos para la piel marcada por el sol de altura y el viento de la meseta.`,
          benefits: [
            {
              title: 'Hecho para el sol de altura',
              description:
                'Los sérums antioxidantes y nuestros consejos sobre el protector solar diario atienden el daño solar, que se acumula más rápido arriba de los 4,000 pies.',
            },
            {
              title: 'Suaviza las líneas que marca el viento',
              description:
                'Las primaveras secas y ventosas acentúan las líneas finas alrededor de los ojos; el masaje reafirmante y los péptidos ayudan a que se vean más lisas.',
            },
            {
              title: 'Un rato de verdad para usted',
              description: `Entre las idas a la escuela y el tráfico de la I-10, ${minutesIn('es', antiAgingLength)} tranquilos de masaje y cuidado de la piel también son parte del beneficio.`,
            },
          ],
          imageAlt: 'Ilustración de cerros del desierto en capas bajo la luz cálida de la tarde cerca de Horizon City',
        },
      },
      'deep-cleansing-facial': {
        en: {
          subtitle: 'Clear pores after dust and ball-field days',
          description: `Between construction dust from new neighborhoods and sweat from long practices in the sun, Horizon City pores work hard. This ${minutesAdjective('en', deepCleansingLength)} facial uses steam, careful extractions and a clarifying mask to clear them without stripping skin that is already dry.`,
          summary: `A ${minutesAdjective('en', deepCleansingLength)} Deep Cleansing Facial for Horizon City: steam and careful extractions clear construction dust, sweat and sunscreen build-up.`,
          benefits: [
            {
              title: 'Clears construction dust',
              description:
                'Fine dust from new building sites settles into pores; steam softens it and extractions lift it out.',
            },
            {
              title: 'Made for sporty families',
              description:
                'Sweat and sunscreen from practice fields clog pores on teens and parents alike; one facial resets the skin.',
            },
            {
              title: 'Clean without the tight feeling',
              description: 'A clarifying mask is balanced with moisture, so mesa-dry skin feels clean, not stretched.',
            },
          ],
          imageAlt: 'Illustration of a clear sky and mesa grasses above Horizon City',
        },
        es: {
          subtitle: 'Poros limpios después del polvo y las prácticas deportivas',
          description: `Entre el polvo de construcción de los fraccionamientos nuevos y el sudor de las largas prácticas bajo el sol, los poros en Horizon City trabajan de más. Este facial ${minutesAdjective('es', deepCleansingLength)} usa vapor, extracciones cuidadosas y una mascarilla purificante para limpiarlos sin resecar una piel que de por sí ya está seca.`,
          summary: `Un facial de limpieza profunda ${minutesAdjective('es', deepCleansingLength)} para Horizon City: el vapor y las extracciones cuidadosas limpian el polvo de construcción, el sudor y los restos de protector solar.`,
          benefits: [
            {
              title: 'Limpia el polvo de construcción',
              description:
                'El polvo fino de las obras nuevas se asienta en los poros; el vapor lo suaviza y las extracciones lo sacan.',
            },
            {
              title: 'Pensado para familias deportistas',
              description:
                'El sudor y el protector solar de las prácticas tapan los poros de adolescentes y papás por igual; un facial deja la piel como nueva.',
            },
            {
              title: 'Limpia, sin sentirse tirante',
              description:
                'La mascarilla purificante se equilibra con hidratación, para que la piel reseca de la meseta se sienta limpia, no estirada.',
            },
          ],
          imageAlt: 'Ilustración de un cielo despejado y pastos de la meseta sobre Horizon City',
        },
      },
    },
  }),
  defineLocation({
    name: 'Eastlake',
    slug: 'eastlake',
    image: 'locations/eastlake',
    distance: { miles: 18, driveTime: minutes(20, 25) },
    showMap: true,
    copy: {
      en: {
        homeCard:
          'Eastlake families fit HydraFacials and anti-aging care between school runs and work, with evening appointments on weekdays.',
        description:
          'Eastlake is the far east side of El Paso at its busiest: young families, daily commutes on Loop 375 and I-10, and summer weekends by the pool. Our personalized facials fit that pace.',
        intro:
          'Eastlake clients come to us for facials that fit full calendars: results without downtime, appointments on weekday evenings and Saturdays, and treatments that answer commuter sun, pool chlorine and dry desert air.',
        imageAlt: 'Illustration of far east El Paso at dusk with the mountains in the distance',
        distance: { route: 'west on I-10 or Loop 375 from Eastlake Boulevard' },
        climate: [
          'Many Eastlake residents commute on Loop 375 and I-10 every day, and UVA light passes through side windows on every drive.',
          'Summer means community pools and splash pads, where chlorine and sun strip the skin of oil and water together.',
          `Monsoon storms from ${visitFacts.en.monsoon} bring sticky, humid weeks that briefly turn dry skin oily before winter heaters dry it out again.`,
        ],
        servedAreas: [
          {
            name: 'Eastlake Boulevard',
            description: 'The neighborhoods and shopping centers along Eastlake Boulevard, close to I-10.',
          },
          {
            name: 'Loop 375 corridor',
            description: 'Homes on both sides of Loop 375 (Joe Battle Boulevard) across the far east side.',
          },
          {
            name: 'Pebble Hills and far east El Paso',
            description: 'Newer subdivisions around Pebble Hills Boulevard and the edge of the desert.',
          },
        ],
        whyChoose: [
          {
            title: 'Appointments that fit your week',
            description:
              'Weekday evening and Saturday times, and facials with no downtime, so nothing has to move on your calendar.',
          },
          {
            title: 'Results for busy skin',
            description:
              'We focus on what commuting, pools and monsoon weeks do to your skin, and give you a short routine you will keep.',
          },
          {
            title: 'One expert, every visit',
            description: `${site.owner.name}, a ${site.owner.title.en.toLowerCase()} with ${years} years of experience, sees you every time. ${site.claims.consultation}.`,
          },
        ],
      },
      es: {
        homeCard:
          'Las familias de Eastlake acomodan su HydraFacial y su cuidado antiedad entre las idas a la escuela y el trabajo, con citas entre semana por la tarde.',
        description:
          'Eastlake, en el extremo este de El Paso, es pura actividad: familias jóvenes, trayectos diarios por el Loop 375 y la I-10, y fines de semana de verano en la alberca. Nuestros faciales personalizados se adaptan a ese ritmo.',
        intro:
          'Nuestros clientes de Eastlake vienen por faciales que caben en una agenda llena: resultados sin tiempo de recuperación, citas entre semana por la tarde y los sábados, y tratamientos que contrarrestan el sol del camino diario, al cloro de la alberca y al aire seco del desierto.',
        imageAlt: 'Ilustración del extremo este de El Paso al anochecer, con las montañas a lo lejos',
        distance: { route: 'hacia el oeste por la I-10 o el Loop 375 desde Eastlake Boulevard' },
        climate: [
          'Muchos residentes de Eastlake manejan todos los días por el Loop 375 y la I-10, y en cada trayecto la luz UVA atraviesa las ventanas laterales del carro.',
          'El verano es temporada de albercas públicas y chapoteaderos, donde el cloro y el sol le quitan a la piel grasa y agua al mismo tiempo.',
          `Las tormentas del monzón, de ${visitFacts.es.monsoon}, traen semanas húmedas y pegajosas que por un tiempo vuelven grasosa la piel seca, antes de que la calefacción del invierno la reseque otra vez.`,
        ],
        servedAreas: [
          {
            name: 'Eastlake Boulevard',
            description:
              'Los fraccionamientos y centros comerciales a lo largo de Eastlake Boulevard, cerca de la I-10.',
          },
          {
            name: 'Corredor del Loop 375',
            description: 'Las casas a ambos lados del Loop 375 (Joe Battle Boulevard) en todo el extremo este.',
          },
          {
            name: 'Pebble Hills y el extremo este de El Paso',
            description:
              'Los fraccionamientos más nuevos alrededor de Pebble Hills Boulevard y a la orilla del desierto.',
          },
        ],
        whyChoose: [
          {
            title: 'Citas que se acomodan a su semana',
            description:
              'Horarios entre semana por la tarde y los sábados, y faciales sin tiempo de recuperación, para que no tenga que mover nada de su agenda.',
          },
          {
            title: 'Resultados para una vida muy ocupada',
            description:
              'Nos enfocamos en lo que el trayecto diario, la alberca y las semanas de monzón le hacen a su piel, y le damos una rutina corta que sí va a seguir.',
          },
          {
            title: 'La misma experta en cada visita',
            description: `${site.owner.name}, esteticista con licencia y más de ${yearsEs} años de experiencia, le atiende cada vez. Su primera consulta es de cortesía.`,
          },
        ],
      },
    },
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        en: {
          subtitle: `A ${minutesAdjective('en', hydrafacialLength)} reset for busy Eastlake schedules`,
          description: `Pool days, school runs and the Loop 375 commute leave little time for skin care. A HydraFacial cleans, exfoliates and hydrates in ${minutesIn('en', hydrafacialLength)} with no redness or peeling, so it fits an evening or a Saturday before a family celebration.`,
          summary: `A ${minutesAdjective('en', hydrafacialLength)} HydraFacial for Eastlake: undoes pool chlorine and commuter sun in one visit, with no downtime before work or family plans.`,
          benefits: [
            {
              title: 'Undoes pool-season dryness',
              description:
                'Chlorine and summer sun strip oil and water together; hyaluronic serums bring back softness in one visit.',
            },
            {
              title: 'Camera-ready the same day',
              description:
                'No redness or peeling, which makes it the favorite before quinceañeras, graduations and holiday photos.',
            },
            {
              title: 'Fits an evening or a Saturday',
              description: `${minutesIn('en', hydrafacialLength)} in the chair, with weekday evening and Saturday times so the drive in does not eat into your workday.`,
            },
          ],
          imageAlt: 'Illustration of a bright summer sky over far east El Paso rooftops and desert ridges',
        },
        es: {
          subtitle: `Una cita ${minutesAdjective('es', hydrafacialLength)} que cabe en la agenda llena de Eastlake`,
          description: `Los días de alberca, las idas a la escuela y el trayecto por el Loop 375 dejan poco tiempo para cuidarse la piel. Un HydraFacial limpia, exfolia e hidrata en ${minutesIn('es', hydrafacialLength)}, sin enrojecimiento ni descamación, así que cabe en una tarde entre semana o en un sábado antes de una celebración familiar.`,
          summary: `Un HydraFacial ${minutesAdjective('es', hydrafacialLength)} para Eastlake: contrarresta el cloro de la alberca y el sol del trayecto diario en una sola visita, sin tiempo de recuperación antes del trabajo o de sus planes en familia.`,
          benefits: [
            {
              title: 'Contrarresta la resequedad de la alberca',
              description:
                'El cloro y el sol del verano le quitan a la piel grasa y agua al mismo tiempo; los sérums de ácido hialurónico le devuelven la suavidad en una sola visita.',
            },
            {
              title: 'Su piel, lista para las fotos el mismo día',
              description:
                'Sin enrojecimiento ni descamación, por eso es el favorito antes de los XV años, las graduaciones y fotos de las fiestas de fin de año.',
            },
            {
              title: 'Cabe en una tarde o un sábado',
              description: `${minutesIn('es', hydrafacialLength)} en la camilla, con horarios entre semana por la tarde y los sábados, para que el viaje no le quite tiempo a su jornada de trabajo.`,
            },
          ],
          imageAlt:
            'Ilustración de un cielo de verano brillante sobre los techos del extremo este de El Paso y los cerros del desierto',
        },
      },
      'anti-aging-facial': {
        en: {
          subtitle: 'Firming care for daily commuter sun',
          description: `UVA light passes through car side windows, and years of Loop 375 and I-10 drives add up as uneven tone and fine lines, often more on the driver’s side. This ${minutesAdjective('en', antiAgingLength)} facial combines lifting massage, peptides and antioxidants to help skin look firmer and brighter. Individual results vary.`,
          summary: `A ${minutesAdjective('en', antiAgingLength)} Anti-Aging Facial for Eastlake: lifting massage, peptides and antioxidants for skin aged by daily commuter sun through car windows.`,
          benefits: [
            {
              title: 'Targets commuter sun damage',
              description:
                'Antioxidants and gentle exfoliation address the uneven tone UVA leaves on the side of the face nearest the window.',
            },
            {
              title: 'Firmness without downtime',
              description:
                'Sculpting massage and peptide serums lift and plump, and you can drive straight home or back to work.',
            },
            {
              title: 'A routine you will keep',
              description:
                'You leave with a short, realistic plan, SPF included, that fits mornings with kids, traffic and work.',
            },
          ],
          imageAlt: 'Illustration of a low afternoon sun over the far east side of El Paso',
        },
        es: {
          subtitle: 'Cuidado reafirmante para el sol de todos los días en el carro',
          description: `La luz UVA atraviesa las ventanas laterales del carro, y años de manejar por el Loop 375 y la I-10 se notan en un tono disparejo y en líneas finas, muchas veces más del lado del conductor. Este facial ${minutesAdjective('es', antiAgingLength)} combina masaje reafirmante, péptidos y antioxidantes para que la piel se vea más firme y luminosa. Los resultados varían de persona a persona.`,
          summary: `Un facial antiedad ${minutesAdjective('es', antiAgingLength)} para Eastlake: masaje reafirmante, péptidos y antioxidantes para la piel envejecida por el sol que entra todos los días por las ventanas del carro.`,
          benefits: [
            {
              title: 'Atiende el daño solar del trayecto',
              description:
                'Los antioxidantes y una exfoliación suave trabajan el tono disparejo que la luz UVA deja en el lado de la cara más cercano a la ventana.',
            },
            {
              title: 'Firmeza sin tiempo de recuperación',
              description:
                'El masaje modelador y los sérums de péptidos levantan y rellenan, y usted puede manejar directo a casa o de regreso al trabajo.',
            },
            {
              title: 'Una rutina que sí va a seguir',
              description:
                'Se lleva un plan corto y realista, con protector solar incluido, que cabe en mañanas con niños, tráfico y trabajo.',
            },
          ],
          imageAlt: 'Ilustración del sol bajo de la tarde sobre el extremo este de El Paso',
        },
      },
      'deep-cleansing-facial': {
        en: {
          subtitle: 'Clear skin through monsoon weeks and school sports',
          description: `When monsoon humidity rolls into far east El Paso, skin that was dry all spring suddenly turns oily and congested. Add sweat from school sports and long days in sunscreen, and pores clog fast. This ${minutesAdjective('en', deepCleansingLength)} facial clears them with steam, extractions and a clarifying mask.`,
          summary: `A ${minutesAdjective('en', deepCleansingLength)} Deep Cleansing Facial for Eastlake: clears the congestion of monsoon humidity, school sports and sunscreen with steam and extractions.`,
          benefits: [
            {
              title: 'Resets monsoon-season skin',
              description:
                'Humid monsoon weeks trigger breakouts on skin used to dry air; a deep cleanse rebalances oil quickly.',
            },
            {
              title: 'Good first facial for teens',
              description:
                'Gentle, explained step by step, and a clear routine for students in sports and band out in the sun.',
            },
            {
              title: 'Lifts sunscreen build-up',
              description:
                'Daily SPF is essential here, and a professional cleanse clears the residue that home cleansing leaves behind.',
            },
          ],
          imageAlt: 'Illustration of gathering monsoon clouds over desert ridges east of El Paso',
        },
        es: {
          subtitle: 'Piel limpia en las semanas de monzón y de deportes escolares',
          description: `Cuando la humedad del monzón llega al extremo este de El Paso, la piel que estuvo seca toda la primavera de repente se pone grasosa y congestionada. Súmele el sudor de los deportes escolares y los días largos con protector solar, y los poros se tapan rápido. Este facial ${minutesAdjective('es', deepCleansingLength)} los limpia con vapor, extracciones y una mascarilla purificante.`,
          summary: `Un facial de limpieza profunda ${minutesAdjective('es', deepCleansingLength)} para Eastlake: limpia con vapor y extracciones la congestión que dejan la humedad del monzón, los deportes escolares y el protector solar.`,
          benefits: [
            {
              title: 'Equilibra la piel en temporada de monzón',
              description:
                'Las semanas húmedas del monzón provocan brotes en una piel acostumbrada al aire seco; una limpieza profunda equilibra la grasa rápidamente.',
            },
            {
              title: 'Un buen primer facial para adolescentes',
              description:
                'Suave, explicado paso a paso, y con una rutina clara para estudiantes que pasan horas al sol en los deportes o en la banda.',
            },
            {
              title: 'Quita los restos de protector solar',
              description:
                'Aquí el protector solar diario es indispensable, y una limpieza profesional quita los residuos que la limpieza en casa no alcanza a quitar.',
            },
          ],
          imageAlt: 'Ilustración de nubes de monzón que se juntan sobre los cerros del desierto al este de El Paso',
        },
      },
    },
  }),
  defineLocation({
    name: 'Socorro',
    slug: 'socorro',
    image: 'locations/socorro',
    distance: { miles: 15, driveTime: socorroDrive },
    copy: {
      en: {
        homeCard:
          'Socorro clients come for deep cleansing and hydration that answer dusty valley days, with a complimentary consultation first.',
        description:
          'Socorro is one of the oldest communities in Texas, on the Mission Trail in the Rio Grande valley, with farm fields, canals and cottonwoods. Our facials suit valley skin.',
        intro:
          'Socorro clients live with the valley’s own weather: dust when fields are worked, pollen from cottonwoods along the canals, humid monsoon weeks and dry, heated winters. We shape each facial around that, gently and without rushing.',
        imageAlt: 'Illustration of the Rio Grande valley near Socorro with fields and distant mountains',
        distance: { route: 'north-west on I-10, or along Alameda Avenue' },
        climate: [
          'Fields along the Rio Grande are tilled and harvested through the year, and spring winds carry that farm dust across the valley.',
          'Cottonwoods and crops along the irrigation canals release pollen that can leave sensitive skin red and itchy.',
          'Many families work outdoors, in fields, yards and construction, so sun exposure builds up over decades.',
        ],
        servedAreas: [
          {
            name: 'Socorro Mission and the Mission Trail',
            description: 'Homes along Socorro Road around the historic mission, the heart of the old town.',
          },
          {
            name: 'Alameda Avenue and North Loop',
            description: 'The valley neighborhoods along Alameda Avenue and North Loop Drive.',
          },
          {
            name: 'San Elizario and the Lower Valley',
            description: 'Neighbors further down the Mission Trail in San Elizario and the farm communities beyond.',
          },
        ],
        whyChoose: [
          {
            title: 'Gentle with sensitive valley skin',
            description:
              'Pollen and farm dust can leave skin reactive, so we choose calming products and patch-test when needed.',
          },
          {
            title: 'Unhurried and personal',
            description: `${site.owner.name} takes time to explain each step, and welcomes mothers, daughters and grandmothers booking together.`,
          },
          {
            title: 'Easy to start',
            description: `${site.claims.consultation} and ${site.claims.financing.toLowerCase()}, a ${timeAdjective('en', socorroDrive)} drive from Socorro.`,
          },
        ],
      },
      es: {
        homeCard:
          'Nuestros clientes de Socorro vienen por una limpieza profunda y una hidratación pensadas para los días de polvo en el valle, empezando con una consulta de cortesía.',
        description:
          'Socorro es una de las comunidades más antiguas de Texas, sobre el Mission Trail en el valle del Río Bravo, entre campos de cultivo, canales y álamos. Nuestros faciales están pensados para la piel del valle.',
        intro:
          'Nuestros clientes de Socorro viven con el clima propio del valle: polvo cuando se trabajan los campos, polen de los álamos a lo largo de los canales, semanas húmedas de monzón e inviernos secos con la calefacción prendida. Adaptamos cada facial a todo eso, con suavidad y sin prisas.',
        imageAlt: 'Ilustración del valle del Río Bravo cerca de Socorro, con campos de cultivo y montañas a lo lejos',
        distance: { route: 'hacia el noroeste por la I-10, o por la avenida Alameda' },
        climate: [
          'Los campos a lo largo del Río Bravo se trabajan y se cosechan durante todo el año, y los vientos de primavera llevan ese polvo de cultivo por todo el valle.',
          'Los álamos y los cultivos junto a los canales de riego sueltan polen que puede dejar la piel sensible roja y con comezón.',
          'Muchas familias trabajan al aire libre, en el campo, en jardines y en la construcción, así que la exposición al sol se acumula por décadas.',
        ],
        servedAreas: [
          {
            name: 'La Misión de Socorro y el Mission Trail',
            description:
              'Las casas a lo largo de Socorro Road alrededor de la histórica misión, el corazón del pueblo antiguo.',
          },
          {
            name: 'Avenida Alameda y North Loop',
            description: 'Las colonias del valle a lo largo de la avenida Alameda y de North Loop Drive.',
          },
          {
            name: 'San Elizario y el Lower Valley',
            description:
              'Nuestros vecinos más abajo por el Mission Trail, en San Elizario y en las comunidades agrícolas que siguen.',
          },
        ],
        whyChoose: [
          {
            title: 'Suave con la piel sensible del valle',
            description:
              'El polen y el polvo del campo pueden dejar la piel reactiva, así que elegimos productos calmantes y hacemos una prueba en un área pequeña cuando hace falta.',
          },
          {
            title: 'Sin prisas y con trato personal',
            description: `${site.owner.name} se toma el tiempo de explicarle cada paso, y recibe con gusto a mamás, hijas y abuelas que hacen su cita juntas.`,
          },
          {
            title: 'Fácil para empezar',
            description: `Consulta de cortesía y opciones de financiamiento, a unos ${timeCount('es', socorroDrive)} en carro desde Socorro.`,
          },
        ],
      },
    },
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        en: {
          subtitle: 'Soothing hydration for valley skin',
          description:
            'Valley skin swings between humid monsoon weeks, pollen season along the canals and dry, heated winters. A HydraFacial is gentle enough for reactive skin: it cleans out pollen and dust, then calms and hydrates, with no peeling or redness.',
          summary: `A ${minutesAdjective('en', hydrafacialLength)} HydraFacial for Socorro: gently clears pollen and valley dust, then calms and hydrates skin that swings from monsoon to dry winter.`,
          benefits: [
            {
              title: 'Calms pollen-season skin',
              description:
                'Cottonwood and crop pollen along the canals leaves skin irritated; soothing serums and no scrubbing help it settle.',
            },
            {
              title: 'Steady through the seasons',
              description:
                'The serum mix changes with the season, lighter for monsoon weeks and richer for dry, heater-warm winters.',
            },
            {
              title: 'Glowing for family occasions',
              description:
                'No downtime, so it is an easy choice before weddings, baptisms and gatherings at the mission.',
            },
          ],
          imageAlt: 'Illustration of cottonwood-lined fields in the Rio Grande valley under a soft sun',
        },
        es: {
          subtitle: 'Hidratación calmante para la piel del valle',
          description:
            'La piel del valle pasa de las semanas húmedas del monzón a la temporada de polen junto a los canales y a los inviernos secos con calefacción. Un HydraFacial es lo bastante suave para la piel reactiva: limpia el polen y el polvo, y luego calma e hidrata, sin descamación ni enrojecimiento.',
          summary: `Un HydraFacial ${minutesAdjective('es', hydrafacialLength)} para Socorro: limpia con suavidad el polen y el polvo del valle, y luego calma e hidrata una piel que pasa del monzón al invierno seco.`,
          benefits: [
            {
              title: 'Calma la piel en temporada de polen',
              description:
                'El polen de los álamos y de los cultivos junto a los canales irrita la piel; los sérums calmantes, sin tallar, la ayudan a calmarse.',
            },
            {
              title: 'Estable en cada temporada',
              description:
                'La mezcla de sérums cambia con la temporada: más ligera en las semanas de monzón y más nutritiva en los inviernos secos de calefacción.',
            },
            {
              title: 'Radiante para las fiestas familiares',
              description:
                'Sin tiempo de recuperación, así que es una elección fácil antes de bodas, bautizos y reuniones en la misión.',
            },
          ],
          imageAlt: 'Ilustración de campos con álamos en el valle del Río Bravo bajo un sol suave',
        },
      },
      'anti-aging-facial': {
        en: {
          subtitle: 'Firming care for a lifetime of valley sun',
          description: `Decades of outdoor work, in fields, yards and on job sites, leave their mark as sun spots, deeper lines and looser skin. This ${minutesAdjective('en', antiAgingLength)} facial uses gentle exfoliation, lifting massage and peptide and antioxidant serums to help mature skin look brighter and firmer. Individual results vary.`,
          summary: `A ${minutesAdjective('en', antiAgingLength)} Anti-Aging Facial for Socorro: gentle exfoliation, lifting massage and peptides for mature skin after years of outdoor valley sun.`,
          benefits: [
            {
              title: 'Brightens years of sun',
              description:
                'Gentle exfoliation and antioxidants help fade the look of sun spots from years of outdoor work.',
            },
            {
              title: 'Kind to mature skin',
              description:
                'No harsh peels: we pick the strength for thinner, more sensitive skin and explain every step.',
            },
            {
              title: 'Shared across generations',
              description:
                'A favorite gift between mothers and daughters, and a gentle first facial for clients in their sixties and seventies.',
            },
          ],
          imageAlt: 'Illustration of warm light over the Mission Trail and valley fields near Socorro',
        },
        es: {
          subtitle: 'Cuidado reafirmante para toda una vida bajo el sol del valle',
          description: `Décadas de trabajo al aire libre, en el campo, en jardines y en obras, dejan su huella en manchas de sol, líneas más marcadas y una piel más flácida. Este facial ${minutesAdjective('es', antiAgingLength)} usa una exfoliación suave, masaje reafirmante y sérums de péptidos y antioxidantes para que la piel madura se vea más luminosa y firme. Los resultados varían de persona a persona.`,
          summary: `Un facial antiedad ${minutesAdjective('es', antiAgingLength)} para Socorro: exfoliación suave, masaje reafirmante y péptidos para la piel madura después de años bajo el sol del valle.`,
          benefits: [
            {
              title: 'Ilumina años de sol',
              description:
                'La exfoliación suave y los antioxidantes ayudan a disimular las manchas de sol de tantos años de trabajo al aire libre.',
            },
            {
              title: 'Amable con la piel madura',
              description:
                'Nada de peelings agresivos: elegimos la intensidad adecuada para una piel más delgada y sensible, y le explicamos cada paso.',
            },
            {
              title: 'Para compartir entre generaciones',
              description:
                'Un regalo favorito entre mamás e hijas, y un primer facial suave para clientas de sesenta y setenta años.',
            },
          ],
          imageAlt: 'Ilustración de luz cálida sobre el Mission Trail y los campos del valle cerca de Socorro',
        },
      },
      'deep-cleansing-facial': {
        en: {
          subtitle: 'A clean slate after dusty field seasons',
          description: `When fields are tilled and spring winds blow, fine valley dust and sweat settle into pores, especially for anyone working outdoors. This ${minutesAdjective('en', deepCleansingLength)} facial softens congestion with steam, clears it with careful extractions and finishes with a calming, clarifying mask.`,
          summary: `A ${minutesAdjective('en', deepCleansingLength)} Deep Cleansing Facial for Socorro: steam and careful extractions clear field dust, sweat and congestion, with a calming finish.`,
          benefits: [
            {
              title: 'Clears field and road dust',
              description:
                'Tilling season and spring winds fill pores with fine valley soil; steam and extractions clear it thoroughly.',
            },
            {
              title: 'Made for outdoor workers',
              description:
                'Hats, sweat and heavy sunscreen trap oil along the hairline and jaw; we pay special attention there.',
            },
            {
              title: 'Calm, not raw',
              description:
                'A soothing mask follows extractions, so pollen-sensitive skin leaves clear rather than red.',
            },
          ],
          imageAlt: 'Illustration of a breezy spring sky over plowed fields near Socorro',
        },
        es: {
          subtitle: 'Borrón y cuenta nueva después de las temporadas de polvo',
          description: `Cuando se trabajan los campos y soplan los vientos de primavera, el polvo fino del valle y el sudor se asientan en los poros, sobre todo si usted trabaja al aire libre. Este facial ${minutesAdjective('es', deepCleansingLength)} suaviza la congestión con vapor, la limpia con extracciones cuidadosas y termina con una mascarilla calmante y purificante.`,
          summary: `Un facial de limpieza profunda ${minutesAdjective('es', deepCleansingLength)} para Socorro: el vapor y las extracciones cuidadosas limpian el polvo del campo, el sudor y la congestión, con un final calmante.`,
          benefits: [
            {
              title: 'Limpia el polvo del campo y del camino',
              description:
                'La temporada de preparar la tierra y los vientos de primavera llenan los poros de tierra fina del valle; el vapor y las extracciones la limpian a fondo.',
            },
            {
              title: 'Pensado para quienes trabajan al aire libre',
              description:
                'Las gorras, el sudor y el protector solar grueso atrapan grasa en el nacimiento del cabello y en la mandíbula; ahí ponemos especial atención.',
            },
            {
              title: 'Calma, no irritación',
              description:
                'Después de las extracciones viene una mascarilla calmante, para que la piel sensible al polen salga limpia y no roja.',
            },
          ],
          imageAlt: 'Ilustración de un cielo de primavera con viento sobre campos arados cerca de Socorro',
        },
      },
    },
  }),
];

export type ServiceArea = { name: string; slug: string };

/** The areas served beyond the studio's city, in display order. */
export const serviceAreas: readonly ServiceArea[] = locations.map(({ name, slug }) => ({ name, slug }));

/** The area names, for sentences such as "also serving Horizon City, Eastlake, Socorro". */
export const areaNames: readonly string[] = serviceAreas.map((a) => a.name);

/** The one way to build an area's URL; with no slug, the page that lists every area. */
export function locationPath(slug?: string): string {
  return slug ? `/locations/${slug}` : '/locations';
}
