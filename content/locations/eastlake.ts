import { site } from '@/content/site';
import { services } from '@/content/services';
import { visitFacts } from '@/content/visit-facts';
import { minutes, timeAdjective, timeTaken } from '@/lib/format/durations';
import { defineLocation } from './types';
import { atLeast } from '@/lib/format/prices';

export const eastlake = defineLocation({
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
          description: `${site.owner.name}, a ${site.owner.title.en.toLowerCase()} with ${atLeast('en', site.claims.yearsExperience)} years of experience, sees you every time. ${site.claims.consultation.en}.`,
        },
      ],
    },
    es: {
      homeCard:
        'Las familias de Eastlake acomodan su HydraFacial y su cuidado antiedad entre las idas a la escuela y el trabajo, con citas entre semana por la tarde.',
      description:
        'Eastlake, en el extremo este de El Paso, es pura actividad: familias jóvenes, trayectos diarios por el Loop 375 y la I-10, y fines de semana de verano en la alberca. Nuestros faciales personalizados se adaptan a ese ritmo.',
      intro:
        'Nuestros clientes de Eastlake vienen por faciales que caben en una agenda llena: resultados sin tiempo de recuperación, citas entre semana por la tarde y los sábados, y tratamientos que contrarrestan el sol del camino diario, el cloro de la alberca y el aire seco del desierto.',
      imageAlt: 'Ilustración del extremo este de El Paso al anochecer, con las montañas a lo lejos',
      distance: { route: 'hacia el oeste por la I-10 o el Loop 375 desde Eastlake Boulevard' },
      climate: [
        'Muchos residentes de Eastlake manejan todos los días por el Loop 375 y la I-10, y en cada trayecto la luz UVA atraviesa las ventanas laterales del carro.',
        'El verano es temporada de albercas públicas y chapoteaderos, donde el cloro y el sol le quitan grasa y agua a la piel al mismo tiempo.',
        `Las tormentas del monzón, de ${visitFacts.es.monsoon}, traen semanas húmedas y pegajosas que por un tiempo vuelven grasosa la piel seca, antes de que la calefacción del invierno la reseque otra vez.`,
      ],
      servedAreas: [
        {
          name: 'Eastlake Boulevard',
          description: 'Los fraccionamientos y centros comerciales a lo largo de Eastlake Boulevard, cerca de la I-10.',
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
          description: `${site.owner.name}, esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia, le atiende cada vez. Su primera consulta es de cortesía.`,
        },
      ],
    },
  },
  services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
  pages: {
    hydrafacial: {
      en: {
        subtitle: `A ${timeAdjective('en', services.hydrafacial.duration)} reset for busy Eastlake schedules`,
        description: `Pool days, school runs and the Loop 375 commute leave little time for skin care. A HydraFacial cleans, exfoliates and hydrates in ${timeTaken('en', services.hydrafacial.duration)} with no redness or peeling, so it fits an evening or a Saturday before a family celebration.`,
        summary: `A ${timeAdjective('en', services.hydrafacial.duration)} HydraFacial for Eastlake: undoes pool chlorine and commuter sun in one visit, with no downtime before work or family plans.`,
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
            description: `${timeTaken('en', services.hydrafacial.duration)} in the chair, with weekday evening and Saturday times so the drive in does not eat into your workday.`,
          },
        ],
        imageAlt: 'Illustration of a bright summer sky over far east El Paso rooftops and desert ridges',
      },
      es: {
        subtitle: `Una cita ${timeAdjective('es', services.hydrafacial.duration)} que cabe en la agenda llena de Eastlake`,
        description: `Los días de alberca, las idas a la escuela y el trayecto por el Loop 375 dejan poco tiempo para cuidarse la piel. Un HydraFacial limpia, exfolia e hidrata en ${timeTaken('es', services.hydrafacial.duration)}, sin enrojecimiento ni descamación, así que cabe en una tarde entre semana o en un sábado antes de una celebración familiar.`,
        summary: `Un HydraFacial ${timeAdjective('es', services.hydrafacial.duration)} para Eastlake: contrarresta el cloro de la alberca y el sol del trayecto diario en una sola visita, sin tiempo de recuperación antes del trabajo o de sus planes en familia.`,
        benefits: [
          {
            title: 'Contrarresta la resequedad de la alberca',
            description:
              'El cloro y el sol del verano le quitan grasa y agua a la piel al mismo tiempo; los sérums de ácido hialurónico le devuelven la suavidad en una sola visita.',
          },
          {
            title: 'Su piel, lista para las fotos el mismo día',
            description:
              'Sin enrojecimiento ni descamación, por eso es el favorito antes de los XV años, las graduaciones y las fotos de fin de año.',
          },
          {
            title: 'Cabe en una tarde o un sábado',
            description: `${timeTaken('es', services.hydrafacial.duration)} en la camilla, con horarios entre semana por la tarde y los sábados, para que el viaje no le quite tiempo a su jornada de trabajo.`,
          },
        ],
        imageAlt:
          'Ilustración de un cielo de verano brillante sobre los techos del extremo este de El Paso y los cerros del desierto',
      },
    },
    'anti-aging-facial': {
      en: {
        subtitle: 'Firming care for daily commuter sun',
        description: `UVA light passes through car side windows, and years of Loop 375 and I-10 drives add up as uneven tone and fine lines, often more on the driver’s side. This ${timeAdjective('en', services['anti-aging-facial'].duration)} facial combines lifting massage, peptides and antioxidants to help skin look firmer and brighter. Individual results vary.`,
        summary: `A ${timeAdjective('en', services['anti-aging-facial'].duration)} Anti-Aging Facial for Eastlake: lifting massage, peptides and antioxidants for skin aged by daily commuter sun through car windows.`,
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
        description: `La luz UVA atraviesa las ventanas laterales del carro, y años de manejar por el Loop 375 y la I-10 se notan en un tono disparejo y en líneas finas, muchas veces más del lado del conductor. Este facial ${timeAdjective('es', services['anti-aging-facial'].duration)} combina masaje reafirmante, péptidos y antioxidantes para que la piel se vea más firme y luminosa. Los resultados varían de persona a persona.`,
        summary: `Un facial antiedad ${timeAdjective('es', services['anti-aging-facial'].duration)} para Eastlake: masaje reafirmante, péptidos y antioxidantes para la piel envejecida por el sol que entra todos los días por las ventanas del carro.`,
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
        description: `When monsoon humidity rolls into far east El Paso, skin that was dry all spring suddenly turns oily and congested. Add sweat from school sports and long days in sunscreen, and pores clog fast. This ${timeAdjective('en', services['deep-cleansing-facial'].duration)} facial clears them with steam, extractions and a clarifying mask.`,
        summary: `A ${timeAdjective('en', services['deep-cleansing-facial'].duration)} Deep Cleansing Facial for Eastlake: clears the congestion of monsoon humidity, school sports and sunscreen with steam and extractions.`,
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
        description: `Cuando la humedad del monzón llega al extremo este de El Paso, la piel que estuvo seca toda la primavera de repente se pone grasosa y congestionada. Súmele el sudor de los deportes escolares y los días largos con protector solar, y los poros se tapan rápido. Este facial ${timeAdjective('es', services['deep-cleansing-facial'].duration)} los limpia con vapor, extracciones y una mascarilla purificante.`,
        summary: `Un facial de limpieza profunda ${timeAdjective('es', services['deep-cleansing-facial'].duration)} para Eastlake: limpia con vapor y extracciones la congestión que dejan la humedad del monzón, los deportes escolares y el protector solar.`,
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
              'Aquí el protector solar diario es indispensable, y una limpieza profesional retira los residuos que la limpieza en casa no alcanza a quitar.',
          },
        ],
        imageAlt: 'Ilustración de nubes de monzón que se juntan sobre los cerros del desierto al este de El Paso',
      },
    },
  },
});
