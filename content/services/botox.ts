/**
 * Botox: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { site } from '@/content/site';
import { paExplained } from '@/content/spanish-glossary';
import { visitFacts } from '@/content/visit-facts';
import { amountsIn, dollarsIn } from '@/lib/format/prices';
import { days, hours, months, range, timeAdjective, timeAt, timeIn, timeTaken } from '@/lib/format/durations';
import { lengths, prices } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const botox = defineService(
  {
    slug: 'botox',
    duration: { appointment: lengths.botoxAppointment, injection: lengths.botoxInjection },
    price: {
      dollars: range(prices.botox.unitFrom, prices.botox.unitTo),
      per: 'unit',
      unitsPerSession: range(prices.botox.unitsFrom, prices.botox.unitsTo),
    },
    results: { firstEffect: hours(48, 72), fullEffect: days(10, 14), lasts: months(3, 4) },
    medical: true,
    menu: { category: 'anti-aging', order: 1 },
    homeCard: { tab: 'anti-aging', order: 1, image: 'home/service-botox', fullSlot: true },
    page: {
      heroArtwork: 'services/botox-hero',
      related: ['lip-fillers', 'anti-aging-facial', 'hydrafacial'],
      videos: ['consultation', 'skincareEducation'],
    },
  },
  (service) => {
    /** The visit, the injection within it, the price and the results timing, from the catalog. */
    const { duration, price, results } = service;
    const { appointment, injection } = duration;
    const { firstEffect, fullEffect, lasts } = results;

    const en = {
      name: 'Botox',
      summary: 'Softens expression lines on the forehead, frown lines and crow’s feet.',
      homeCard:
        'Softens forehead lines, frown lines and crow’s feet. Given by a licensed registered nurse injector under our supervising medical director.',
      page: {
        headline: 'Botox in El Paso',
        eyebrow: `Wrinkle relaxer given by ${site.medical.en.injector}`,
        metaTitle: 'Botox in El Paso, TX',
        metaDescription:
          'Botox in El Paso given by a licensed registered nurse injector under a supervising medical director: softer forehead lines, frown lines and crow’s feet, with a consultation first.',
        keywords: ['Botox El Paso', 'wrinkle relaxer', 'frown lines', 'crow’s feet', 'nurse injector El Paso'],
        intro: `Softer expression lines that still look like you. Botox is given by ${site.medical.en.injector}, overseen by ${site.medical.en.supervisor}, after a consultation that checks it is right for you. The injection itself takes ${timeTaken('en', injection)} within a ${timeAdjective('en', appointment)} appointment.`,
        bookingTitle: 'Book Your Botox Consultation',
        idealFor: ['Forehead lines', 'Frown lines (the “11s”)', 'Crow’s feet', 'A rested look'],
        benefits: [
          {
            title: 'Smoother expression lines',
            description: 'Relaxes the muscles that fold the skin into forehead lines, frown lines and crow’s feet.',
          },
          {
            title: 'Natural movement',
            description: 'Dosed so you can still frown, smile and raise your brows; the aim is rested, not frozen.',
          },
          {
            title: 'Quick appointment',
            description: `A ${timeAdjective('en', injection)} injection inside a ${timeAdjective('en', appointment)} visit, short enough for a lunch hour if you work nearby.`,
          },
          {
            title: 'Medical oversight',
            description: `Every plan is made by ${site.medical.en.injector} and overseen by ${site.medical.en.supervisor}.`,
          },
        ],
        process: [
          {
            title: 'Consultation and good-faith exam',
            description: `Your medical history, medications and goals are reviewed, and ${site.medical.en.examiner} examines you before any treatment is approved.`,
          },
          {
            title: 'Mapping',
            description:
              'The nurse injector watches your expressions and marks the injection points and units for your face.',
          },
          {
            title: 'Injection',
            description: `A few tiny injections with a fine needle, ${timeTaken('en', injection)} in total. Most people describe a brief pinch.`,
          },
          {
            title: 'Follow-up',
            description: `Effects begin in ${timeIn('en', firstEffect)} and are complete in ${timeIn('en', fullEffect)}, when we check in and adjust if needed.`,
          },
        ],
        areas: {
          title: 'Common treatment areas',
          intro: 'The consultation decides which areas suit you; these are the most requested.',
          cards: [
            { title: 'Forehead lines', description: 'Horizontal lines that appear when you raise your eyebrows.' },
            {
              title: 'Frown lines',
              description: 'The vertical “11s” between the brows, often deepened by squinting in bright sun.',
            },
            { title: 'Crow’s feet', description: 'Fan-shaped lines at the outer corners of the eyes when you smile.' },
            {
              title: 'Brow lift (off-label)',
              description:
                'A small dose can lift the tail of the brow. This is an off-label use: Botox is FDA-approved for frown lines, forehead lines and crow’s feet, and your injector explains what that means before you decide.',
            },
          ],
        },
        faqs: [
          {
            question: 'Who performs Botox at the studio?',
            answer: `Botox is given only by ${site.medical.en.injector}, under the supervision of ${site.medical.en.supervisor}. ${site.owner.name}, our esthetician, does not inject.`,
          },
          {
            question: 'How long does Botox take to work, and how long does it last?',
            answer: `You will notice the first effect in ${timeIn('en', firstEffect)} and the full effect in ${timeIn('en', fullEffect)}. Results usually last ${timeIn('en', lasts)}. Individual results vary.`,
          },
          {
            question: 'How much does Botox cost?',
            answer: `Botox is priced per unit, about ${dollarsIn('en', price.dollars)} each, and most sessions use ${amountsIn('en', price.unitsPerSession)} units. ${visitFacts.en.pricing}`,
          },
          {
            question: 'How long is the appointment?',
            answer: `Allow ${timeTaken('en', appointment)}. The injection takes ${timeTaken('en', injection)}; the rest is your consultation, mapping and aftercare advice.`,
          },
          {
            question: 'Is there downtime?',
            answer:
              'Very little. Small bumps fade within an hour, and a tiny bruise is possible. Most people go straight back to work.',
          },
          {
            question: 'Who should not have Botox?',
            answer: `It is not given during pregnancy or breastfeeding, or with certain neuromuscular conditions or allergies. The good-faith exam, done by ${site.medical.en.examiner}, checks this before any treatment.`,
          },
        ],
        medical: {
          consultation: `Every first Botox visit starts with a complimentary consultation and a good-faith exam by ${site.medical.en.examiner}: your medical history, medications and goals are reviewed and you are examined before a treatment plan is approved. The nurse injector then treats you. If Botox is not right for you, we will say so.`,
          risks:
            'Common side effects are temporary bruising, swelling or tenderness where the needle went in, and headache; rarely, an eyelid or brow droops for a few weeks.',
          priceGuidance: `Botox is priced per unit: about ${dollarsIn('en', price.dollars)} each, with most sessions using ${amountsIn('en', price.unitsPerSession)} units. ${visitFacts.en.pricing}`,
          before: [
            'Avoid alcohol for 24 hours before to reduce the chance of bruising.',
            'Tell us about every medication and supplement; never stop a prescribed medicine without asking your doctor.',
            'Come with a clean face, or we will cleanse it for you.',
          ],
          aftercare: [
            'Stay upright for 4 hours and do not rub or massage the treated areas.',
            'Skip strenuous exercise, saunas and hot yoga for 24 hours.',
            'Gentle expressions help; makeup can go on after a few hours.',
            `Expect first changes in ${timeIn('en', firstEffect)} and the full effect in ${timeIn('en', fullEffect)}.`,
          ],
        },
        closing: {
          title: 'Start with a conversation',
          text: 'Book a complimentary Botox consultation with our nurse injector. You will leave with a plan and honest advice, with no pressure to treat.',
        },
      },
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'Botox',
      article: 'el',
      summary: 'Suaviza las líneas de expresión de la frente, del entrecejo y las patas de gallo.',
      homeCard:
        'Suaviza las líneas de la frente, del entrecejo y las patas de gallo. Lo aplica una enfermera inyectora (RN) con licencia bajo la supervisión de nuestro director médico.',
      page: {
        headline: 'Botox en El Paso',
        eyebrow: 'Tratamiento para arrugas de expresión, aplicado por una enfermera inyectora (RN) con licencia',
        metaTitle: 'Botox en El Paso, TX',
        metaDescription:
          'Botox en El Paso aplicado por una enfermera inyectora (RN) con licencia, bajo la supervisión de un director médico: líneas de la frente, del entrecejo y patas de gallo más suaves, siempre con una consulta primero.',
        keywords: [
          'Botox El Paso',
          'relajante de arrugas',
          'líneas del entrecejo',
          'patas de gallo',
          'enfermera inyectora El Paso',
        ],
        intro: `Líneas de expresión más suaves, sin dejar de verse como usted. El Botox lo aplica ${site.medical.es.injector}, bajo la supervisión de ${site.medical.es.supervisor}, después de una consulta que confirma que es adecuado para usted. La inyección en sí toma ${timeTaken('es', injection)} dentro de una cita ${timeAdjective('es', appointment)}.`,
        bookingTitle: 'Agende su consulta de Botox',
        idealFor: ['Líneas de la frente', 'Líneas del entrecejo (el “11”)', 'Patas de gallo', 'Un aspecto descansado'],
        benefits: [
          {
            title: 'Líneas de expresión más suaves',
            description:
              'Relaja los músculos que forman las líneas de la frente, las del entrecejo y las patas de gallo.',
          },
          {
            title: 'Movimiento natural',
            description:
              'La dosis se calcula para que usted pueda seguir frunciendo el ceño, sonriendo y levantando las cejas: la meta es un aspecto descansado, no congelado.',
          },
          {
            title: 'Cita rápida',
            description: `Una inyección ${timeAdjective('es', injection)} dentro de una visita ${timeAdjective('es', appointment)}, lo bastante corta para su hora de comida si trabaja cerca.`,
          },
          {
            title: 'Supervisión médica',
            description: `Cada plan lo hace una enfermera inyectora (RN) con licencia y lo supervisa ${site.medical.es.supervisor}.`,
          },
        ],
        process: [
          {
            title: 'Consulta y examen médico',
            description: `Se revisan su historial médico, sus medicamentos y sus metas, y ${site.medical.es.examiner} lo examina antes de aprobar cualquier tratamiento.`,
          },
          {
            title: 'Marcado',
            description:
              'La enfermera inyectora observa sus gestos y marca los puntos de inyección y las unidades para su rostro.',
          },
          {
            title: 'Inyección',
            description: `Unas cuantas inyecciones muy pequeñas con una aguja fina, ${timeTaken('es', injection)} en total. La mayoría lo describe como un piquete breve.`,
          },
          {
            title: 'Seguimiento',
            description: `El efecto empieza ${timeAt('es', firstEffect)} y está completo ${timeAt('es', fullEffect)}; entonces le damos seguimiento y ajustamos si hace falta.`,
          },
        ],
        areas: {
          title: 'Zonas de tratamiento más comunes',
          intro: 'En la consulta se decide qué zonas le convienen; estas son las más solicitadas.',
          cards: [
            {
              title: 'Líneas de la frente',
              description: 'Las líneas horizontales que aparecen al levantar las cejas.',
            },
            {
              title: 'Líneas del entrecejo',
              description:
                'El “11” vertical entre las cejas, que a menudo se marca más de tanto entrecerrar los ojos por el sol.',
            },
            {
              title: 'Patas de gallo',
              description: 'Las líneas en forma de abanico en las esquinas de los ojos al sonreír.',
            },
            {
              title: 'Levantamiento de cejas (uso fuera de indicación)',
              description:
                'Una dosis pequeña puede levantar la cola de la ceja. Es un uso fuera de indicación (off-label): el Botox está aprobado por la FDA para las líneas del entrecejo, las de la frente y las patas de gallo, y su enfermera le explica qué significa eso antes de que usted decida.',
            },
          ],
        },
        faqs: [
          {
            question: '¿Quién aplica el Botox en el estudio?',
            answer: `El Botox lo aplica únicamente ${site.medical.es.injector}, bajo la supervisión de ${site.medical.es.supervisor}. ${site.owner.name}, nuestra esteticista, no aplica inyecciones.`,
          },
          {
            question: '¿Cuánto tarda en hacer efecto el Botox y cuánto dura?',
            answer: `Notará el primer efecto ${timeAt('es', firstEffect)} y el efecto completo ${timeAt('es', fullEffect)}. Los resultados suelen durar ${timeIn('es', lasts)}. Los resultados varían de persona a persona.`,
          },
          {
            question: '¿Cuánto cuesta el Botox?',
            answer: `El Botox se cobra por unidad, aproximadamente ${dollarsIn('es', price.dollars)} cada una, y en la mayoría de las sesiones se usan ${amountsIn('es', price.unitsPerSession)} unidades. ${visitFacts.es.pricing}`,
          },
          {
            question: '¿Cuánto dura la cita?',
            answer: `La cita dura ${timeTaken('es', appointment)}. La inyección toma ${timeTaken('es', injection)}; el resto es su consulta, el marcado y las indicaciones de cuidado posterior.`,
          },
          {
            question: '¿Hay tiempo de recuperación?',
            answer:
              'Muy poco. Las pequeñas ronchas desaparecen en una hora y puede salir un moretón pequeño. La mayoría de las personas regresan directo al trabajo.',
          },
          {
            question: '¿Quién no debe ponerse Botox?',
            answer: `No se aplica durante el embarazo ni la lactancia, ni con ciertas enfermedades neuromusculares o alergias. El examen médico previo, que hace ${site.medical.es.examiner}, lo revisa antes de cualquier tratamiento.`,
          },
        ],
        medical: {
          consultation: `Toda primera visita de Botox empieza con una consulta de cortesía y un examen médico previo (el good faith exam que exige Texas) que hace ${site.medical.es.examiner}: se revisan su historial médico, sus medicamentos y sus metas, y se le examina antes de aprobar un plan de tratamiento. ${paExplained} Después, la enfermera inyectora le da el tratamiento. Si el Botox no es para usted, se lo diremos.`,
          risks:
            'Los efectos secundarios comunes son moretones, hinchazón o sensibilidad temporales donde entró la aguja, y dolor de cabeza; en casos raros, un párpado o una ceja caen durante unas semanas.',
          priceGuidance: `El Botox se cobra por unidad: aproximadamente ${dollarsIn('es', price.dollars)} cada una, y en la mayoría de las sesiones se usan ${amountsIn('es', price.unitsPerSession)} unidades. ${visitFacts.es.pricing}`,
          before: [
            'Evite el alcohol durante las 24 horas anteriores para reducir la posibilidad de moretones.',
            'Díganos todos los medicamentos y suplementos que toma; nunca deje un medicamento recetado sin preguntarle a su médico.',
            'Venga con la cara limpia, o se la limpiamos aquí.',
          ],
          aftercare: [
            'Evite acostarse durante 4 horas y no se frote ni se dé masaje en las zonas tratadas.',
            'Evite el ejercicio intenso, los saunas y el yoga caliente durante 24 horas.',
            'Hacer gestos suaves ayuda; puede maquillarse después de unas horas.',
            `Espere los primeros cambios ${timeAt('es', firstEffect)} y el efecto completo ${timeAt('es', fullEffect)}.`,
          ],
        },
        closing: {
          title: 'Empiece con una plática',
          text: 'Agende una consulta de Botox de cortesía con nuestra enfermera inyectora. Saldrá con un plan y con consejos honestos, sin ninguna presión para tratarse.',
        },
      },
    };

    return { en, es };
  },
);
