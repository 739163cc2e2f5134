import { site } from '@/content/site';
import { services } from '@/content/services';
import { minutes, timeAdjective, timeCount } from '@/lib/format/durations';
import { defineLocation } from './types';

/** The drive time, which the why-choose copy also states. */
const socorroDrive = minutes(20, 25);

export const socorro = defineLocation({
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
        'Many Socorro families drive up I-10 or Loop 375 each day to work and classes in Eastlake and central El Paso, and spend weekends at school games and along the Mission Trail, so everyday sun adds up over the years.',
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
          description: `${site.claims.consultation.en} and ${site.claims.financing.en.toLowerCase()}, a ${timeAdjective('en', socorroDrive)} drive from Socorro.`,
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
        'Muchas familias de Socorro manejan a diario por la I-10 o el Loop 375 rumbo al trabajo y a clases en Eastlake y en el centro de El Paso, y pasan los fines de semana en los partidos de la escuela y a lo largo del Mission Trail, así que el sol de todos los días se acumula con los años.',
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
          description: `${site.claims.consultation.es} y ${site.claims.financing.es.toLowerCase()}, a unos ${timeCount('es', socorroDrive)} en carro desde Socorro.`,
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
        summary: `A ${timeAdjective('en', services.hydrafacial.duration)} HydraFacial for Socorro: gently clears pollen and valley dust, then calms and hydrates skin that swings from monsoon to dry winter.`,
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
        summary: `Un HydraFacial ${timeAdjective('es', services.hydrafacial.duration)} para Socorro: limpia con suavidad el polen y el polvo del valle, y luego calma e hidrata una piel que pasa del monzón al invierno seco.`,
        benefits: [
          {
            title: 'Calma la piel en temporada de polen',
            description:
              'El polen de los álamos y de los cultivos junto a los canales irrita la piel; los sérums calmantes, sin tallar, le bajan la irritación.',
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
        description: `Decades of valley sun, on the daily commute, at school games and, for many, at outdoor work, leave their mark as sun spots, deeper lines and looser skin. This ${timeAdjective('en', services['anti-aging-facial'].duration)} facial uses gentle exfoliation, lifting massage and peptide and antioxidant serums to help mature skin look brighter and firmer. Individual results vary.`,
        summary: `A ${timeAdjective('en', services['anti-aging-facial'].duration)} Anti-Aging Facial for Socorro: gentle exfoliation, lifting massage and peptides for mature skin after years of valley sun.`,
        benefits: [
          {
            title: 'Brightens years of sun',
            description:
              'Gentle exfoliation and antioxidants help fade the look of sun spots left by everyday valley sun, year after year.',
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
        description: `Décadas de sol del valle, en los trayectos diarios, en los partidos de la escuela y, para muchos, en el trabajo al aire libre, dejan su huella en manchas de sol, líneas más marcadas y una piel más flácida. Este facial ${timeAdjective('es', services['anti-aging-facial'].duration)} usa una exfoliación suave, masaje reafirmante y sérums de péptidos y antioxidantes para que la piel madura se vea más luminosa y firme. Los resultados varían de persona a persona.`,
        summary: `Un facial antiedad ${timeAdjective('es', services['anti-aging-facial'].duration)} para Socorro: exfoliación suave, masaje reafirmante y péptidos para la piel madura después de años bajo el sol del valle.`,
        benefits: [
          {
            title: 'Ilumina años de sol',
            description:
              'La exfoliación suave y los antioxidantes ayudan a disimular las manchas que deja el sol de todos los días en el valle, año tras año.',
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
        description: `When fields are tilled and spring winds blow, fine valley dust and sweat settle into pores, even on days spent between home, school and the car. This ${timeAdjective('en', services['deep-cleansing-facial'].duration)} facial softens congestion with steam, clears it with careful extractions and finishes with a calming, clarifying mask.`,
        summary: `A ${timeAdjective('en', services['deep-cleansing-facial'].duration)} Deep Cleansing Facial for Socorro: steam and careful extractions clear field dust, sweat and congestion, with a calming finish.`,
        benefits: [
          {
            title: 'Clears field and road dust',
            description:
              'Tilling season and spring winds fill pores with fine valley soil; steam and extractions clear it thoroughly.',
          },
          {
            title: 'Care where caps and sunscreen sit',
            description:
              'Caps, sweat and heavy sunscreen, after a long drive or an afternoon at a game, trap oil along the hairline and jaw; we pay special attention there.',
          },
          {
            title: 'Calm, not raw',
            description: 'A soothing mask follows extractions, so pollen-sensitive skin leaves clear rather than red.',
          },
        ],
        imageAlt: 'Illustration of a breezy spring sky over plowed fields near Socorro',
      },
      es: {
        subtitle: 'Borrón y cuenta nueva después de las temporadas de polvo',
        description: `Cuando se trabajan los campos y soplan los vientos de primavera, el polvo fino del valle y el sudor se asientan en los poros, aunque usted pase el día entre la casa, la escuela y el carro. Este facial ${timeAdjective('es', services['deep-cleansing-facial'].duration)} suaviza la congestión con vapor, la limpia con extracciones cuidadosas y termina con una mascarilla calmante y purificante.`,
        summary: `Un facial de limpieza profunda ${timeAdjective('es', services['deep-cleansing-facial'].duration)} para Socorro: el vapor y las extracciones cuidadosas limpian el polvo del campo, el sudor y la congestión, con un final calmante.`,
        benefits: [
          {
            title: 'Limpia el polvo del campo y del camino',
            description:
              'La temporada de preparar la tierra y los vientos de primavera llenan los poros de tierra fina del valle; el vapor y las extracciones la sacan a fondo.',
          },
          {
            title: 'Cuidado donde quedan la gorra y el protector solar',
            description:
              'Las gorras, el sudor y el protector solar grueso, después de un trayecto largo o de una tarde de partido, atrapan grasa en el nacimiento del cabello y en la mandíbula; ahí ponemos especial atención.',
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
});
