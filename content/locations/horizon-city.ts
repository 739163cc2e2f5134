import { site } from '@/content/site';
import { services } from '@/content/services';
import { minutes, timeAdjective, timeTaken } from '@/lib/format/durations';
import { defineLocation } from './types';
import { atLeast } from '@/lib/format/prices';
import { capitalized } from '@/lib/format/locale';

export const horizonCity = defineLocation({
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
          title: `${atLeast('en', site.claims.yearsExperience)} years of hands-on skill`,
          description: `${site.owner.name} performs your facial herself and adjusts it to how your skin looks that day.`,
        },
        {
          title: 'Worth the short drive',
          description: `${site.claims.consultation.en}, weekday evening and Saturday appointments, and skin that looks calm by the time you are home.`,
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
          title: `${capitalized(atLeast('es', site.claims.yearsExperience))} años de experiencia`,
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
        description: `Up on the mesa, spring winds and open desert leave skin tight, flaky and dusted with fine grit. A HydraFacial lifts that grit from the pores and floods the skin with hyaluronic serums in ${timeTaken('en', services.hydrafacial.duration)}, with no downtime before the drive home.`,
        summary: `A ${timeAdjective('en', services.hydrafacial.duration)} HydraFacial for Horizon City: lifts wind-blown dust from pores and restores the moisture dry mesa air takes away, with no downtime.`,
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
        description: `Allá en la meseta, los vientos de primavera y el desierto abierto dejan la piel tirante, escamosa y cubierta de un polvo fino. Un HydraFacial saca ese polvo de los poros y llena la piel de sérums con ácido hialurónico en ${timeTaken('es', services.hydrafacial.duration)}, sin tiempo de recuperación antes de manejar de regreso a casa.`,
        summary: `Un HydraFacial ${timeAdjective('es', services.hydrafacial.duration)} para Horizon City: saca de los poros el polvo que trae el viento y repone la humedad que se lleva el aire seco de la meseta, sin tiempo de recuperación.`,
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
        description: `Horizon City sits higher than most of El Paso, and UV grows stronger with altitude. Years of weekends at ball fields and yard work in that sun show up as fine lines and lost bounce. This ${timeAdjective('en', services['anti-aging-facial'].duration)} facial combines sculpting massage with peptide serums to soften them. Individual results vary.`,
        summary: `A ${timeAdjective('en', services['anti-aging-facial'].duration)} Anti-Aging Facial for Horizon City: sculpting massage and peptide serums for skin marked by high-altitude sun and mesa wind.`,
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
        description: `Horizon City está más alto que la mayor parte de El Paso, y los rayos UV se vuelven más fuertes con la altura. Años de fines de semana en las canchas y de trabajo en el jardín bajo ese sol se notan en líneas finas y en una piel con menos firmeza. Este facial ${timeAdjective('es', services['anti-aging-facial'].duration)} combina masaje modelador con sérums de péptidos para suavizarlas. Los resultados varían de persona a persona.`,
        summary: `Un facial antiedad ${timeAdjective('es', services['anti-aging-facial'].duration)} para Horizon City: masaje modelador y sérums de péptidos para la piel marcada por el sol de altura y el viento de la meseta.`,
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
            description: `Entre las idas a la escuela y el tráfico de la I-10, ${timeTaken('es', services['anti-aging-facial'].duration)} tranquilos de masaje y cuidado de la piel también son parte del beneficio.`,
          },
        ],
        imageAlt: 'Ilustración de cerros del desierto en capas bajo la luz cálida de la tarde cerca de Horizon City',
      },
    },
    'deep-cleansing-facial': {
      en: {
        subtitle: 'Clear pores after dust and ball-field days',
        description: `Between construction dust from new neighborhoods and sweat from long practices in the sun, Horizon City pores work hard. This ${timeAdjective('en', services['deep-cleansing-facial'].duration)} facial uses steam, careful extractions and a clarifying mask to clear them without stripping skin that is already dry.`,
        summary: `A ${timeAdjective('en', services['deep-cleansing-facial'].duration)} Deep Cleansing Facial for Horizon City: steam and careful extractions clear construction dust, sweat and sunscreen build-up.`,
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
        description: `Entre el polvo de construcción de los fraccionamientos nuevos y el sudor de las largas prácticas bajo el sol, los poros en Horizon City trabajan de más. Este facial ${timeAdjective('es', services['deep-cleansing-facial'].duration)} usa vapor, extracciones cuidadosas y una mascarilla purificante para limpiarlos sin resecar una piel que de por sí ya está seca.`,
        summary: `Un facial de limpieza profunda ${timeAdjective('es', services['deep-cleansing-facial'].duration)} para Horizon City: el vapor y las extracciones cuidadosas limpian el polvo de construcción, el sudor y los restos de protector solar.`,
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
});
