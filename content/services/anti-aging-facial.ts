/**
 * Anti-Aging Facial: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import { timeAdjective, timeTaken } from '@/lib/format/durations';
import { lengths } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const antiAgingFacial = defineService(
  {
    slug: 'anti-aging-facial',
    duration: lengths.antiAgingFacial,
    medical: false,
    menu: { category: 'facials', order: 2 },
    homeCard: { tab: 'facials', order: 1, image: 'home/service-anti-aging', name: 'Anti-aging Facial' },
    page: {
      heroArtwork: 'services/anti-aging-facial-hero',
      related: ['hydrafacial', 'botox', 'facial-treatments'],
      videos: ['facialTechniques', 'skincareEducation'],
    },
  },
  (service) => {
    /** The appointment's length, from the catalog. */
    const length = service.duration;

    const en = {
      name: 'Anti-Aging Facial',
      summary: 'Firming massage, gentle exfoliation and peptide-rich serums to soften fine lines and restore bounce.',
      homeCard:
        'Lifting massage, gentle exfoliation and peptide serums that soften fine lines and bring back the bounce that strong desert sun wears away.',
      page: {
        headline: 'Anti-Aging Facial in El Paso',
        eyebrow: `${timeAdjective('en', length)} firming facial`,
        metaTitle: 'Anti-Aging Facial in El Paso, TX',
        metaDescription: `A ${timeAdjective('en', length)} anti-aging facial in El Paso: lifting massage, gentle exfoliation and peptide serums that soften fine lines and restore bounce to sun- and wind-tired skin.`,
        keywords: [
          'anti-aging facial El Paso',
          'fine lines facial',
          'firming facial',
          'peptide facial',
          'skincare over 40',
        ],
        intro: `An unhurried ${timeAdjective('en', length)} visit with ${site.owner.name} to soften fine lines, firm and brighten. El Paso's strong sun and dry desert air speed up collagen loss; this facial answers with layered hydration, lifting massage and ingredients chosen for mature skin.`,
        bookingTitle: 'Book Your Anti-Aging Facial',
        idealFor: ['Fine lines', 'Loss of firmness', 'Dull, sun-tired skin', 'Skin over 35'],
        benefits: [
          {
            title: 'Softer fine lines',
            description:
              'Peptide and hyaluronic serums plump the surface so expression lines around the eyes and mouth look softer.',
          },
          {
            title: 'Firmer contours',
            description:
              'A lifting facial massage along the jaw, cheeks and brow wakes up circulation and leaves the face looking rested.',
          },
          {
            title: 'Even, brighter tone',
            description:
              'Gentle enzyme exfoliation lifts dull cells and evens the patchy tone that years of Chihuahuan Desert sun leave behind.',
          },
          {
            title: 'Barrier repair',
            description:
              'Ceramides and a rich finishing cream rebuild the moisture barrier that dry, windy spring days wear down.',
          },
        ],
        process: [
          {
            title: 'Skin analysis',
            description:
              'We look at your skin under magnification, talk about your routine and agree on what matters most to you today.',
          },
          {
            title: 'Cleanse and exfoliate',
            description:
              'A double cleanse, then an enzyme or light acid exfoliation matched to how sensitive your skin is.',
          },
          {
            title: 'Lift and infuse',
            description:
              'Sculpting massage with a peptide serum, followed by a firming mask while your hands and shoulders are treated.',
          },
          {
            title: 'Protect and plan',
            description:
              'Hydration, eye care and SPF 30 or higher, plus a simple home plan for the weeks until your next visit.',
          },
        ],
        areas: {
          title: 'Where this facial focuses',
          intro: 'Every area is treated, with extra time where age shows first.',
          cards: [
            {
              title: 'Eye area',
              description: 'Crow’s feet and under-eye dryness get a dedicated eye treatment and cooling massage.',
            },
            {
              title: 'Forehead and brow',
              description: 'Massage and hydration that soften the look of horizontal lines.',
            },
            {
              title: 'Cheeks and jawline',
              description: 'Lifting strokes that support firmness where volume and definition fade.',
            },
            {
              title: 'Neck and décolleté',
              description: 'Often forgotten and sun-exposed, treated with the same serums as the face.',
            },
          ],
        },
        faqs: [
          {
            question: 'How long does the Anti-Aging Facial take?',
            answer: `Plan for ${timeTaken('en', length)}. That includes a short consultation, the full treatment and time for questions about your home routine.`,
          },
          {
            question: 'How often should I book an anti-aging facial?',
            answer: `Most clients come monthly, or ${visitFacts.en.facialInterval}, which matches how often skin renews itself. We suggest a rhythm at your first visit.`,
          },
          {
            question: 'Is there any downtime?',
            answer:
              'No. Some clients look slightly flushed for an hour; you can go straight back to work. Wear SPF 30 or higher afterwards, as always in El Paso.',
          },
          {
            question: 'Will it replace Botox or fillers?',
            answer:
              'A facial improves texture, hydration and tone; it does not relax muscles or add volume. Many clients combine both, and a nurse injector can talk you through Botox at a complimentary consultation.',
          },
          {
            question: 'When will I see results?',
            answer:
              'Skin looks plumper and brighter the same day. Firmness and tone build over a series of monthly visits. Individual results vary.',
          },
        ],
        closing: {
          title: `Give your skin ${timeTaken('en', length)}`,
          text: 'Book your Anti-Aging Facial, or start with a complimentary consultation if you would like a plan first.',
        },
        areaPage: {
          badge: '5-Star Rated',
          guide: {
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
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'Facial antiedad',
      article: 'el',
      summary:
        'Masaje reafirmante, exfoliación suave y sérums ricos en péptidos que suavizan las líneas finas y le devuelven firmeza a la piel.',
      homeCard:
        'Masaje reafirmante, exfoliación suave y sérums con péptidos que suavizan las líneas finas y le devuelven a la piel la firmeza que el fuerte sol del desierto se lleva.',
      page: {
        headline: 'Facial antiedad en El Paso',
        eyebrow: `Facial reafirmante ${timeAdjective('es', length)}`,
        metaTitle: 'Facial antiedad en El Paso, TX',
        metaDescription: `Un facial antiedad ${timeAdjective('es', length)} en El Paso: masaje de efecto lifting, exfoliación suave y sérums de péptidos que suavizan las líneas finas y le devuelven firmeza a la piel cansada por el sol y el viento.`,
        keywords: [
          'facial antiedad El Paso',
          'facial para líneas finas',
          'facial reafirmante',
          'facial con péptidos',
          'cuidado de la piel después de los 40',
        ],
        intro: `Una visita ${timeAdjective('es', length)} sin prisas con ${site.owner.name} para suavizar las líneas finas, reafirmar e iluminar. El sol fuerte y el aire seco del desierto de El Paso aceleran la pérdida de colágeno; este facial lo contrarresta con capas de hidratación, un masaje de efecto lifting e ingredientes elegidos para la piel madura.`,
        bookingTitle: 'Agende su facial antiedad',
        idealFor: ['Líneas finas', 'Pérdida de firmeza', 'Piel opaca y cansada por el sol', 'Piel de más de 35 años'],
        benefits: [
          {
            title: 'Líneas finas más suaves',
            description:
              'Los sérums de péptidos y ácido hialurónico rellenan la superficie, así que las líneas de expresión alrededor de los ojos y la boca se ven más suaves.',
          },
          {
            title: 'Contornos más firmes',
            description:
              'Un masaje facial de efecto lifting en la mandíbula, las mejillas y la frente activa la circulación y deja el rostro con aspecto descansado.',
          },
          {
            title: 'Tono más parejo y luminoso',
            description:
              'Una exfoliación enzimática suave retira las células opacas y empareja el tono manchado que dejan años de sol del desierto de Chihuahua.',
          },
          {
            title: 'Reparación de la barrera',
            description:
              'Las ceramidas y una crema final nutritiva reconstruyen la barrera de humedad que desgastan los días secos y ventosos de la primavera.',
          },
        ],
        process: [
          {
            title: 'Análisis de la piel',
            description:
              'Revisamos su piel con aumento, platicamos de su rutina y acordamos qué es lo más importante para usted hoy.',
          },
          {
            title: 'Limpieza y exfoliación',
            description:
              'Una doble limpieza y luego una exfoliación enzimática o con un ácido suave, según qué tan sensible sea su piel.',
          },
          {
            title: 'Lifting e infusión',
            description:
              'Un masaje modelador con sérum de péptidos y después una mascarilla reafirmante mientras le damos tratamiento a sus manos y hombros.',
          },
          {
            title: 'Protección y plan',
            description:
              'Hidratación, cuidado del contorno de ojos y protector solar FPS 30 o más, con un plan sencillo para casa hasta su próxima visita.',
          },
        ],
        areas: {
          title: 'En qué se concentra este facial',
          intro: 'Tratamos todas las zonas, con más tiempo donde la edad se nota primero.',
          cards: [
            {
              title: 'Contorno de ojos',
              description:
                'Las patas de gallo y la resequedad debajo de los ojos reciben un tratamiento especial y un masaje refrescante.',
            },
            {
              title: 'Frente y cejas',
              description: 'Masaje e hidratación que suavizan el aspecto de las líneas horizontales.',
            },
            {
              title: 'Mejillas y mandíbula',
              description:
                'Movimientos de efecto lifting que ayudan a la firmeza donde se pierden el volumen y la definición.',
            },
            {
              title: 'Cuello y escote',
              description:
                'Zonas que se olvidan y reciben mucho sol; las tratamos con los mismos sérums que el rostro.',
            },
          ],
        },
        faqs: [
          {
            question: '¿Cuánto dura el facial antiedad?',
            answer: `La cita dura ${timeTaken('es', length)}. Eso incluye una consulta breve, el tratamiento completo y tiempo para sus preguntas sobre la rutina en casa.`,
          },
          {
            question: '¿Cada cuánto debo hacerme un facial antiedad?',
            answer: `La mayoría de nuestros clientes vienen una vez al mes, o ${visitFacts.es.facialInterval}, que es más o menos lo que tarda la piel en renovarse. En su primera visita le sugerimos un ritmo.`,
          },
          {
            question: '¿Hay tiempo de recuperación?',
            answer:
              'No. Algunas personas se ven un poco sonrojadas durante una hora; puede regresar directo al trabajo. Después use protector solar FPS 30 o más, como siempre en El Paso.',
          },
          {
            question: '¿Sustituye al Botox o a los rellenos?',
            answer:
              'Un facial mejora la textura, la hidratación y el tono; no relaja los músculos ni agrega volumen. Muchos clientes combinan las dos cosas, y una enfermera inyectora le puede explicar el Botox en una consulta de cortesía.',
          },
          {
            question: '¿Cuándo veré resultados?',
            answer:
              'La piel se ve con más volumen y más luminosa el mismo día. La firmeza y el tono mejoran con una serie de visitas mensuales. Los resultados varían de persona a persona.',
          },
        ],
        closing: {
          title: `Regálele a su piel ${timeTaken('es', length)}`,
          text: 'Agende su facial antiedad o, si prefiere tener un plan primero, empiece con una consulta de cortesía.',
        },
        areaPage: {
          badge: 'Calificación de 5 estrellas',
          guide: {
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

    return { en, es };
  },
);
