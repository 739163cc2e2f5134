/**
 * The /iv-therapy landing page in both languages: benefit cards, how it works, the six-drip menu, why-choose cards,
 * who gives and supervises the drips, and the FAQ. Facts come from content/site.ts. Rendered by
 * components/landing/landing-page.tsx.
 */
import { paExplained } from '@/content/spanish-glossary';
import { site } from '../site';
import { ivDrips, ivSessionLength, type IvDripSlug } from '../services';
import { visitRhythm } from '../visit-facts';
import { everyWeeks, timeAdjective, timeLabel, timeTaken } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';
import {
  landingCopy,
  offerArticles,
  whyChooseLayout,
  type LandingLayout,
  type LandingPageData,
  type LandingText,
} from './landing';
import type { PageMeta } from '../page-meta';
import type { Article } from '../services/types';
import type { Bilingual } from '@/lib/format/bilingual';

const { medical } = site;
const city = site.address.locality;
/** Each drip's length from the catalog (content/services/treatments.ts), as the drip menu labels it in a language. */
const dripLengths = (locale: Locale) =>
  Object.fromEntries(Object.entries(ivDrips).map(([slug, length]) => [slug, timeLabel(locale, length)])) as Record<
    IvDripSlug,
    string
  >;
const dripLength = { en: dripLengths('en'), es: dripLengths('es') };

/** The page's layout, the same in both languages; each language below gives only its words. */
const layout = {
  features: [
    {
      id: 'benefits',
      tone: 'cream',
      columns: 4,
      numbered: false,
      icons: ['droplet', 'bolt', 'beaker', 'shield'],
    },
    {
      id: 'how-it-works',
      tone: 'light',
      columns: 3,
      numbered: true,
      icons: ['target', 'cell', 'nurse'],
    },
  ],
  offers: {
    id: 'iv-menu',
    tone: 'cream',
    icons: {
      hydration: 'droplet',
      'immunity-boost': 'shield',
      'energy-metabolism': 'bolt',
      'beauty-glow': 'sparkle',
      recovery: 'heart',
      'custom-blends': 'flask',
    },
  },
  whyChoose: { ...whyChooseLayout, icons: ['nurse', 'award', 'sofa', 'heart'] },
  care: 'nurses',
} as const satisfies LandingLayout;

