/**
 * The /esthetics-services landing page in both languages: outcome cards, the six signature services with their
 * Learn More details, why-choose cards, the esthetician and the FAQ. Facts come from content/site.ts and
 * content/visit-facts.ts. Rendered by components/landing/landing-page.tsx.
 */
import { site } from '../site';
import type { PageMeta } from '../page-meta';
import type { Article } from '../services/types';
import type { Bilingual } from '@/lib/format/bilingual';
import { menuLengths, services } from '../services';
import { visitFacts, visitRhythm } from '../visit-facts';
import { countsIn, everyWeeks, spanOf, timeCount, timeTaken } from '@/lib/format/durations';
import {
  landingCopy,
  offerArticles,
  whyChooseLayout,
  type LandingLayout,
  type LandingPageData,
  type LandingText,
} from './landing';
import { atLeast } from '@/lib/format/prices';
import { capitalized } from '@/lib/format/locale';

const { owner, claims } = site;
const city = site.address.locality;
/** Peels and microdermabrasion together, as the FAQ times them. */
const peelOrMicrodermabrasion = spanOf([menuLengths['chemical-peels'], menuLengths.microdermabrasion]);

/** The page's layout, the same in both languages; each language below gives only its words. */
const layout = {
  features: [{ id: 'results', tone: 'cream', columns: 3, numbered: false, icons: ['sun', 'sparkle', 'leaf'] }],
  offers: {
    id: 'services',
    tone: 'light',
    icons: {
      'custom-facials': 'leaf',
      hydrafacial: 'droplet',
      dermaplaning: 'feather',
      'chemical-peels': 'flask',
      microdermabrasion: 'sparkle',
      'acne-treatments': 'shield',
    },
  },
  whyChoose: { ...whyChooseLayout, icons: ['award', 'heart', 'flask', 'feather'] },
  care: 'esthetician',
} as const satisfies LandingLayout;

