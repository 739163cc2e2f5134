/**
 * Facial Treatments: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import { atLeast } from '@/lib/format/prices';
import { timeTaken } from '@/lib/format/durations';
import { lengths } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const facialTreatments = defineService(
  {
    slug: 'facial-treatments',
    duration: lengths.facialTreatments,
    medical: false,
    menu: { category: 'facials', order: 4 },
    page: {
      heroArtwork: 'services/facial-treatments-hero',
      related: ['hydrafacial', 'deep-cleansing-facial', 'anti-aging-facial'],
      videos: ['facialTechniques', 'consultation'],
    },
  },
  (service) => {
    const en = {
      name: 'Facial Treatments',
      summary: 'Hydrating, deep-pore, anti-aging and fully customized facials, chosen for your skin on the day.',
      page: {
        headline: 'Facial Treatments in El Paso',
        eyebrow: 'Hydrating, deep-pore, anti-aging and customized facials',
        metaTitle: 'Facial Treatments in El Paso, TX',
        metaDescription: `Hydrating, deep-pore cleansing, anti-aging and fully customized facials in El Paso from a licensed esthetician with ${atLeast('en', site.claims.yearsExperience)} years of experience, chosen for your skin on the day.`,
        keywords: [
          'facials El Paso',
          'customized facial',
          'hydrating facial',
          'facial treatments',
          'esthetician El Paso',
        ],
        intro: `Not sure which facial you need? You do not have to be. ${site.owner.name} has ${atLeast('en', site.claims.yearsExperience)} years of reading skin, and every facial here starts with a look at yours, then combines cleansing, exfoliation, massage and masks into the treatment it needs that day.`,
        bookingTitle: 'Book Your Facial Treatment',
        idealFor: ['First facials', 'Changing skin', 'Combination skin', 'Monthly maintenance'],
        benefits: [
          {
            title: 'Hydrating facial',
            description: 'Layers of humectants and a cooling mask for skin that feels tight after a windy day.',
          },
          {
            title: 'Deep pore cleansing',
            description: 'Steam and careful extractions for congestion, blackheads and an oily T-zone.',
          },
          {
            title: 'Anti-aging care',
            description: 'Peptides, antioxidants and lifting massage for fine lines and loss of firmness.',
          },
          {
            title: 'Fully customized',
            description: 'Dermaplaning, a light peel or LED can be folded in when your skin will benefit.',
          },
        ],
        process: [
          {
            title: 'Consultation',
            description: 'We talk about your routine, your goals and anything your skin has reacted to before.',
          },
          {
            title: 'Skin reading',
            description: 'Under magnification we check hydration, oil, sensitivity and sun damage.',
          },
          {
            title: 'Your treatment',
            description: 'Cleanse, exfoliate, treat, massage and mask, each step chosen for what we found.',
          },
          {
            title: 'Home plan',
            description: `Simple product advice, SPF 30 or higher, and when to come back, usually ${visitFacts.en.facialInterval}.`,
          },
        ],
        areas: {
          eyebrow: 'Skin concerns',
          title: 'Skin concerns we treat',
          intro: 'A facial can be pointed at almost any everyday concern.',
          cards: [
            {
              title: 'Dryness and dehydration',
              description: 'Tightness, flaking and fine dehydration lines from low humidity.',
            },
            { title: 'Congestion and breakouts', description: 'Blackheads, clogged pores and occasional blemishes.' },
            { title: 'Uneven tone', description: 'Dullness and sun spots from year-round West Texas sun.' },
            { title: 'Sensitivity', description: 'Redness-prone skin that needs gentle, fragrance-free products.' },
          ],
        },
        faqs: [
          {
            question: 'How long is a facial?',
            answer: `Plan ${timeTaken('en', service.duration)} depending on the facial, and ${visitFacts.en.firstFacial} for your first one so there is time for the consultation.`,
          },
          {
            question: 'How often should I get a facial?',
            answer: `Monthly, or ${visitFacts.en.facialInterval}, is the usual recommendation, because that is roughly how long skin takes to renew itself.`,
          },
          {
            question: 'Which facial is right for me?',
            answer:
              'You can simply book a facial treatment and we will choose on the day. If you already know your concern, the HydraFacial, Deep Cleansing and Anti-Aging pages describe those facials in detail.',
          },
          {
            question: 'What should I do before my appointment?',
            answer:
              'Stop retinoids and strong exfoliants two days before, come with a clean face if you can, and tell us about any new medication.',
          },
          {
            question: 'Do you offer chemical peels and dermaplaning?',
            answer: `Yes, either on their own or inside a customized facial. Light peels are usually repeated ${visitFacts.en.peels.lightInterval}. Medium-depth peels are done by ${visitFacts.en.peels.mediumBy}, ${visitFacts.en.peels.mediumInterval}.`,
          },
        ],
        closing: {
          title: 'Let your skin choose the facial',
          text: 'Book a facial treatment, or a complimentary consultation, and we will build it around your skin.',
        },
      },
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'Tratamientos faciales',
      article: 'los',
      summary:
        'Faciales hidratantes, de limpieza de poros, antiedad y totalmente personalizados, elegidos para su piel el día de su cita.',
      page: {
        headline: 'Tratamientos faciales en El Paso',
        eyebrow: 'Faciales hidratantes, de limpieza de poros, antiedad y personalizados',
        metaTitle: 'Tratamientos faciales en El Paso, TX',
        metaDescription: `Faciales hidratantes, de limpieza profunda de poros, antiedad y totalmente personalizados en El Paso, con una esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia, elegidos para su piel el día de su cita.`,
        keywords: [
          'faciales El Paso',
          'facial personalizado',
          'facial hidratante',
          'tratamientos faciales',
          'esteticista en El Paso',
        ],
        intro: `¿No sabe qué facial necesita? No tiene por qué saberlo. ${site.owner.name} lleva ${atLeast('es', site.claims.yearsExperience)} años cuidando y analizando la piel, y aquí cada facial empieza con una revisión de la suya; luego combina limpieza, exfoliación, masaje y mascarillas en el tratamiento que su piel necesita ese día.`,
        bookingTitle: 'Agende su tratamiento facial',
        idealFor: ['Primer facial', 'Piel que está cambiando', 'Piel mixta', 'Mantenimiento mensual'],
        benefits: [
          {
            title: 'Facial hidratante',
            description:
              'Capas de humectantes y una mascarilla refrescante para la piel que se siente tirante después de un día de viento.',
          },
          {
            title: 'Limpieza profunda de poros',
            description: 'Vapor y extracciones cuidadosas para la congestión, los puntos negros y la zona T grasosa.',
          },
          {
            title: 'Cuidado antiedad',
            description:
              'Péptidos, antioxidantes y un masaje de efecto lifting para las líneas finas y la pérdida de firmeza.',
          },
          {
            title: 'Totalmente personalizado',
            description:
              'Podemos incluir dermaplaning, un peeling ligero o luz LED cuando su piel se vaya a beneficiar.',
          },
        ],
        process: [
          {
            title: 'Consulta',
            description:
              'Platicamos de su rutina, de sus metas y de cualquier cosa a la que su piel haya reaccionado antes.',
          },
          {
            title: 'Análisis de la piel',
            description: 'Con aumento revisamos la hidratación, la grasa, la sensibilidad y el daño por el sol.',
          },
          {
            title: 'Su tratamiento',
            description:
              'Limpieza, exfoliación, tratamiento, masaje y mascarilla, cada paso elegido según lo que encontramos.',
          },
          {
            title: 'Plan para casa',
            description: `Consejos sencillos de productos, protector solar FPS 30 o más y cuándo regresar, por lo general ${visitFacts.es.facialInterval}.`,
          },
        ],
        areas: {
          eyebrow: 'Problemas de la piel',
          title: 'Problemas de la piel que tratamos',
          intro: 'Un facial se puede enfocar en casi cualquier preocupación del día a día.',
          cards: [
            {
              title: 'Resequedad y deshidratación',
              description: 'Tirantez, descamación y líneas finas de deshidratación por la baja humedad.',
            },
            { title: 'Congestión y brotes', description: 'Puntos negros, poros tapados y granitos de vez en cuando.' },
            {
              title: 'Tono disparejo',
              description: 'Piel opaca y manchas por el sol del oeste de Texas, que brilla todo el año.',
            },
            {
              title: 'Sensibilidad',
              description: 'Piel propensa al enrojecimiento, que necesita productos suaves y sin fragancia.',
            },
          ],
        },
        faqs: [
          {
            question: '¿Cuánto dura un facial?',
            answer: `La cita dura ${timeTaken('es', service.duration)}, según el facial; el primero dura ${visitFacts.es.firstFacial}, para que haya tiempo para la consulta.`,
          },
          {
            question: '¿Cada cuánto debo hacerme un facial?',
            answer: `Lo que se recomienda normalmente es una vez al mes, o ${visitFacts.es.facialInterval}, porque es más o menos lo que tarda la piel en renovarse.`,
          },
          {
            question: '¿Qué facial es el indicado para mí?',
            answer:
              'Puede simplemente agendar un tratamiento facial y lo elegimos ese día. Si ya sabe qué le preocupa, las páginas del HydraFacial, del facial de limpieza profunda y del facial antiedad describen esos faciales en detalle.',
          },
          {
            question: '¿Qué debo hacer antes de mi cita?',
            answer:
              'Deje los retinoides y los exfoliantes fuertes dos días antes, venga con la cara limpia si puede y avísenos de cualquier medicamento nuevo.',
          },
          {
            question: '¿Ofrecen peelings químicos y dermaplaning?',
            answer: `Sí, solos o como parte de un facial personalizado. Los peelings ligeros se repiten por lo general ${visitFacts.es.peels.lightInterval}. Los peelings de profundidad media los realiza ${visitFacts.es.peels.mediumBy}, ${visitFacts.es.peels.mediumInterval}.`,
          },
        ],
        closing: {
          title: 'Deje que su piel elija el facial',
          text: 'Agende un tratamiento facial, o una consulta de cortesía, y lo adaptamos a su piel.',
        },
      },
    };

    return { en, es };
  },
);