const en: LandingText<typeof layout> = {
  imageAlt: `IV vitamin drip therapy at ${site.name}`,
  bookingTitle: 'Book Your IV Therapy Session',
  hero: {
    eyebrow: `IV vitamin therapy in ${city}, ${site.address.region}`,
    title: `IV Vitamin Drip Therapy in ${city}`,
    intro: `Fluids and vitamins to help you feel rehydrated and refreshed, given by ${medical.en.ivProvider} under ${medical.en.supervisor}. Sessions take ${timeTaken('en', ivSessionLength)} in a calm, private space; before your first drip, ${medical.en.examiner} gives you a good-faith exam. IV therapy supports hydration and wellness and is not a treatment for any disease.`,
    book: 'Explore Our IV Menu',
  },
  features: [
    {
      eyebrow: 'Why IV therapy',
      title: 'Hydration and Nutrients Where Your Body Needs Them',
      intro:
        'In a climate this dry, it is easy to run low on fluids without noticing. An IV drip delivers fluids directly, and may help you feel rehydrated and refreshed.',
      items: [
        {
          title: '100% Absorption',
          description:
            'Nutrients go straight into the bloodstream, so none are lost to digestion the way oral supplements can be.',
        },
        {
          title: 'Rapid Results',
          description:
            'Fluids start working as the drip runs, so you may feel rehydrated and refreshed by the end of your session. Individual results vary.',
        },
        {
          title: 'Medical Grade',
          description: 'Pharmacy-sourced fluids and vitamins, prepared and given by licensed registered nurses.',
        },
        {
          title: 'Sterile Environment',
          description: 'Single-use supplies, clean technique and a calm, private treatment space for every drip.',
        },
      ],
    },
    {
      eyebrow: 'The science, simply',
      title: 'How IV Therapy Works',
      items: [
        {
          title: 'Direct Absorption',
          description:
            'A small, comfortable IV line delivers fluids and nutrients directly into your bloodstream, bypassing the digestive system.',
        },
        {
          title: 'Cellular Nourishment',
          description:
            'Vitamins, minerals and electrolytes enter the bloodstream directly, supporting hydration and general wellness.',
        },
        {
          title: 'Safe & Sterile',
          description:
            'A licensed registered nurse places and monitors your IV from start to finish, following the medical director’s protocols.',
        },
      ],
    },
  ],
  offers: {
    eyebrow: 'IV drip menu',
    title: 'Choose Your IV Drip',
    intro:
      'Every drip is approved for you by the medical team at your good-faith exam, reviewed with your nurse before it starts and adjusted to your health history.',
    items: {
      hydration: {
        title: 'Hydration Drip',
        description:
          'Our essential drip for the desert climate: fluids and electrolytes that may help you feel rehydrated and refreshed after heat, travel, exercise or a long week.',
        benefits: ['Fluids and electrolytes', 'B vitamins', 'May help you feel rehydrated and refreshed'],
        facts: { duration: dripLength.en.hydration, ingredients: 'Saline, Electrolytes, B-Complex' },
      },
      'immunity-boost': {
        title: 'Immunity Boost',
        description:
          'A vitamin C, zinc and glutathione blend many clients choose before travel or when they feel run down. It supports hydration and wellness; it does not prevent or treat colds, flu or any illness.',
        benefits: ['Vitamin C and zinc', 'Antioxidant glutathione', 'Rehydrating fluids'],
        facts: { duration: dripLength.en['immunity-boost'], ingredients: 'Vitamin C, Zinc, Glutathione' },
      },
      'energy-metabolism': {
        title: 'Energy & Metabolism',
        description:
          'B vitamins and magnesium, nutrients the body uses to turn food into energy, with fluids for a long, busy week.',
        benefits: ['B-complex and B12', 'Magnesium', 'May help you feel refreshed'],
        facts: { duration: dripLength.en['energy-metabolism'], ingredients: 'B-Complex, B12, Magnesium' },
      },
      'beauty-glow': {
        title: 'Beauty Drip (Glow)',
        description:
          'Our drip to pair with facials: fluids with biotin, vitamin C and glutathione, for clients who like to combine hydration inside and out.',
        benefits: ['Pairs with your facial', 'Biotin and vitamin C', 'Rehydrating fluids'],
        facts: { duration: dripLength.en['beauty-glow'], ingredients: 'Biotin, Vitamin C, Glutathione' },
      },
      recovery: {
        title: 'Recovery Drip',
        description:
          'Fluids for after a hard workout or a late night, with anti-nausea or pain-relief medication added only when the medical team’s exam finds it appropriate.',
        benefits: [
          'Rehydrating fluids',
          'Medication only when appropriate',
          'May help you feel rehydrated and refreshed',
        ],
        facts: { duration: dripLength.en.recovery, ingredients: 'Saline, Anti-Nausea, Pain Relief' },
      },
      'custom-blends': {
        title: 'Custom Blends',
        description:
          'Not sure which drip fits? After your good-faith exam, the medical team plans a blend around your health history and goals.',
        benefits: ['Planned for your goals', 'Adjusted to your health history', 'Add-ons approved by the medical team'],
        facts: { duration: 'Varies', ingredients: 'Customized per consultation' },
      },
    },
  },
  whyChoose: {
    eyebrow: 'Why clients choose us',
    title: 'Why Choose Our IV Therapy',
    intro: 'Medical standards and a relaxing experience, in the same visit.',
    items: [
      {
        title: 'Licensed Registered Nurses',
        description: 'Every IV is started and monitored by a licensed registered nurse, never by untrained staff.',
      },
      {
        title: 'Medical Director Oversight',
        description: 'Protocols, ingredients and eligibility are set and overseen by our supervising medical director.',
      },
      {
        title: 'Comfortable Private Setting',
        description: 'Relax in a quiet, reclining chair with a blanket and water while your drip runs.',
      },
      {
        title: 'Honest Recommendations',
        description: 'We suggest a drip only when it makes sense for you, and tell you plainly when it does not.',
      },
    ],
  },
  care: {
    eyebrow: 'Safety first',
    title: 'Given by Licensed Registered Nurses',
    lead: `Every IV at ${site.name} is started, monitored and removed by ${medical.en.ivProvider}, working under ${medical.en.supervisor}, who sets our protocols, ingredients and eligibility rules. You are never left alone with a running drip.`,
    examTitle: 'A good-faith exam by the medical team before your first drip',
    exam: `Before your first IV, ${medical.en.examiner} gives you a good-faith exam: your health history, medications and allergies are reviewed and your vital signs checked, to confirm the drip is appropriate for you. We repeat the review whenever your health changes.`,
    artworkAlt: 'Soft illustrated artwork of water droplets and leaves, evoking hydration and calm',
    notForTitle: 'Who should not have IV therapy',
    notForIntro:
      'IV therapy is safe for most healthy adults, but not for everyone. We do not give IV therapy, or we ask for clearance from your own doctor first, for:',
    notFor: [
      'People with congestive heart failure or serious heart conditions',
      'People with kidney disease or impaired kidney function',
      'Anyone who is pregnant or breastfeeding, unless cleared by their own doctor',
      'People with known allergies to any ingredient in the drip',
      'People with G6PD deficiency (relevant to high-dose vitamin C)',
      'Anyone with uncontrolled high blood pressure or a serious acute illness that needs a doctor or emergency care',
    ],
    disclaimer:
      'IV therapy supports hydration and wellness; it is not a treatment for any disease, and it does not replace care from your doctor. If you have chest pain, trouble breathing or another emergency, call 911. Individual results vary.',
  },
  testimonials: {
    title: 'What Our IV Therapy Clients Say',
    intro: 'How clients from El Paso, Socorro and Eastlake describe their visits. Individual results vary.',
  },
  faq: {
    title: 'IV Therapy FAQ',
    intro: 'What to know before your first drip.',
    items: [
      {
        question: 'Who gives the IV therapy?',
        answer: `Every drip is given by ${site.medical.en.ivProvider}, following protocols set by ${site.medical.en.supervisor}. The nurse stays with you and monitors you during your session.`,
      },
      {
        question: 'Do I need an exam before my first drip?',
        answer: `Yes. Before your first IV, ${site.medical.en.examiner} gives you a good-faith exam: a review of your health history, medications, allergies and vital signs, to confirm that IV therapy is appropriate and safe for you. The registered nurse then gives the drip.`,
      },
      {
        question: 'How long does an IV session take?',
        answer: `Most drips take ${timeTaken('en', ivSessionLength)} depending on the formula. Plan a few extra minutes for check-in and, on your first visit, the good-faith exam with the medical team.`,
      },
      {
        question: 'Does it hurt?',
        answer:
          'You will feel a quick pinch when the small catheter is placed. After that, most clients relax, read or rest comfortably while the drip runs.',
      },
      {
        question: 'Who should not have IV therapy?',
        answer:
          'IV therapy is not right for everyone. People with heart failure, kidney disease, certain allergies or G6PD deficiency, and anyone who is pregnant or breastfeeding without their doctor’s clearance, should not have IV therapy here. It is not a substitute for emergency or medical care.',
      },
      {
        question: 'How often can I get an IV drip?',
        answer: `It depends on the drip and your health. Many clients come ${everyWeeks('en', visitRhythm.ivWeeks)}, and our nurse will recommend a safe frequency during your visit.`,
      },
      {
        question: 'Which drip should I choose?',
        answer:
          'Start with what you want from the visit: simple rehydration, vitamins before travel, a drip to pair with a facial, or fluids after a hard workout. If you are unsure, book a Custom Blend consultation and the medical team will help you choose. IV therapy supports hydration and wellness; it does not treat or prevent illness.',
      },
    ],
  },
  closing: {
    title: 'Feel Refreshed, Hydrated and Ready',
    intro:
      'Schedule your IV session online; before your first drip, the medical team examines you and reviews your health history.',
    book: 'Schedule Online',
  },
  catalog: {
    name: 'IV Vitamin Drip Therapy',
    description: `IV vitamin and hydration drips given by ${medical.en.ivProvider} under ${medical.en.supervisor}, after a good-faith exam by the medical team before the first drip. Sessions take ${timeTaken('en', ivSessionLength)}.`,
    serviceType: 'IV therapy',
    catalogName: 'IV Drip Menu',
  },
};