const en: LandingText<typeof layout> = {
  imageAlt: `Esthetics services at ${site.name}`,
  bookingTitle: 'Book Your Esthetics Consultation',
  hero: {
    eyebrow: `Esthetics in ${city}, ${site.address.region}`,
    title: `Clear, Radiant Skin That Thrives in the ${city} Sun`,
    intro: `Professional facials, HydraFacials, peels and acne care from ${owner.name}, a ${owner.title.en.toLowerCase()} with ${atLeast('en', claims.yearsExperience)} years of experience. Every treatment starts with a complimentary consultation and a plan made for your skin and our dry desert climate.`,
    book: 'Book Your Consultation',
  },
  features: [
    {
      eyebrow: 'Your skin, understood',
      title: 'Tired of Skin That Feels Dry, Dull or Breakout-Prone?',
      intro: `Low humidity, wind and close to ${site.sunnyDays} days of sunshine a year are hard on skin. Store-bought products promise a lot and rarely fit your skin. Professional treatments, chosen for you, change what you see in the mirror.`,
      items: [
        {
          title: 'Radiant Complexion',
          description:
            'Dry desert air and year-round sun leave skin dull and tight. Gentle exfoliation and deep hydration bring back an even, luminous tone that makeup does not have to fake.',
        },
        {
          title: 'Clearer Skin Confidence',
          description:
            'Clogged pores and breakouts calm down with a plan built for your skin, so you can stop hiding behind concealer and feel at ease without a filter.',
        },
        {
          title: 'Youthful Glow',
          description:
            'Fine lines, sun spots and rough texture soften over a series of treatments that renew the skin, support collagen and keep it smooth between visits.',
        },
      ],
    },
  ],
  offers: {
    eyebrow: 'Signature services',
    title: 'Our Signature Esthetic Treatments',
    intro:
      'Six treatments, each adjusted to your skin on the day. Not sure where to start? Your consultation is complimentary.',
    items: {
      'custom-facials': {
        title: 'Customized Facials',
        description:
          'A facial designed on the day for what your skin needs: cleansing, exfoliation, extractions, a mask and massage, finished with the right serums and SPF.',
        benefits: [
          'Tailored to your skin type and goals',
          'Deep cleansing and gentle extractions',
          'Relaxing facial, neck and shoulder massage',
        ],
        detail: {
          intro:
            'No two faces are the same, and in El Paso the sun, wind and dry air change what your skin needs from one season to the next. A customized facial starts with a skin analysis and is built around what we see that day.',
          whatItIsTitle: 'What Is a Customized Facial?',
          whatItIs:
            'A customized facial is a professional treatment that combines cleansing, exfoliation, steam, extractions, a targeted mask and massage. Products and steps are chosen for your skin type, whether it is dry, oily, sensitive, acne-prone or mature, and for the results you want.',
          benefits: [
            'Personal plan: every step is chosen for your skin on the day of your visit, not taken from a fixed menu.',
            'Deeper clean: professional extractions clear congested pores more safely than squeezing at home.',
            'Lasting hydration: humectant masks and serums replace the moisture that desert air pulls from the skin.',
            'Real relaxation: facial, neck and shoulder massage eases tension and boosts circulation.',
          ],
          faqs: [
            {
              question: 'How long does a customized facial take?',
              answer: `Plan on ${visitFacts.en.firstFacial} for your first facial, which includes a consultation and skin analysis. Follow-up facials usually take ${visitFacts.en.returnFacial}.`,
            },
            {
              question: 'How often should I get a facial?',
              answer: `Most clients see the best results with a facial ${visitFacts.en.facialInterval}, which matches the skin’s natural renewal cycle. We will suggest a rhythm that suits your skin and schedule.`,
            },
            {
              question: 'Is a facial right for sensitive skin?',
              answer:
                'Yes. We choose fragrance-free, calming products, skip aggressive steps and patch-test when needed. Tell us about any reactions you have had so we can plan around them.',
            },
          ],
        },
      },
      hydrafacial: {
        title: 'HydraFacial',
        description:
          'A multi-step treatment that cleanses, exfoliates, extracts and infuses hydrating serums in one gentle session, with no downtime.',
        benefits: [
          'Instant glow with no downtime',
          'Painless vortex extractions',
          'Serums matched to your skin concerns',
        ],
        detail: {
          intro:
            'When the desert climate leaves your skin thirsty, a HydraFacial is one of the quickest ways to bring it back. Most clients walk out glowing and go straight back to their day.',
          whatItIsTitle: 'What Is a HydraFacial?',
          whatItIs:
            'HydraFacial is a medical-grade hydradermabrasion treatment. A handpiece with a spiral tip cleanses and exfoliates, loosens debris with a gentle acid solution, draws out impurities with vortex suction and then infuses antioxidants, peptides and hyaluronic acid.',
          benefits: [
            'Immediate results: skin looks brighter, plumper and smoother right after the session.',
            'No downtime: there is no peeling or redness to hide, so it fits the day before an event.',
            'Gentle extractions: vortex suction clears pores without the discomfort of manual squeezing.',
            'Deep hydration: hyaluronic acid serums help skin hold on to moisture in dry El Paso air.',
          ],
          faqs: [
            {
              question: 'Does a HydraFacial hurt?',
              answer:
                'No. Most clients describe it as a cool, gentle suction. It is one of the most comfortable treatments we offer, even for sensitive skin.',
            },
            {
              question: 'How long do HydraFacial results last?',
              answer: `The glow typically lasts about ${timeCount('en', services.hydrafacial.results.glow)}, and skin health improves with regular sessions. Many clients book a HydraFacial monthly. Individual results vary.`,
            },
            {
              question: 'Can I wear makeup afterwards?',
              answer: `${visitFacts.en.makeupAfterHydraFacial} Always finish with SPF 30 or higher.`,
            },
          ],
        },
      },
      dermaplaning: {
        title: 'Dermaplaning',
        description:
          'A precise, gentle exfoliation that removes dead skin cells and fine vellus hair, leaving skin silky smooth and ready to absorb your skincare.',
        benefits: ['Smoother, softer skin texture', 'Makeup glides on flawlessly', 'Better absorption of serums'],
        detail: {
          intro:
            'Dermaplaning is the treatment clients book when they want skin that feels like silk. It is quick, painless and a favorite before weddings, photos and special events.',
          whatItIsTitle: 'What Is Dermaplaning?',
          whatItIs:
            'Dermaplaning uses a sterile surgical blade, held at a careful angle, to lift away the top layer of dead skin cells and the fine “peach fuzz” hair on the face. It is done by hand by a trained esthetician and is often paired with a facial or a light peel.',
          benefits: [
            'Instant smoothness: rough, dry patches are lifted away in a single session.',
            'Flawless makeup: foundation sits evenly without catching on dry skin or fine hair.',
            'Better product absorption: serums and moisturizers reach fresh skin instead of a layer of dead cells.',
            'Brighter tone: removing dull buildup reveals a more even, radiant complexion.',
          ],
          faqs: [
            {
              question: 'Will the hair grow back thicker?',
              answer:
                'No. Vellus hair grows back at the same soft texture and color. Dermaplaning does not change the hair follicle.',
            },
            {
              question: 'Who should not have dermaplaning?',
              answer:
                'We postpone it during active acne breakouts, sunburn, cold sores or while you use prescription retinoids. We will check at your consultation.',
            },
            {
              question: 'How often can I have dermaplaning?',
              answer: `About ${visitFacts.en.dermaplaningInterval}, usually as part of your facial, in step with your skin’s renewal cycle. More often is not better for the skin barrier.`,
            },
          ],
        },
      },
      'chemical-peels': {
        title: 'Chemical Peels',
        description:
          'Exfoliating solutions that fade sun spots, soften fine lines and refine texture: light peels by our esthetician, medium-depth peels by our medical team.',
        benefits: ['Fades sun damage and dark spots', 'Refines pores and texture', 'Strength chosen for your skin'],
        detail: {
          intro:
            'Years of strong El Paso sun show up as dark spots, uneven tone and rough texture. A chemical peel chosen for your skin is one of the most effective ways to renew it.',
          whatItIsTitle: 'What Is a Chemical Peel?',
          whatItIs:
            'A chemical peel is an exfoliating solution, such as glycolic, lactic, salicylic or mandelic acid, applied to the skin for a set time. It loosens the bonds between dead cells so that fresher, more even skin comes through over the following days.',
          benefits: [
            'Even tone: pigment from sun exposure and old breakouts fades over a series of peels.',
            'Refined texture: skin feels smoother and pores look smaller.',
            'Softer lines: regular peels encourage cell turnover and collagen support.',
            'Flexible strength: light peels need no downtime; medium-depth peels, done by our medical team, are planned around your calendar.',
          ],
          faqs: [
            {
              question: 'Will my skin peel a lot?',
              answer:
                'Light peels usually cause little or no visible peeling. Medium-depth peels, done by our medical team, can flake for several days. We will tell you what to expect before we begin.',
            },
            {
              question: 'How often should I get a chemical peel?',
              answer: `Light peels can be repeated ${visitFacts.en.peels.lightInterval}. Medium-depth peels reach below the top layer of the skin, beyond an esthetician’s scope in Texas, so they are done by ${visitFacts.en.peels.mediumBy}, ${visitFacts.en.peels.mediumInterval}. Individual results vary.`,
            },
            {
              question: 'Do I need to avoid the sun afterwards?',
              answer:
                'Yes. New skin is more sensitive, so wear SPF 30 or higher every day, reapply outdoors and avoid tanning for at least a week.',
            },
          ],
        },
      },
      microdermabrasion: {
        title: 'Microdermabrasion',
        description:
          'A non-invasive mechanical exfoliation that buffs away dull surface cells to reveal smoother, brighter skin, ideal for texture and mild scarring.',
        benefits: ['Buffs away dull, rough skin', 'Softens mild scars and fine lines', 'Quick session, no downtime'],
        detail: {
          intro:
            'Microdermabrasion is a reliable way to reset tired, uneven skin. Sessions are quick, comfortable and easy to fit into a busy week.',
          whatItIsTitle: 'What Is Microdermabrasion?',
          whatItIs:
            'Microdermabrasion uses a diamond-tip wand with gentle suction to exfoliate the outermost layer of the skin. Removing that layer prompts the skin to renew itself and helps your products work better.',
          benefits: [
            'Smoother texture: rough patches and enlarged-looking pores are visibly refined.',
            'Softer scarring: a series of sessions can soften mild acne scars. Individual results vary.',
            'Brighter complexion: dull surface cells are buffed away to reveal fresher skin.',
            'No downtime: mild pinkness usually fades within a few hours.',
          ],
          faqs: [
            {
              question: 'How long does a microdermabrasion session take?',
              answer: `The treatment itself takes about ${timeTaken('en', menuLengths.microdermabrasion)}, including cleansing and a soothing finish.`,
            },
            {
              question: 'How many sessions will I need?',
              answer: `Many clients see a difference after one session. For texture or mild scarring we usually suggest a series of ${countsIn('en', visitRhythm.microdermabrasionSessions)}, spaced ${countsIn('en', visitRhythm.microdermabrasionWeeksApart)} weeks apart.`,
            },
            {
              question: 'Is microdermabrasion safe for darker skin tones?',
              answer:
                'Yes. Because it is mechanical rather than heat-based, microdermabrasion is suitable for most skin tones when performed with the right settings.',
            },
          ],
        },
      },
      'acne-treatments': {
        title: 'Acne Treatments',
        description:
          'A targeted program for teens and adults that clears congestion, calms inflammation and helps prevent new breakouts, with a home-care plan that fits your life.',
        benefits: [
          'Clears clogged pores and breakouts',
          'Calms redness and inflammation',
          'Home-care plan to prevent new acne',
        ],
        detail: {
          intro:
            'Acne can shake anyone’s confidence, at 16 or at 46. Our acne program treats what is happening in the skin now and teaches you how to keep breakouts from coming back.',
          whatItIsTitle: 'What Is an Acne Treatment Program?',
          whatItIs:
            'Acne treatment at the studio is a series of professional sessions combining deep cleansing, gentle extractions, acne-safe peels such as salicylic or mandelic acid, and calming LED-style finishing care, together with a simple home routine chosen for your skin.',
          process: [
            {
              step: 'Skin assessment',
              description: 'We look at the type of acne you have, what triggers it and what you already use at home.',
            },
            {
              step: 'Deep cleanse and extractions',
              description: 'Pores are softened and cleared carefully to reduce inflammation without scarring.',
            },
            { step: 'Targeted treatment', description: 'An acne-safe peel or mask reduces bacteria, oil and redness.' },
            {
              step: 'Home-care plan',
              description: `You leave with a short routine and a follow-up schedule, usually ${everyWeeks('en', visitRhythm.acneFollowUpWeeks)}.`,
            },
          ],
          benefits: [
            'Fewer breakouts: regular sessions keep pores clear and reduce new blemishes.',
            'Calmer skin: anti-inflammatory care eases redness and tenderness.',
            'Reduced marks: exfoliation helps fade dark spots left behind by old breakouts.',
            'Confidence: a clear plan and steady progress you can see. Individual results vary.',
          ],
          faqs: [
            {
              question: 'How soon will I see results?',
              answer:
                'Many clients notice calmer skin within two to three sessions. Lasting clearance usually takes a few months of treatments and home care. Individual results vary.',
            },
            {
              question: 'Do you treat teen acne?',
              answer:
                'Yes. We see teens and adults. Clients under 18 need a parent or guardian to sign the consent form and attend the first visit.',
            },
            {
              question: 'Can I keep using my prescription acne medication?',
              answer:
                'Tell us about any prescriptions, especially retinoids or isotretinoin. We adapt the treatment, or wait, so it is safe alongside your doctor’s plan.',
            },
          ],
        },
      },
    },
  },
  whyChoose: {
    eyebrow: 'Why clients choose us',
    title: `Why Choose ${owner.firstName} for Your Skin`,
    intro: 'Experience, honesty and a gentle hand, in a studio built around one-to-one care.',
    items: [
      {
        title: `${atLeast('en', site.claims.yearsExperience)} Years of Experience`,
        description:
          'More than two decades of hands-on skincare, so your treatment plan comes from experience, not guesswork.',
      },
      {
        title: 'Personalized Approach',
        description:
          'Every visit starts with your skin, your goals and your schedule. No rushed, one-size-fits-all facials.',
      },
      {
        title: 'Medical-Grade Products',
        description: 'Professional formulas and proven ingredients chosen for results, and recommended honestly.',
      },
      {
        title: 'Gentle Care',
        description: 'Comfort comes first: calm rooms, careful hands and treatments adjusted for sensitive skin.',
      },
    ],
  },
  care: {
    eyebrow: 'Meet your esthetician',
    title: `${owner.name}, ${owner.title.en}`,
    portraitAlt: `Illustrated portrait of ${owner.name}, ${owner.title.en.toLowerCase()}`,
    paragraphs: [
      `For more than ${claims.yearsExperience} years, ${owner.firstName} has helped clients across {areas} feel at home in their skin. She knows what the high desert does to a complexion, from winter dryness to summer sun, and builds every plan around it.`,
      'You will see her at every esthetics visit, not a rotating team. She explains each step, recommends only what your skin needs and tracks your progress from one visit to the next.',
    ],
    storyLink: `Read ${owner.firstName}’s story`,
  },
  testimonials: {
    title: 'What Our Esthetics Clients Say',
    intro: `What clients from ${city} and the surrounding communities say about their visits.`,
  },
  faq: {
    title: 'Esthetics FAQ',
    intro: 'Straight answers to the questions we hear most.',
    items: [
      {
        question: 'Is the first consultation really free?',
        answer: `Yes. Consultations are complimentary. We look at your skin, talk through your goals and recommend a plan, with no obligation to book a treatment.`,
      },
      {
        question: 'How often should I get a facial?',
        answer: `For most skin types we recommend a facial monthly, or ${visitFacts.en.facialInterval}, to follow the skin’s natural renewal cycle. Light peels can be repeated ${visitFacts.en.peels.lightInterval}; medium-depth peels, done by ${visitFacts.en.peels.mediumBy}, ${visitFacts.en.peels.mediumInterval}.`,
      },
      {
        question: 'How long does a treatment take?',
        answer: `Your first facial takes ${visitFacts.en.firstFacial}, including the consultation. Regular facials take ${visitFacts.en.returnFacial}, and peels or microdermabrasion ${timeTaken('en', peelOrMicrodermabrasion)}.`,
      },
      {
        question: 'Which treatment is right for my skin?',
        answer: `That is exactly what the consultation is for. ${site.owner.firstName} looks at your skin type, concerns, history and lifestyle, including how much time you spend in the El Paso sun, and suggests the treatments that will help most.`,
      },
      {
        question: 'Is there any downtime?',
        answer:
          'Most of our esthetic treatments, such as facials, HydraFacials, dermaplaning and microdermabrasion, have no downtime. Medium-depth chemical peels, done by our medical team, can cause several days of flaking, and we plan them around your calendar.',
      },
      {
        question: 'How do I protect my results in the desert sun?',
        answer:
          'Wear a broad-spectrum SPF 30 or higher every day, reapply when outdoors, and keep skin hydrated inside and out. After peels or dermaplaning, avoid tanning and strong sun for at least a week.',
      },
    ],
  },
  closing: {
    title: 'Ready for Your Healthiest Skin Yet?',
    intro:
      'Book a complimentary consultation online in a minute, or call and we will help you choose the right treatment.',
    book: 'Schedule Online',
  },
  catalog: { name: 'Esthetics Services', serviceType: 'Esthetics', catalogName: 'Signature Esthetic Treatments' },
};

