/**
 * Deep Cleansing Facial: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { visitFacts } from '@/content/visit-facts';
import { timeAdjective, timeTaken } from '@/lib/format/durations';
import { lengths } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const deepCleansingFacial = defineService(
  {
    slug: 'deep-cleansing-facial',
    duration: lengths.deepCleansingFacial,
    medical: false,
    menu: { category: 'facials', order: 3 },
    homeCard: { tab: 'facials', order: 2, image: 'home/service-deep-cleansing' },
    page: {
      heroArtwork: 'services/deep-cleansing-facial-hero',
      related: ['hydrafacial', 'facial-treatments', 'anti-aging-facial'],
      videos: ['facialTechniques', 'skincareEducation'],
    },
  },
  (service) => {
    /** The appointment's length, from the catalog. */
    const length = service.duration;

    const en = {
      name: 'Deep Cleansing Facial',
      summary:
        'Steam, careful extractions and a clarifying mask that clear congested pores without stripping the skin.',
      homeCard:
        'Steam, careful extractions and a clarifying mask that clear congested pores and dust-clogged skin without stripping it.',
      page: {
        headline: 'Deep Cleansing Facial in El Paso',
        eyebrow: `${timeAdjective('en', length)} pore-clearing facial`,
        metaTitle: 'Deep Cleansing Facial in El Paso, TX',
        metaDescription: `A ${timeAdjective('en', length)} deep cleansing facial in El Paso: steam, careful extractions and a clarifying mask that clear blackheads and congested pores without stripping dry desert skin.`,
        keywords: [
          'deep cleansing facial El Paso',
          'extractions facial',
          'blackheads facial',
          'pore cleansing',
          'acne facial',
        ],
        intro: `Dust, sunscreen and heat-day sweat settle into pores. This ${timeAdjective('en', length)} facial clears them properly, with steam, skilled extractions and a clarifying mask, then puts moisture back so your skin feels clean rather than tight.`,
        bookingTitle: 'Book Your Deep Cleansing Facial',
        idealFor: ['Blackheads', 'Congested pores', 'Oily T-zone', 'Occasional breakouts'],
        benefits: [
          {
            title: 'Clear pores',
            description: 'Softening steam and gentle, hygienic extractions remove blackheads and trapped debris.',
          },
          {
            title: 'Calmer breakouts',
            description: 'A clarifying mask with clay and soothing botanicals helps settle active spots and redness.',
          },
          {
            title: 'Balanced oil',
            description: 'Lightweight hydration teaches oily areas they do not need to overproduce in our dry air.',
          },
          {
            title: 'Smoother texture',
            description: 'Exfoliation lifts rough, flaky patches so makeup and SPF sit evenly again.',
          },
        ],
        process: [
          {
            title: 'Cleanse and assess',
            description: 'A double cleanse, then a close look at where congestion sits and how reactive your skin is.',
          },
          {
            title: 'Steam and exfoliate',
            description:
              'Warm steam and a gentle exfoliant soften the contents of pores for easier, kinder extractions.',
          },
          {
            title: 'Extractions',
            description: 'Careful manual extractions with sterile tools, never squeezing harder than the skin allows.',
          },
          {
            title: 'Clarify and hydrate',
            description: 'A clarifying mask, a calming serum, oil-free moisture and SPF 30 or higher to finish.',
          },
        ],
        areas: {
          title: 'Where congestion usually hides',
          intro: 'We spend the most time where pores are largest and busiest.',
          cards: [
            {
              title: 'Nose and T-zone',
              description: 'Blackheads and visible pores across the nose, forehead and chin.',
            },
            {
              title: 'Chin and jawline',
              description: 'Clogged pores and hormonal breakouts that sit along the lower face.',
            },
            { title: 'Cheeks', description: 'Rough patches and small bumps from sunscreen, makeup and dust.' },
            {
              title: 'Upper back and chest',
              description: 'Available as an add-on when breakouts show up beyond the face.',
            },
          ],
        },
        faqs: [
          {
            question: 'How long is a Deep Cleansing Facial?',
            answer: `About ${timeTaken('en', length)}, including a short skin consultation before we start.`,
          },
          {
            question: 'Do extractions hurt?',
            answer:
              'You may feel pressure, and a few stubborn spots can sting briefly. Steam and gentle technique keep it comfortable, and we stop whenever you ask.',
          },
          {
            question: 'Will my skin be red afterwards?',
            answer:
              'Some pinkness around extracted areas is normal and usually fades within a few hours. Skip makeup for the rest of the day if you can.',
          },
          {
            question: 'How often should I have one?',
            answer: `A facial ${visitFacts.en.facialInterval} keeps congestion under control for most people. Teens and very oily skin types sometimes start with a shorter interval.`,
          },
          {
            question: 'Is it suitable for acne?',
            answer:
              'It helps with blackheads and occasional breakouts. For persistent or cystic acne we build a treatment plan, and we will tell you honestly if a dermatologist should see you.',
          },
        ],
        closing: {
          title: 'Ready for truly clean skin?',
          text: 'Book a Deep Cleansing Facial and leave with clear pores and a routine that keeps them that way.',
        },
        areaPage: {
          badge: 'Top Rated',
        },
      },
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'Facial de limpieza profunda',
      article: 'el',
      summary:
        'Vapor, extracciones cuidadosas y una mascarilla purificante que destapan los poros sin resecar la piel.',
      homeCard:
        'Vapor, extracciones cuidadosas y una mascarilla purificante que destapan los poros congestionados y la piel llena de polvo, sin resecarla.',
      page: {
        headline: 'Facial de limpieza profunda en El Paso',
        eyebrow: `Facial ${timeAdjective('es', length)} para destapar los poros`,
        metaTitle: 'Facial de limpieza profunda en El Paso, TX',
        metaDescription: `Un facial de limpieza profunda ${timeAdjective('es', length)} en El Paso: vapor, extracciones cuidadosas y una mascarilla purificante que eliminan los puntos negros y destapan los poros sin resecar la piel del desierto.`,
        keywords: [
          'facial de limpieza profunda El Paso',
          'facial con extracciones',
          'facial para puntos negros',
          'limpieza de poros',
          'facial para el acné',
        ],
        intro: `El polvo, el protector solar y el sudor de los días de calor se quedan en los poros. Este facial ${timeAdjective('es', length)} los limpia como se debe, con vapor, extracciones hechas con técnica y una mascarilla purificante, y después le devuelve la humedad para que su piel se sienta limpia y no tirante.`,
        bookingTitle: 'Agende su facial de limpieza profunda',
        idealFor: ['Puntos negros', 'Poros tapados', 'Zona T grasosa', 'Brotes de vez en cuando'],
        benefits: [
          {
            title: 'Poros limpios',
            description:
              'El vapor suaviza la piel y las extracciones, suaves e higiénicas, retiran los puntos negros y las impurezas atrapadas.',
          },
          {
            title: 'Brotes más calmados',
            description:
              'Una mascarilla purificante de arcilla con extractos botánicos suavizantes ayuda a calmar los granitos activos y el enrojecimiento.',
          },
          {
            title: 'Grasa equilibrada',
            description:
              'Una hidratación ligera les enseña a las zonas grasosas que no necesitan producir de más en nuestro aire seco.',
          },
          {
            title: 'Textura más lisa',
            description:
              'La exfoliación retira las zonas ásperas y escamosas para que el maquillaje y el protector solar vuelvan a quedar parejos.',
          },
        ],
        process: [
          {
            title: 'Limpieza y evaluación',
            description:
              'Una doble limpieza y luego una revisión detallada de dónde está la congestión y qué tan reactiva es su piel.',
          },
          {
            title: 'Vapor y exfoliación',
            description:
              'El vapor tibio y un exfoliante suave ablandan el contenido de los poros para que las extracciones sean más fáciles y delicadas.',
          },
          {
            title: 'Extracciones',
            description:
              'Extracciones manuales cuidadosas con instrumentos esterilizados, sin apretar nunca más de lo que la piel permite.',
          },
          {
            title: 'Purificación e hidratación',
            description:
              'Una mascarilla purificante, un sérum calmante, humectante sin aceite y protector solar FPS 30 o más para terminar.',
          },
        ],
        areas: {
          title: 'Dónde suele esconderse la congestión',
          intro: 'Dedicamos más tiempo donde los poros son más grandes y activos.',
          cards: [
            {
              title: 'Nariz y zona T',
              description: 'Puntos negros y poros visibles en la nariz, la frente y la barbilla.',
            },
            {
              title: 'Barbilla y mandíbula',
              description: 'Poros tapados y brotes hormonales en la parte baja del rostro.',
            },
            {
              title: 'Mejillas',
              description: 'Zonas ásperas y granitos pequeños por el protector solar, el maquillaje y el polvo.',
            },
            {
              title: 'Parte alta de la espalda y pecho',
              description: 'Disponible como complemento cuando los brotes aparecen más allá del rostro.',
            },
          ],
        },
        faqs: [
          {
            question: '¿Cuánto dura un facial de limpieza profunda?',
            answer: `La cita dura ${timeTaken('es', length)}, con una breve consulta de la piel antes de empezar.`,
          },
          {
            question: '¿Duelen las extracciones?',
            answer:
              'Puede sentir presión, y algunos puntos difíciles pueden arder un momento. El vapor y una técnica suave lo hacen llevadero, y paramos cuando usted lo pida.',
          },
          {
            question: '¿Se me va a poner roja la piel?',
            answer:
              'Es normal un poco de enrojecimiento donde hicimos extracciones, y por lo general se quita en unas horas. Si puede, no se maquille el resto del día.',
          },
          {
            question: '¿Cada cuánto debo hacérmelo?',
            answer: `Un facial ${visitFacts.es.facialInterval} mantiene la congestión bajo control en la mayoría de las personas. Los adolescentes y las pieles muy grasosas a veces empiezan con visitas más seguidas.`,
          },
          {
            question: '¿Sirve para el acné?',
            answer:
              'Ayuda con los puntos negros y los brotes ocasionales. Para el acné persistente o quístico hacemos un plan de tratamiento, y le diremos con honestidad si le conviene consultar a un dermatólogo.',
          },
        ],
        closing: {
          title: '¿Quiere una piel limpia de verdad?',
          text: 'Agende un facial de limpieza profunda y salga con los poros limpios y una rutina para mantenerlos así.',
        },
        areaPage: {
          badge: 'Muy bien calificado',
        },
      },
    };

    return { en, es };
  },
);