/** Spanish, written for clients on both sides of the border; the same type as English, so no string can be missing. */
const es: LandingText<typeof layout> = {
  imageAlt: `Terapia IV en ${site.name}`,
  bookingTitle: 'Agende su sesión de terapia IV',
  hero: {
    eyebrow: `Terapia IV con vitaminas en ${city}, ${site.address.region}`,
    title: `Terapia IV en ${city}`,
    intro: `Líquidos y vitaminas que pueden ayudarle a sentirse rehidratado y renovado, aplicados por ${medical.es.ivProvider} bajo la supervisión de ${medical.es.supervisor}. Las sesiones duran ${timeTaken('es', ivSessionLength)} en un espacio tranquilo y privado; antes de su primer suero, ${medical.es.examiner} le hace un examen médico previo (el good faith exam que exige Texas). La terapia IV apoya la hidratación y el bienestar, y no es un tratamiento para ninguna enfermedad.`,
    book: 'Vea nuestro menú de sueros',
  },
  features: [
    {
      eyebrow: 'Por qué la terapia IV',
      title: 'Hidratación y nutrientes donde su cuerpo los necesita',
      intro:
        'En un clima tan seco es fácil deshidratarse sin darse cuenta. Un suero lleva los líquidos directamente a la sangre y puede ayudarle a sentirse rehidratado y renovado.',
      items: [
        {
          title: 'Absorción del 100 por ciento',
          description:
            'Los nutrientes van directo al torrente sanguíneo, así que no se pierden en la digestión como puede pasar con los suplementos orales.',
        },
        {
          title: 'Resultados rápidos',
          description:
            'Los líquidos empiezan a actuar mientras corre el suero, así que al terminar su sesión puede sentirse rehidratado y renovado. Los resultados varían de persona a persona.',
        },
        {
          title: 'De grado médico',
          description:
            'Líquidos y vitaminas de farmacia, preparados y aplicados por enfermeras registradas (RN) con licencia.',
        },
        {
          title: 'Ambiente estéril',
          description:
            'Material desechable de un solo uso, técnica limpia y un espacio de tratamiento tranquilo y privado para cada suero.',
        },
      ],
    },
    {
      eyebrow: 'La ciencia, en pocas palabras',
      title: 'Cómo funciona la terapia IV',
      items: [
        {
          title: 'Absorción directa',
          description:
            'Una vía intravenosa pequeña y cómoda lleva los líquidos y los nutrientes directamente a la sangre, sin pasar por el sistema digestivo.',
        },
        {
          title: 'Nutrición celular',
          description:
            'Las vitaminas, los minerales y los electrolitos entran directo al torrente sanguíneo y apoyan la hidratación y el bienestar general.',
        },
        {
          title: 'Seguro y estéril',
          description:
            'Una enfermera registrada (RN) con licencia coloca y vigila su vía IV de principio a fin, siguiendo los protocolos del director médico.',
        },
      ],
    },
  ],
  offers: {
    eyebrow: 'Menú de terapia IV',
    title: 'Elija su suero',
    intro:
      'El equipo médico aprueba cada suero para usted en su examen médico previo; su enfermera lo revisa con usted antes de empezar, y el suero se ajusta a su historial de salud.',
    items: {
      hydration: {
        title: 'Suero de hidratación',
        description:
          'Nuestro suero básico para el clima del desierto: líquidos y electrolitos que pueden ayudarle a sentirse rehidratado y renovado después del calor, un viaje, el ejercicio o una semana pesada.',
        benefits: [
          'Líquidos y electrolitos',
          'Vitaminas del complejo B',
          'Puede ayudarle a sentirse rehidratado y renovado',
        ],
        facts: { duration: dripLength.es.hydration, ingredients: 'Solución salina, electrolitos, complejo B' },
      },
      'immunity-boost': {
        title: 'Refuerzo de inmunidad',
        description:
          'Una mezcla de vitamina C, zinc y glutatión que muchos clientes eligen antes de viajar o cuando se sienten agotados. Apoya la hidratación y el bienestar; no previene ni trata resfriados, gripe ni ninguna enfermedad.',
        benefits: ['Vitamina C y zinc', 'Glutatión antioxidante', 'Líquidos para rehidratarse'],
        facts: { duration: dripLength.es['immunity-boost'], ingredients: 'Vitamina C, zinc, glutatión' },
      },
      'energy-metabolism': {
        title: 'Energía y metabolismo',
        description:
          'Vitaminas del complejo B y magnesio, nutrientes que el cuerpo usa para convertir los alimentos en energía, con líquidos para una semana larga y ocupada.',
        benefits: ['Complejo B y B12', 'Magnesio', 'Puede ayudarle a sentirse renovado'],
        facts: { duration: dripLength.es['energy-metabolism'], ingredients: 'Complejo B, B12, magnesio' },
      },
      'beauty-glow': {
        title: 'Suero de belleza (luminosidad)',
        description:
          'Nuestro suero para acompañar los faciales: líquidos con biotina, vitamina C y glutatión, para quienes quieren hidratarse por dentro y por fuera.',
        benefits: ['Ideal junto con su facial', 'Biotina y vitamina C', 'Líquidos para rehidratarse'],
        facts: { duration: dripLength.es['beauty-glow'], ingredients: 'Biotina, vitamina C, glutatión' },
      },
      recovery: {
        title: 'Suero de recuperación',
        description:
          'Líquidos para después de un entrenamiento fuerte o una desvelada, con medicamento contra la náusea o para el dolor solo cuando el examen del equipo médico lo considera apropiado.',
        benefits: [
          'Líquidos para rehidratarse',
          'Medicamento solo cuando es apropiado',
          'Puede ayudarle a sentirse rehidratado y renovado',
        ],
        facts: { duration: dripLength.es.recovery, ingredients: 'Solución salina, antináusea, analgésico' },
      },
      'custom-blends': {
        title: 'Mezclas personalizadas',
        description:
          '¿No sabe qué suero le conviene? Después de su examen médico previo, el equipo médico diseña una mezcla según su historial de salud y sus metas.',
        benefits: [
          'Pensada para sus metas',
          'Ajustada a su historial de salud',
          'Extras aprobados por el equipo médico',
        ],
        facts: { duration: 'Varía', ingredients: 'Personalizado en su consulta' },
      },
    },
  },
  whyChoose: {
    eyebrow: 'Por qué nos eligen',
    title: 'Por qué elegir nuestra terapia IV',
    intro: 'Rigor médico y una experiencia relajante, en la misma visita.',
    items: [
      {
        title: 'Enfermeras registradas (RN) con licencia',
        description:
          'Cada suero lo coloca y lo vigila una enfermera registrada (RN) con licencia, nunca personal sin capacitación.',
      },
      {
        title: 'Supervisión de un director médico',
        description:
          'Los protocolos, los ingredientes y quién puede recibir cada suero los define y supervisa nuestro director médico.',
      },
      {
        title: 'Un espacio privado y cómodo',
        description:
          'Relájese en un sillón reclinable, en un cuarto tranquilo, con una cobija y agua mientras corre su suero.',
      },
      {
        title: 'Recomendaciones honestas',
        description: 'Le sugerimos un suero solo cuando tiene sentido para usted, y le decimos con claridad cuando no.',
      },
    ],
  },
  care: {
    eyebrow: 'Su seguridad es lo primero',
    title: 'Terapia IV aplicada por enfermeras registradas (RN) con licencia',
    lead: `En ${site.name}, cada suero lo colocan, vigilan y retiran ${medical.es.ivProvider}, que trabajan bajo la supervisión de ${medical.es.supervisor}, quien define nuestros protocolos, los ingredientes y quién puede recibir cada suero. Nunca lo dejamos solo mientras corre su suero.`,
    examTitle: 'Un examen médico previo con el equipo médico antes de su primer suero',
    exam: `Antes de su primer suero, ${medical.es.examiner} le hace un examen médico previo: revisa su historial de salud, sus medicamentos y sus alergias y le toma los signos vitales, para confirmar que el suero es apropiado para usted. Repetimos la revisión cada vez que cambia su estado de salud. ${paExplained}`,
    artworkAlt: 'Ilustración suave de gotas de agua y hojas que evoca la hidratación y la calma',
    notForTitle: 'Quién no debe recibir terapia IV',
    notForIntro:
      'La terapia IV es segura para la mayoría de los adultos sanos, pero no para todos. No aplicamos terapia IV, o primero pedimos la autorización de su propio médico, en estos casos:',
    notFor: [
      'Personas con insuficiencia cardíaca congestiva u otros problemas graves del corazón',
      'Personas con enfermedad renal o mal funcionamiento de los riñones',
      'Embarazadas o mujeres que están amamantando, salvo que su propio médico lo autorice',
      'Personas con alergia conocida a cualquier ingrediente del suero',
      'Personas con deficiencia de G6PD (importante con dosis altas de vitamina C)',
      'Quien tenga presión alta no controlada o una enfermedad aguda grave que requiera atención médica o de emergencia',
    ],
    disclaimer:
      'La terapia IV apoya la hidratación y el bienestar; no es un tratamiento para ninguna enfermedad y no sustituye la atención de su médico. Si tiene dolor en el pecho, dificultad para respirar u otra emergencia, llame al 911. Los resultados varían de persona a persona.',
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes de terapia IV',
    intro:
      'Así describen su visita clientes de El Paso, Socorro y Eastlake. Los resultados varían de persona a persona.',
  },
  faq: {
    title: 'Preguntas frecuentes sobre la terapia IV',
    intro: 'Lo que conviene saber antes de su primer suero.',
    items: [
      {
        question: '¿Quién aplica la terapia IV?',
        answer: `Cada suero lo aplican ${medical.es.ivProvider}, siguiendo los protocolos que define ${medical.es.supervisor}. La enfermera se queda con usted y está al pendiente durante toda la sesión.`,
      },
      {
        question: '¿Necesito un examen antes de mi primer suero?',
        answer: `Sí. Antes de su primer suero, ${medical.es.examiner} le hace un examen médico previo: revisa su historial de salud, sus medicamentos, sus alergias y sus signos vitales, para confirmar que la terapia IV es apropiada y segura para usted. Después, la enfermera registrada le aplica el suero.`,
      },
      {
        question: '¿Cuánto dura una sesión de terapia IV?',
        answer: `La mayoría de los sueros dura ${timeTaken('es', ivSessionLength)}, según la fórmula. Aparte unos minutos más para registrarse y, en su primera visita, para el examen médico previo con el equipo médico.`,
      },
      {
        question: '¿Duele?',
        answer:
          'Sentirá un piquete rápido al colocar el catéter pequeño. Después, la mayoría de los clientes se relaja, lee o descansa cómodamente mientras corre el suero.',
      },
      {
        question: '¿Quién no debe recibir terapia IV?',
        answer:
          'La terapia IV no es para todos. Las personas con insuficiencia cardíaca, enfermedad renal, ciertas alergias o deficiencia de G6PD, y quienes estén embarazadas o amamantando sin la autorización de su médico, no deben recibir terapia IV aquí. No sustituye la atención médica ni de emergencia.',
      },
      {
        question: '¿Cada cuánto puedo ponerme un suero?',
        answer: `Depende del suero y de su salud. Muchos clientes vienen ${everyWeeks('es', visitRhythm.ivWeeks)}, y nuestra enfermera le recomendará una frecuencia segura durante su visita.`,
      },
      {
        question: '¿Qué suero debo elegir?',
        answer:
          'Empiece por lo que busca de su visita: rehidratarse, vitaminas antes de un viaje, un suero para acompañar su facial o líquidos después de un entrenamiento fuerte. Si no está seguro, agende una consulta para una mezcla personalizada y el equipo médico le ayudará a elegir. La terapia IV apoya la hidratación y el bienestar; no trata ni previene enfermedades.',
      },
    ],
  },
  closing: {
    title: 'Siéntase renovado, hidratado y listo',
    intro:
      'Agende en línea su sesión de terapia IV; antes de su primer suero, el equipo médico le hace un examen y revisa su historial de salud.',
    book: 'Haga su cita en línea',
  },
  catalog: {
    name: 'Terapia IV',
    description: `Terapia IV de vitaminas e hidratación, aplicada por ${medical.es.ivProvider} bajo la supervisión de ${medical.es.supervisor}, después de un examen médico previo con el equipo médico antes del primer suero. Las sesiones duran ${timeTaken('es', ivSessionLength)}.`,
    serviceType: 'Terapia IV',
    catalogName: 'Menú de terapia IV',
  },
};