/** Spanish, written for clients on both sides of the border; the same type as English, so no string can be missing. */
const es: LandingText<typeof layout> = {
  imageAlt: `Servicios de estética en ${site.name}`,
  bookingTitle: 'Agende su consulta de estética',
  hero: {
    eyebrow: `Estética en ${city}, ${site.address.region}`,
    title: `Una piel limpia y radiante, aun bajo el sol de ${city}`,
    intro: `Faciales profesionales, HydraFacial, peelings y tratamientos para el acné con ${owner.name}, esteticista con licencia y ${atLeast('es', claims.yearsExperience)} años de experiencia. Cada tratamiento empieza con una consulta de cortesía y un plan hecho para su piel y para nuestro clima seco del desierto.`,
    book: 'Agende su consulta',
  },
  features: [
    {
      eyebrow: 'Entendemos su piel',
      title: '¿Su piel se siente reseca, opaca o con tendencia al acné?',
      intro: `La humedad tan baja, el viento y casi ${site.sunnyDays} días de sol al año son duros para la piel. Los productos de la tienda prometen mucho y pocas veces son lo que su piel necesita. Los tratamientos profesionales, elegidos para usted, cambian lo que ve en el espejo.`,
      items: [
        {
          title: 'Un cutis radiante',
          description:
            'El aire seco del desierto y el sol de todo el año dejan la piel opaca y tirante. Una exfoliación suave y una hidratación profunda le devuelven un tono parejo y luminoso que el maquillaje ya no tiene que fingir.',
        },
        {
          title: 'Confianza con una piel más limpia',
          description:
            'Los poros tapados y los brotes se calman con un plan hecho para su piel, para que deje de esconderse detrás del corrector y se sienta a gusto sin filtro.',
        },
        {
          title: 'Un brillo juvenil',
          description:
            'Las líneas finas, las manchas del sol y la textura áspera se suavizan con una serie de tratamientos que renuevan la piel, apoyan el colágeno y la mantienen tersa entre visitas.',
        },
      ],
    },
  ],
  offers: {
    eyebrow: 'Servicios principales',
    title: 'Nuestros tratamientos de estética',
    intro:
      'Seis tratamientos, cada uno ajustado a su piel el día de su cita. ¿No sabe por dónde empezar? Su consulta es de cortesía.',
    items: {
      'custom-facials': {
        title: 'Faciales personalizados',
        description:
          'Un facial diseñado el mismo día según lo que su piel necesita: limpieza, exfoliación, extracciones, mascarilla y masaje, con los sérums indicados y protector solar al final.',
        benefits: [
          'Adaptado a su tipo de piel y a sus metas',
          'Limpieza profunda y extracciones suaves',
          'Masaje relajante de cara, cuello y hombros',
        ],
        detail: {
          intro:
            'No hay dos caras iguales, y en El Paso el sol, el viento y el aire seco cambian lo que la piel necesita de una temporada a otra. Un facial personalizado empieza con un análisis de la piel y se arma según lo que vemos ese día.',
          whatItIsTitle: '¿Qué es un facial personalizado?',
          whatItIs:
            'Es un tratamiento profesional que combina limpieza, exfoliación, vapor, extracciones, una mascarilla específica y masaje. Los productos y los pasos se eligen según su tipo de piel, ya sea seca, grasosa, sensible, con acné o madura, y según los resultados que usted busca.',
          benefits: [
            'Un plan personal: cada paso se elige para su piel el día de su visita, no sale de un menú fijo.',
            'Una limpieza más profunda: las extracciones profesionales destapan los poros con más seguridad que apretarlos en casa.',
            'Hidratación duradera: las mascarillas y los sérums humectantes reponen la humedad que el aire del desierto le quita a la piel.',
            'Relajación de verdad: el masaje de cara, cuello y hombros alivia la tensión y activa la circulación.',
          ],
          faqs: [
            {
              question: '¿Cuánto dura un facial personalizado?',
              answer: `Su primer facial, que incluye la consulta y el análisis de la piel, dura ${visitFacts.es.firstFacial}. Los faciales de seguimiento suelen durar ${visitFacts.es.returnFacial}.`,
            },
            {
              question: '¿Cada cuánto debo hacerme un facial?',
              answer: `La mayoría de nuestros clientes ve los mejores resultados con un facial ${visitFacts.es.facialInterval}, al ritmo de la renovación natural de la piel. Le sugerimos una frecuencia que vaya con su piel y con su agenda.`,
            },
            {
              question: '¿Un facial es buena idea si tengo la piel sensible?',
              answer:
                'Sí. Elegimos productos calmantes y sin fragancia, evitamos los pasos agresivos y hacemos una prueba en un área pequeña cuando hace falta. Cuéntenos de cualquier reacción que haya tenido para planear en torno a ella.',
            },
          ],
        },
      },
      hydrafacial: {
        title: 'HydraFacial',
        description:
          'Un tratamiento de varios pasos que limpia, exfolia, extrae impurezas y aplica sérums hidratantes en una sola sesión suave, sin tiempo de recuperación.',
        benefits: [
          'Luminosidad inmediata, sin tiempo de recuperación',
          'Extracciones por succión, sin dolor',
          'Sérums elegidos para lo que le preocupa de su piel',
        ],
        detail: {
          intro:
            'Cuando el clima del desierto deja su piel sedienta, el HydraFacial es una de las formas más rápidas de recuperarla. La mayoría de nuestros clientes sale con la piel luminosa y sigue su día como si nada.',
          whatItIsTitle: '¿Qué es un HydraFacial?',
          whatItIs:
            'El HydraFacial es un tratamiento de hidrodermoabrasión de grado médico. Una pieza de mano con punta en espiral limpia y exfolia, afloja las impurezas con una solución ácida suave, las extrae con succión de vórtice y después aplica antioxidantes, péptidos y ácido hialurónico.',
          benefits: [
            'Resultados inmediatos: la piel se ve más luminosa, tersa y con más volumen en cuanto termina la sesión.',
            'Sin tiempo de recuperación: no hay descamación ni enrojecimiento que esconder, así que puede hacérselo un día antes de un evento.',
            'Extracciones suaves: la succión de vórtice limpia los poros sin la molestia de apretarlos a mano.',
            'Hidratación profunda: los sérums con ácido hialurónico ayudan a la piel a retener la humedad en el aire seco de El Paso.',
          ],
          faqs: [
            {
              question: '¿Duele el HydraFacial?',
              answer:
                'No. La mayoría lo describe como una succión fresca y suave. Es uno de los tratamientos más cómodos que ofrecemos, aun para la piel sensible.',
            },
            {
              question: '¿Cuánto duran los resultados del HydraFacial?',
              answer: `La luminosidad suele durar alrededor de ${timeCount('es', services.hydrafacial.results.glow)}, y la salud de la piel mejora con sesiones regulares. Muchos clientes se hacen un HydraFacial cada mes. Los resultados varían de persona a persona.`,
            },
            {
              question: '¿Puedo maquillarme después?',
              answer: `${visitFacts.es.makeupAfterHydraFacial} Termine siempre con protector solar FPS 30 o más.`,
            },
          ],
        },
      },
      dermaplaning: {
        title: 'Dermaplaning',
        description:
          'Una exfoliación precisa y suave que retira las células muertas y el vello fino de la cara, y deja la piel suave como la seda y lista para absorber sus productos.',
        benefits: [
          'Una textura más suave y tersa',
          'El maquillaje se aplica de maravilla',
          'Los sérums se absorben mejor',
        ],
        detail: {
          intro:
            'El dermaplaning es el tratamiento que piden nuestros clientes cuando quieren una piel que se sienta como seda. Es rápido, no duele y es uno de los favoritos antes de bodas, fotos y eventos especiales.',
          whatItIsTitle: '¿Qué es el dermaplaning?',
          whatItIs:
            'El dermaplaning usa una hoja estéril de un solo uso, sostenida en un ángulo cuidadoso, para retirar la capa superior de células muertas y el vello fino de la cara, la llamada “pelusa de durazno”. Lo hace a mano una esteticista capacitada y muchas veces se combina con un facial o un peeling ligero.',
          benefits: [
            'Suavidad inmediata: las zonas ásperas y resecas se retiran en una sola sesión.',
            'Maquillaje impecable: la base queda pareja, sin atorarse en la piel seca ni en el vello fino.',
            'Mejor absorción: los sérums y las cremas llegan a la piel nueva y no a una capa de células muertas.',
            'Un tono más luminoso: al quitar lo opaco, aparece un cutis más parejo y radiante.',
          ],
          faqs: [
            {
              question: '¿El vello vuelve a salir más grueso?',
              answer:
                'No. El vello fino vuelve a crecer con la misma textura suave y el mismo color. El dermaplaning no cambia el folículo.',
            },
            {
              question: '¿Quién no debe hacerse dermaplaning?',
              answer:
                'Lo posponemos si tiene un brote activo de acné, quemaduras de sol o fuego labial (herpes labial), o si usa retinoides recetados. Lo revisamos en su consulta.',
            },
            {
              question: '¿Cada cuánto puedo hacerme dermaplaning?',
              answer: `Más o menos ${visitFacts.es.dermaplaningInterval}, por lo general como parte de su facial, al ritmo de la renovación de la piel. Hacerlo más seguido no es mejor para la barrera de la piel.`,
            },
          ],
        },
      },
      'chemical-peels': {
        title: 'Peelings químicos',
        description:
          'Soluciones exfoliantes que aclaran las manchas del sol, suavizan las líneas finas y afinan la textura: los peelings ligeros los hace nuestra esteticista y los de profundidad media, nuestro equipo médico.',
        benefits: [
          'Aclara el daño solar y las manchas oscuras',
          'Afina los poros y la textura',
          'Una intensidad elegida para su piel',
        ],
        detail: {
          intro:
            'Los años bajo el sol fuerte de El Paso se notan en manchas oscuras, un tono disparejo y una textura áspera. Un peeling químico elegido para su piel es una de las formas más eficaces de renovarla.',
          whatItIsTitle: '¿Qué es un peeling químico?',
          whatItIs:
            'Un peeling químico es una solución exfoliante, como el ácido glicólico, láctico, salicílico o mandélico, que se aplica en la piel durante un tiempo determinado. Afloja la unión entre las células muertas para que, en los días siguientes, salga una piel más fresca y pareja.',
          benefits: [
            'Un tono parejo: las manchas del sol y las marcas de brotes pasados se aclaran con una serie de peelings.',
            'Una textura más fina: la piel se siente más suave y los poros se ven más pequeños.',
            'Líneas más suaves: los peelings regulares estimulan la renovación celular y apoyan el colágeno.',
            'La intensidad justa: los peelings ligeros no requieren tiempo de recuperación; los de profundidad media, que hace nuestro equipo médico, se planean según su agenda.',
          ],
          faqs: [
            {
              question: '¿Se me va a pelar mucho la piel?',
              answer:
                'Los peelings ligeros casi no causan descamación visible. Los de profundidad media, que hace nuestro equipo médico, pueden descamar durante varios días. Antes de empezar le explicamos qué esperar.',
            },
            {
              question: '¿Cada cuánto debo hacerme un peeling químico?',
              answer: `Los peelings ligeros se pueden repetir ${visitFacts.es.peels.lightInterval}. Los de profundidad media llegan más abajo de la capa superior de la piel, algo que en Texas queda fuera del alcance de una esteticista, por eso los hace ${visitFacts.es.peels.mediumBy}, ${visitFacts.es.peels.mediumInterval}. Los resultados varían de persona a persona.`,
            },
            {
              question: '¿Tengo que evitar el sol después?',
              answer:
                'Sí. La piel nueva es más sensible: use protector solar FPS 30 o más todos los días, vuelva a aplicarlo cuando esté al aire libre y evite broncearse por lo menos una semana.',
            },
          ],
        },
      },
      microdermabrasion: {
        title: 'Microdermoabrasión',
        description:
          'Una exfoliación mecánica, no invasiva, que pule las células opacas de la superficie y deja ver una piel más tersa y luminosa; ideal para la textura y las cicatrices leves.',
        benefits: [
          'Pule la piel opaca y áspera',
          'Suaviza cicatrices leves y líneas finas',
          'Sesión rápida, sin tiempo de recuperación',
        ],
        detail: {
          intro:
            'La microdermoabrasión es una forma confiable de renovar una piel cansada y dispareja. Las sesiones son rápidas, cómodas y fáciles de acomodar en una semana ocupada.',
          whatItIsTitle: '¿Qué es la microdermoabrasión?',
          whatItIs:
            'La microdermoabrasión usa una punta de diamante con succión suave para exfoliar la capa más externa de la piel. Al retirar esa capa, la piel se renueva sola y sus productos funcionan mejor.',
          benefits: [
            'Una textura más tersa: las zonas ásperas y los poros que se ven abiertos se afinan a la vista.',
            'Cicatrices más suaves: una serie de sesiones puede suavizar las cicatrices leves del acné. Los resultados varían de persona a persona.',
            'Un cutis más luminoso: se pulen las células opacas y aparece una piel más fresca.',
            'Sin tiempo de recuperación: el ligero enrojecimiento suele desaparecer en unas horas.',
          ],
          faqs: [
            {
              question: '¿Cuánto dura una sesión de microdermoabrasión?',
              answer: `El tratamiento dura ${timeTaken('es', menuLengths.microdermabrasion)}, con la limpieza y un cierre calmante incluidos.`,
            },
            {
              question: '¿Cuántas sesiones voy a necesitar?',
              answer: `Muchos clientes notan la diferencia desde la primera sesión. Para la textura o las cicatrices leves solemos sugerir una serie de ${countsIn('es', visitRhythm.microdermabrasionSessions)}, con ${countsIn('es', visitRhythm.microdermabrasionWeeksApart)} semanas entre una y otra.`,
            },
            {
              question: '¿La microdermoabrasión es segura para la piel morena?',
              answer:
                'Sí. Como es mecánica y no usa calor, la microdermoabrasión es adecuada para la mayoría de los tonos de piel cuando se hace con los ajustes correctos.',
            },
          ],
        },
      },
      'acne-treatments': {
        title: 'Tratamientos para el acné',
        description:
          'Un programa para adolescentes y adultos que destapa los poros, calma la inflamación y ayuda a prevenir nuevos brotes, con una rutina en casa que va con su vida.',
        benefits: [
          'Destapa los poros y calma los brotes',
          'Reduce el enrojecimiento y la inflamación',
          'Una rutina en casa para prevenir nuevos brotes',
        ],
        detail: {
          intro:
            'El acné le quita la confianza a cualquiera, a los 16 o a los 46. Nuestro programa trata lo que está pasando hoy en la piel y le enseña cómo evitar que los brotes regresen.',
          whatItIsTitle: '¿En qué consiste el programa para el acné?',
          whatItIs:
            'El tratamiento para el acné en el estudio es una serie de sesiones profesionales que combina limpieza profunda, extracciones suaves, peelings aptos para el acné como el ácido salicílico o mandélico y un cierre calmante tipo LED, junto con una rutina sencilla en casa elegida para su piel.',
          process: [
            {
              step: 'Evaluación de la piel',
              description: 'Vemos qué tipo de acné tiene, qué lo provoca y qué productos usa ya en casa.',
            },
            {
              step: 'Limpieza profunda y extracciones',
              description:
                'Los poros se suavizan y se limpian con cuidado para reducir la inflamación sin dejar cicatrices.',
            },
            {
              step: 'Tratamiento específico',
              description:
                'Un peeling o una mascarilla apta para el acné reduce las bacterias, la grasa y el enrojecimiento.',
            },
            {
              step: 'Rutina en casa',
              description: `Se va con una rutina corta y un calendario de seguimiento, por lo general ${everyWeeks('es', visitRhythm.acneFollowUpWeeks)}.`,
            },
          ],
          benefits: [
            'Menos brotes: las sesiones regulares mantienen los poros limpios y reducen las nuevas imperfecciones.',
            'Una piel más calmada: el cuidado antiinflamatorio alivia el enrojecimiento y la sensibilidad.',
            'Menos marcas: la exfoliación ayuda a aclarar las manchas oscuras que dejan los brotes pasados.',
            'Confianza: un plan claro y avances que usted puede ver. Los resultados varían de persona a persona.',
          ],
          faqs: [
            {
              question: '¿En cuánto tiempo voy a ver resultados?',
              answer:
                'Muchos clientes notan la piel más calmada en dos o tres sesiones. Una mejoría duradera suele tomar unos meses de tratamientos y cuidado en casa. Los resultados varían de persona a persona.',
            },
            {
              question: '¿Atienden el acné de adolescentes?',
              answer:
                'Sí. Atendemos a adolescentes y adultos. Los menores de 18 años necesitan que su padre, madre o tutor firme el formulario de consentimiento y los acompañe en la primera visita.',
            },
            {
              question: '¿Puedo seguir usando mi medicamento recetado para el acné?',
              answer:
                'Avísenos de cualquier receta, sobre todo retinoides o isotretinoína. Adaptamos el tratamiento, o esperamos, para que sea seguro junto con el plan de su médico.',
            },
          ],
        },
      },
    },
  },
  whyChoose: {
    eyebrow: 'Por qué nos eligen',
    title: `Por qué confiarle su piel a ${owner.firstName}`,
    intro: 'Experiencia, honestidad y un trato delicado, en un estudio pensado para la atención personal.',
    items: [
      {
        title: `${capitalized(atLeast('es', claims.yearsExperience))} años de experiencia`,
        description:
          'Más de dos décadas de trabajo directo con la piel: su plan de tratamiento nace de la experiencia, no de adivinar.',
      },
      {
        title: 'Atención personalizada',
        description:
          'Cada visita empieza por su piel, sus metas y su agenda. Nada de faciales a la carrera ni iguales para todos.',
      },
      {
        title: 'Productos de grado médico',
        description:
          'Fórmulas profesionales e ingredientes probados, elegidos por sus resultados y recomendados con honestidad.',
      },
      {
        title: 'Un trato delicado',
        description:
          'Su comodidad es lo primero: cabinas tranquilas, manos cuidadosas y tratamientos ajustados para la piel sensible.',
      },
    ],
  },
  care: {
    eyebrow: 'Conozca a su esteticista',
    title: `${owner.name}, esteticista con licencia`,
    portraitAlt: `Retrato ilustrado de ${owner.name}, esteticista con licencia`,
    paragraphs: [
      `Desde hace ${atLeast('es', claims.yearsExperience)} años, ${owner.firstName} ayuda a clientes de {areas} a sentirse a gusto con su piel. Sabe lo que el desierto le hace al cutis, desde la resequedad del invierno hasta el sol del verano, y arma cada plan pensando en eso.`,
      'La verá en cada visita de estética, no a un equipo que cambia cada vez. Le explica cada paso, le recomienda solo lo que su piel necesita y sigue su progreso de una visita a la siguiente.',
    ],
    storyLink: `Conozca la historia de ${owner.firstName}`,
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes de estética',
    intro: `Lo que cuentan de su visita clientes de ${city} y sus alrededores.`,
  },
  faq: {
    title: 'Preguntas frecuentes sobre estética',
    intro: 'Respuestas claras a las preguntas que más nos hacen.',
    items: [
      {
        question: '¿De verdad la primera consulta es gratis?',
        answer:
          'Sí. Las consultas son de cortesía. Revisamos su piel, platicamos sobre sus metas y le recomendamos un plan, sin ningún compromiso de agendar un tratamiento.',
      },
      {
        question: '¿Cada cuánto debo hacerme un facial?',
        answer: `Para la mayoría de los tipos de piel recomendamos un facial al mes, o ${visitFacts.es.facialInterval}, al ritmo de la renovación natural de la piel. Los peelings ligeros se pueden repetir ${visitFacts.es.peels.lightInterval}; los de profundidad media, que hace ${visitFacts.es.peels.mediumBy}, ${visitFacts.es.peels.mediumInterval}.`,
      },
      {
        question: '¿Cuánto dura un tratamiento?',
        answer: `Su primer facial dura ${visitFacts.es.firstFacial}, con la consulta incluida. Los faciales regulares duran ${visitFacts.es.returnFacial}, y los peelings o la microdermoabrasión ${timeTaken('es', peelOrMicrodermabrasion)}.`,
      },
      {
        question: '¿Qué tratamiento es el indicado para mi piel?',
        answer: `Para eso es la consulta. ${owner.firstName} revisa su tipo de piel, lo que le preocupa, su historial y su estilo de vida, incluso cuánto tiempo pasa bajo el sol de ${city}, y le sugiere los tratamientos que más le van a ayudar.`,
      },
      {
        question: '¿Hay tiempo de recuperación?',
        answer:
          'La mayoría de nuestros tratamientos de estética, como los faciales, el HydraFacial, el dermaplaning y la microdermoabrasión, no requieren tiempo de recuperación. Los peelings químicos de profundidad media, que hace nuestro equipo médico, pueden causar varios días de descamación, y los planeamos según su agenda.',
      },
      {
        question: '¿Cómo cuido mis resultados bajo el sol del desierto?',
        answer:
          'Use todos los días un protector solar de amplio espectro FPS 30 o más, vuelva a aplicarlo cuando esté al aire libre y mantenga la piel hidratada por dentro y por fuera. Después de un peeling o de un dermaplaning, evite broncearse y el sol fuerte por lo menos una semana.',
      },
    ],
  },
  closing: {
    title: '¿Quiere tener la piel más sana de su vida?',
    intro:
      'Agende en línea su consulta de cortesía en un minuto, o llámenos y le ayudamos a elegir el tratamiento indicado.',
    book: 'Haga su cita en línea',
  },
  catalog: { name: 'Servicios de estética', serviceType: 'Estética', catalogName: 'Nuestros tratamientos de estética' },
};

