/**
 * Lip Fillers: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { site } from '@/content/site';
import { paExplained } from '@/content/spanish-glossary';
import { visitFacts } from '@/content/visit-facts';
import { dollarsIn } from '@/lib/format/prices';
import { days, hours, months, range, timeAt, timeCount, timeIn, timeTaken, weeks } from '@/lib/format/durations';
import { lengths, prices } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const lipFillers = defineService(
  {
    slug: 'lip-fillers',
    duration: lengths.lipFillers,
    price: { dollars: range(prices.lipFillers.sessionFrom, prices.lipFillers.sessionTo), per: 'session' },
    waits: { bloodThinnersBefore: weeks(1), alcoholBefore: hours(24) },
    /** The full result and the follow-up visit come at fullResult; swelling settles within `swelling`. */
    results: { fullResult: weeks(2), swelling: days(2, 7), lasts: months(6, 12), average: months(6, 9) },
    medical: true,
    menu: { category: 'anti-aging', order: 2 },
    homeCard: { tab: 'anti-aging', order: 2, image: 'home/service-lips', name: 'Lips Enhancement', fullSlot: true },
    page: {
      heroArtwork: 'services/lip-fillers-hero',
      related: ['botox', 'hydrafacial', 'anti-aging-facial'],
      videos: ['consultation', 'skincareEducation'],
    },
  },
  (service) => {
    /** The appointment's length, the price and the results timing, from the catalog. */
    const { duration, price, results } = service;
    const { fullResult, swelling, lasts, average } = results;
    const { bloodThinnersBefore, alcoholBefore } = service.waits;

    const en = {
      name: 'Lip Fillers',
      summary:
        'Hyaluronic-acid filler for natural-looking definition, balance and hydration, planned at a consultation.',
      homeCard:
        'Natural-looking definition and hydration with hyaluronic-acid filler, planned at a consultation and placed by a licensed registered nurse injector under our supervising medical director.',
      page: {
        headline: 'Lip Fillers in El Paso',
        eyebrow: `Natural lip enhancement, ${timeTaken('en', duration)}`,
        metaTitle: 'Lip Fillers in El Paso, TX',
        metaDescription:
          'Natural-looking lip fillers in El Paso: hyaluronic-acid filler for shape, balance and hydration, given by a licensed registered nurse injector under a supervising medical director.',
        keywords: [
          'lip fillers El Paso',
          'lip enhancement',
          'lip filler',
          'hyaluronic acid filler',
          'lip injections El Paso',
        ],
        intro: `Definition, balance and softness, without looking “done”. Lip fillers are given by ${site.medical.en.injector}, overseen by ${site.medical.en.supervisor}, after a consultation that plans the shape with you. Appointments take ${timeTaken('en', duration)}.`,
        bookingTitle: 'Book Your Lip Filler Consultation',
        idealFor: ['Thin or uneven lips', 'Lost definition', 'Lip lines', 'Dry lips'],
        benefits: [
          {
            title: 'Natural shape',
            description: 'Filler is placed in small amounts to follow your own lip shape and facial proportions.',
          },
          {
            title: 'Better balance',
            description: 'Uneven upper and lower lips or a flat cupid’s bow can be gently evened out.',
          },
          { title: 'Hydration', description: 'Hyaluronic acid holds water, so lips look smoother and feel softer.' },
          {
            title: 'Reversible',
            description: 'Hyaluronic-acid filler can be dissolved by the medical team if ever needed.',
          },
        ],
        process: [
          {
            title: 'Consultation and good-faith exam',
            description: `We review your medical history and goals, ${site.medical.en.examiner} examines you, and we agree on a shape before anything is planned.`,
          },
          {
            title: 'Numbing',
            description: 'A topical numbing cream is applied; the filler itself also contains a local anesthetic.',
          },
          {
            title: 'Placement',
            description: 'The nurse injector places filler slowly, checking symmetry in the mirror with you as we go.',
          },
          {
            title: 'Review',
            description: `Full results show ${timeAt('en', fullResult)}, when you are welcome back to review the result together.`,
          },
        ],
        areas: {
          title: 'What lip filler can address',
          intro: 'Small, precise amounts in the right places make the difference.',
          cards: [
            {
              title: 'Lip border',
              description: 'A defined vermilion border that keeps lipstick in place and frames the mouth.',
            },
            {
              title: 'Volume',
              description: 'Subtle fullness for lips that are naturally thin or have thinned with age.',
            },
            { title: 'Cupid’s bow', description: 'Restores the peaks of the upper lip for a more youthful shape.' },
            { title: 'Mouth corners', description: 'Lifts down-turned corners that can make the face look tired.' },
          ],
        },
        faqs: [
          {
            question: 'Who performs lip fillers at the studio?',
            answer: `Lip fillers are given only by ${site.medical.en.injector}, under the supervision of ${site.medical.en.supervisor}, after a consultation and a good-faith exam by ${site.medical.en.examiner}.`,
          },
          {
            question: 'How long do lip fillers last?',
            answer: `Usually ${timeIn('en', lasts)}, with ${timeIn('en', average)} on average. The full result shows after about ${timeCount('en', fullResult)}. Individual results vary.`,
          },
          {
            question: 'How much do lip fillers cost?',
            answer: `Lip fillers are usually ${dollarsIn('en', price.dollars)} per session, depending on how much filler you need. ${visitFacts.en.pricing}`,
          },
          {
            question: 'How should I prepare?',
            answer: `Avoid blood thinners such as aspirin, ibuprofen and fish oil for ${timeIn('en', bloodThinnersBefore)} and alcohol for ${timeIn('en', alcoholBefore)} beforehand. Never stop a prescribed medicine without asking your doctor.`,
          },
          {
            question: 'How long does swelling last?',
            answer: `Swelling is usually at its most noticeable on day two and resolves in ${timeCount('en', swelling)}. Small bruises can happen and fade within a week.`,
          },
          {
            question: 'Does it hurt?',
            answer:
              'Numbing cream and the anesthetic in the filler keep it comfortable; most clients feel pressure and a few quick pinches.',
          },
        ],
        medical: {
          consultation: `Every lip filler treatment begins with a complimentary consultation and a good-faith exam by ${site.medical.en.examiner}: your medical history, medications and goals are reviewed and you are examined before a plan is approved. The nurse injector then treats you. We will talk honestly about what suits your face.`,
          risks:
            'Expect swelling, tenderness and bruising for a few days; rarely, filler blocks a blood vessel (vascular occlusion), which our medical team is trained to recognize and treat straight away.',
          priceGuidance: `Lip fillers are usually ${dollarsIn('en', price.dollars)} per session, depending on the amount of filler. ${visitFacts.en.pricing}`,
          before: [
            `Avoid blood thinners such as aspirin, ibuprofen and fish oil for ${timeIn('en', bloodThinnersBefore)} beforehand, unless prescribed; never stop a prescribed medicine without asking your doctor.`,
            `Avoid alcohol for ${timeIn('en', alcoholBefore)} beforehand.`,
            'Reschedule if you have a cold sore; tell us if you are prone to them.',
          ],
          aftercare: [
            'Avoid sun, heat and strenuous exercise for 24-48 hours; wear a lip balm with SPF.',
            'Do not press, massage or kiss hard for the first day.',
            `A cold compress helps with swelling, which resolves in ${timeCount('en', swelling)}.`,
            `The final shape settles ${timeAt('en', fullResult)}; call the studio with any concern before then.`,
          ],
        },
        closing: {
          title: 'Plan your lips with an expert',
          text: 'Book a complimentary lip filler consultation. We will look at your proportions, talk through options and give you a clear price before anything is done.',
        },
      },
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'Relleno de labios',
      article: 'el',
      summary:
        'Relleno de ácido hialurónico para una definición, un equilibrio y una hidratación de aspecto natural, planeado en una consulta.',
      homeCard:
        'Definición e hidratación de aspecto natural con relleno de ácido hialurónico, planeado en una consulta y aplicado por una enfermera inyectora (RN) con licencia bajo la supervisión de nuestro director médico.',
      page: {
        headline: 'Relleno de labios en El Paso',
        eyebrow: `Relleno de labios natural, ${timeTaken('es', duration)}`,
        metaTitle: 'Relleno de labios en El Paso, TX',
        metaDescription:
          'Relleno de labios de aspecto natural en El Paso: relleno de ácido hialurónico para dar forma, equilibrio e hidratación, aplicado por una enfermera inyectora (RN) con licencia bajo la supervisión de un director médico.',
        keywords: [
          'relleno de labios El Paso',
          'aumento de labios',
          'relleno de labios',
          'relleno de ácido hialurónico',
          'inyecciones de labios El Paso',
        ],
        intro: `Definición, equilibrio y suavidad, sin ese aspecto de labios “hechos”. El relleno de labios lo aplica ${site.medical.es.injector}, bajo la supervisión de ${site.medical.es.supervisor}, después de una consulta en la que planeamos la forma con usted. Las citas duran ${timeTaken('es', duration)}.`,
        bookingTitle: 'Agende su consulta de relleno de labios',
        idealFor: ['Labios delgados o disparejos', 'Pérdida de definición', 'Líneas en los labios', 'Labios resecos'],
        benefits: [
          {
            title: 'Forma natural',
            description:
              'El relleno se coloca en cantidades pequeñas para seguir la forma de sus labios y las proporciones de su rostro.',
          },
          {
            title: 'Mejor equilibrio',
            description:
              'Se pueden emparejar con suavidad un labio superior y uno inferior disparejos, o un arco de Cupido plano.',
          },
          {
            title: 'Hidratación',
            description:
              'El ácido hialurónico retiene agua, así que los labios se ven más lisos y se sienten más suaves.',
          },
          {
            title: 'Reversible',
            description: 'El equipo médico puede disolver el relleno de ácido hialurónico si alguna vez hace falta.',
          },
        ],
        process: [
          {
            title: 'Consulta y examen médico',
            description: `Revisamos su historial médico y sus metas; ${site.medical.es.examiner} lo examina, y acordamos una forma antes de planear cualquier cosa.`,
          },
          {
            title: 'Anestesia',
            description: 'Se aplica una crema anestésica; además, el relleno contiene un anestésico local.',
          },
          {
            title: 'Aplicación',
            description:
              'La enfermera inyectora coloca el relleno poco a poco y revisa la simetría con usted frente al espejo.',
          },
          {
            title: 'Revisión',
            description: `El resultado completo se ve ${timeAt('es', fullResult)}, y con gusto le recibimos para revisarlo con usted.`,
          },
        ],
        areas: {
          title: 'Qué puede corregir el relleno de labios',
          intro: 'Cantidades pequeñas y precisas en el lugar correcto hacen la diferencia.',
          cards: [
            {
              title: 'Contorno del labio',
              description: 'Un borde bien definido que mantiene el lápiz labial en su lugar y enmarca la boca.',
            },
            {
              title: 'Volumen',
              description: 'Un volumen sutil para labios delgados de nacimiento o que se han adelgazado con la edad.',
            },
            {
              title: 'Arco de Cupido',
              description: 'Devuelve los picos del labio superior para una forma más juvenil.',
            },
            {
              title: 'Comisuras',
              description: 'Levanta las comisuras caídas, que pueden hacer que el rostro se vea cansado.',
            },
          ],
        },
        faqs: [
          {
            question: '¿Quién aplica el relleno de labios en el estudio?',
            answer: `El relleno de labios lo aplica únicamente ${site.medical.es.injector}, bajo la supervisión de ${site.medical.es.supervisor}, después de una consulta y de un examen médico previo que hace ${site.medical.es.examiner}.`,
          },
          {
            question: '¿Cuánto dura el relleno de labios?',
            answer: `Por lo general ${timeIn('es', lasts)}, con un promedio de ${timeCount('es', average)}. El resultado completo se ve ${timeAt('es', fullResult)}, más o menos. Los resultados varían de persona a persona.`,
          },
          {
            question: '¿Cuánto cuesta el relleno de labios?',
            answer: `El relleno de labios cuesta por lo general ${dollarsIn('es', price.dollars)} por sesión, según la cantidad de relleno que necesite. ${visitFacts.es.pricing}`,
          },
          {
            question: '¿Cómo me preparo?',
            answer: `Evite los medicamentos y suplementos que adelgazan la sangre, como la aspirina, el ibuprofeno y el aceite de pescado, durante ${timeCount('es', bloodThinnersBefore)}, y el alcohol durante las ${timeCount('es', alcoholBefore)} anteriores. Nunca deje un medicamento recetado sin preguntarle a su médico.`,
          },
          {
            question: '¿Cuánto dura la hinchazón?',
            answer: `La hinchazón suele notarse más al segundo día y se quita en ${timeCount('es', swelling)}. Pueden salir moretones pequeños, que desaparecen en una semana.`,
          },
          {
            question: '¿Duele?',
            answer:
              'La crema anestésica y el anestésico del relleno lo hacen llevadero; la mayoría de las personas sienten presión y unos cuantos piquetes rápidos.',
          },
        ],
        medical: {
          consultation: `Todo tratamiento de relleno de labios empieza con una consulta de cortesía y un examen médico previo (el good faith exam que exige Texas) que hace ${site.medical.es.examiner}: se revisan su historial médico, sus medicamentos y sus metas, y se le examina antes de aprobar un plan. ${paExplained} Después, la enfermera inyectora le da el tratamiento. Le hablaremos con honestidad de lo que le va bien a su rostro.`,
          risks:
            'Espere hinchazón, sensibilidad y moretones durante unos días; en casos raros, el relleno tapa un vaso sanguíneo (oclusión vascular), y nuestro equipo médico está capacitado para reconocerlo y tratarlo de inmediato.',
          priceGuidance: `El relleno de labios cuesta por lo general ${dollarsIn('es', price.dollars)} por sesión, según la cantidad de relleno. ${visitFacts.es.pricing}`,
          before: [
            `Evite los medicamentos y suplementos que adelgazan la sangre, como la aspirina, el ibuprofeno y el aceite de pescado, durante ${timeCount('es', bloodThinnersBefore)} antes, salvo que se los hayan recetado; nunca deje un medicamento recetado sin preguntarle a su médico.`,
            `Evite el alcohol durante las ${timeCount('es', alcoholBefore)} anteriores.`,
            'Cambie su cita si tiene un fuego labial (herpes labial); díganos si le salen con frecuencia.',
          ],
          aftercare: [
            'Evite el sol, el calor y el ejercicio intenso durante 24 a 48 horas; use un bálsamo labial con FPS.',
            'No presione, no se dé masaje ni bese con fuerza el primer día.',
            `Una compresa fría ayuda con la hinchazón, que se quita en ${timeCount('es', swelling)}.`,
            `La forma final se asienta ${timeAt('es', fullResult)}; llame al estudio ante cualquier duda antes de esa fecha.`,
          ],
        },
        closing: {
          title: 'Planee sus labios con una experta',
          text: 'Agende una consulta de cortesía para relleno de labios. Revisaremos sus proporciones, le explicaremos las opciones y le daremos un precio claro antes de hacer cualquier cosa.',
        },
      },
    };

    return { en, es };
  },
);