/** The article each drip's Spanish title takes in a sentence ("el suero de hidratación"). */
const articles: Record<keyof typeof layout.offers.icons, Article> = {
  hydration: 'el',
  'immunity-boost': 'el',
  'energy-metabolism': 'la',
  'beauty-glow': 'el',
  recovery: 'el',
  'custom-blends': 'las',
};

/** The offers' Spanish titles with their articles (content/spanish-names.ts reads them). */
export const ivDripArticles = offerArticles(es.offers.items, articles);

export const ivTherapyPage: LandingPageData = {
  path: '/iv-therapy',
  heroArtwork: 'landing/iv-hero',
  ogImage: '/og/landing-iv-therapy.jpg',
  claim: site.claims.iv,
  faqName: 'iv-faq',
  copy: { en: landingCopy(layout, en), es: landingCopy(layout, es) },
};

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
const titleEn = `IV Vitamin Drip Therapy in ${site.address.locality}, ${site.address.region}`;

export const ivTherapyMeta: Bilingual<PageMeta> = {
  // The English lists name the page by its full title.
  en: {
    title: titleEn,
    label: titleEn,
    description: `IV hydration, immunity, energy, beauty and recovery drips in ${site.address.locality}, ${site.address.region}, given by ${site.medical.en.ivProvider} under a supervising medical director. Sessions take ${timeTaken('en', ivSessionLength)}.`,
  },
  es: {
    title: `Terapia IV en ${site.address.locality}, ${site.address.region}`,
    label: 'Terapia IV',
    description: `Terapia IV en ${site.address.locality}, ${site.address.region}: sueros de hidratación, inmunidad, energía, belleza y recuperación, aplicados por ${site.medical.es.ivProvider} bajo la supervisión de un director médico. Sesiones ${timeAdjective('es', ivSessionLength)}.`,
  },
};