/** The article each treatment's Spanish title takes in a sentence ("los faciales personalizados"). */
const articles: Record<keyof typeof layout.offers.icons, Article> = {
  'custom-facials': 'los',
  hydrafacial: 'el',
  dermaplaning: 'el',
  'chemical-peels': 'los',
  microdermabrasion: 'la',
  'acne-treatments': 'los',
};

/** The offers' Spanish titles with their articles (content/spanish-names.ts reads them). */
export const estheticsArticles = offerArticles(es.offers.items, articles);

export const estheticsPage: LandingPageData = {
  path: '/esthetics-services',
  heroArtwork: 'landing/esthetics-hero',
  ogImage: '/og/landing-esthetics.jpg',
  claim: claims.esthetics,
  faqName: 'esthetics-faq',
  catalogItemType: 'Service',
  copy: { en: landingCopy(layout, en), es: landingCopy(layout, es) },
};

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
const titleEn = `Esthetics Services in ${site.address.locality}, ${site.address.region}: Facials, Peels & Acne Care`;

export const estheticsMeta: Bilingual<PageMeta> = {
  // The English lists name the page by its full title.
  en: {
    title: titleEn,
    label: titleEn,
    description: `Customized facials, HydraFacial, dermaplaning, chemical peels, microdermabrasion and acne treatments in ${site.address.locality}, ${site.address.region}, from a licensed esthetician with ${atLeast('en', site.claims.yearsExperience)} years of experience. ${site.claims.consultation.en}.`,
  },
  es: {
    title: `Estética en ${site.address.locality}, ${site.address.region}: faciales, peelings y cuidado del acné`,
    label: 'Estética',
    description: `Faciales personalizados, HydraFacial, dermaplaning, peelings químicos, microdermoabrasión y tratamientos para el acné en ${site.address.locality}, ${site.address.region}, con una esteticista con licencia y ${atLeast('es', site.claims.yearsExperience)} años de experiencia. ${site.claims.consultation.es}.`,
  },
};
