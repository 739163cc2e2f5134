/**
 * HydraFacial: its facts, its words in English and Spanish (catalog name and summary, home card, page) and its places
 * on the /services menu and the home page. content/services/index.ts lists it.
 */
import { visitFacts } from '@/content/visit-facts';
import { hours, timeAdjective, timeCount, timeIn, timeTaken, weeks } from '@/lib/format/durations';
import { lengths } from './lengths';
import { defineService, type ServiceWords, type SpanishWords } from './types';

export const hydrafacial = defineService(
  {
    slug: 'hydrafacial',
    duration: lengths.hydrafacial,
    medical: false,
    /** How long the glow lasts after one session. */
    results: { glow: weeks(1) },
    /** Retinoids and strong exfoliants wait this long after a session. */
    waits: { retinoidsAfter: hours(48) },
    menu: { category: 'facials', order: 1 },
    homeCard: { tab: 'skin-care', order: 1, image: 'home/service-hydrafacial', name: 'Hydradermabrasion/HydraFacial' },
    page: {
      heroArtwork: 'services/hydrafacial-hero',
      related: ['deep-cleansing-facial', 'anti-aging-facial', 'lip-fillers'],
      videos: ['facialTechniques', 'skincareEducation'],
    },
  },
  (service) => {
    /** The appointment's length, how long retinoids wait after it and how long the glow lasts, from the catalog. */
    const length = service.duration;
    const { retinoidsAfter } = service.waits;
    const glow = service.results.glow;

    const en = {
      name: 'HydraFacial',
      summary: 'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment.',
      homeCard:
        'Cleanse, exfoliate, extract and infuse hydrating serums in one soothing, no-downtime treatment that answers El Paso’s dry air.',
      page: {
        headline: 'HydraFacial in El Paso',
        eyebrow: `${timeAdjective('en', length)} hydradermabrasion`,
        metaTitle: 'HydraFacial in El Paso, TX',
        metaDescription: `A ${timeAdjective('en', length)} HydraFacial in El Paso: cleanse, exfoliate, extract and infuse hydrating serums in one soothing treatment with no downtime, made for skin dried out by desert air.`,
        keywords: ['HydraFacial El Paso', 'hydradermabrasion', 'hydrating facial', 'no downtime facial', 'glow facial'],
        intro: `Our most-booked facial. A HydraFacial cleanses, exfoliates, clears pores and floods the skin with hydrating serums in one ${timeAdjective('en', length)} session: a quick, gentle way to give back the moisture that low humidity and strong sun take from your complexion.`,
        bookingTitle: 'Book Your HydraFacial',
        idealFor: ['Dehydrated skin', 'Dullness', 'Visible pores', 'Events this week'],
        benefits: [
          {
            title: 'Deep hydration',
            description: 'Hyaluronic serums are pushed into freshly exfoliated skin, where they work best.',
          },
          {
            title: 'Painless extractions',
            description:
              'Vortex suction lifts debris from pores without squeezing, so there is no soreness afterwards.',
          },
          {
            title: 'Instant glow',
            description:
              'Skin looks smoother and more luminous straight away, which is why clients book it before weddings and photos.',
          },
          { title: 'No downtime', description: 'Gentle enough for most skin types, with nothing to hide afterwards.' },
        ],
        process: [
          {
            title: 'Cleanse and peel',
            description:
              'A resurfacing tip cleanses and exfoliates, followed by a gentle acid solution to loosen debris.',
          },
          { title: 'Extract', description: 'Painless vortex suction clears pores across the nose, chin and forehead.' },
          {
            title: 'Infuse',
            description: 'Antioxidant, peptide and hyaluronic serums are infused into the clean skin.',
          },
          {
            title: 'Protect',
            description:
              'An optional LED finish, then moisture and SPF 30 or higher before you step back into the sun.',
          },
        ],
        areas: {
          title: 'Where it works',
          intro: 'The face is the heart of the treatment; these areas can be added.',
          cards: [
            {
              title: 'Full face',
              description: 'Forehead, cheeks, nose and chin, with extra passes where pores are congested.',
            },
            { title: 'Under the eyes', description: 'A gentle pass and hydrating serum for fine dehydration lines.' },
            { title: 'Neck', description: 'Hydration for thin skin that shows dryness and sun exposure early.' },
            { title: 'Lips', description: 'A soft exfoliation and hydration for dry, chapped lips.' },
          ],
        },
        faqs: [
          {
            question: 'How long does a HydraFacial take?',
            answer: `About ${timeTaken('en', length)} from consultation to SPF.`,
          },
          {
            question: 'Is a HydraFacial good for sensitive skin?',
            answer:
              'Usually, yes. The solutions are adjusted to your skin, and we skip the acid step if you are reactive or using prescription retinoids.',
          },
          {
            question: 'How often should I get one?',
            answer: `Monthly, or ${visitFacts.en.facialInterval}, keeps skin hydrated and pores clear through El Paso’s dry seasons.`,
          },
          {
            question: 'Can I wear makeup afterwards?',
            answer: `${visitFacts.en.makeupAfterHydraFacial} Use SPF 30 or higher, and avoid retinoids and strong exfoliants for ${timeIn('en', retinoidsAfter)}.`,
          },
          {
            question: 'How soon before an event should I book?',
            answer:
              'One to three days before is ideal: any pinkness has gone and skin is at its most hydrated. Individual results vary.',
          },
        ],
        closing: {
          title: 'Drink up, skin',
          text: `Book your HydraFacial and see what ${timeTaken('en', length)} of real hydration does in a desert climate.`,
        },
        areaPage: {
          badge: 'Most Popular',
          guide: {
            title: 'Your HydraFacial, step by step',
            involves: [
              'A skin check and a short chat about what you want from the hour.',
              'Cleansing and a gentle acid peel that loosens dead cells without stinging.',
              'Painless vortex suction that lifts debris and oil out of the pores.',
              'Hydrating, antioxidant serums pressed in, finished with broad-spectrum sunscreen.',
            ],
            prepare: [
              'Skip retinoids, exfoliating acids and scrubs for 48 hours before.',
              'Avoid waxing or laser work on the face in the week before.',
              'Come with or without makeup; we cleanse it all away.',
              'Tell us about any new medication, pregnancy or recent sunburn when you book.',
            ],
            aftercare: [
              visitFacts.en.makeupAfterHydraFacial,
              'Wear SPF 30 or higher every day; new skin burns faster in desert sun.',
              `Hold off on retinoids, acids and hot yoga or saunas for ${timeIn('en', retinoidsAfter)}.`,
              `Drink water and use a plain moisturizer; the glow usually lasts about ${timeCount('en', glow)}. Individual results vary.`,
            ],
          },
        },
      },
    } satisfies ServiceWords;

    const es: SpanishWords<typeof en> = {
      name: 'HydraFacial',
      article: 'el',
      summary:
        'Limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante, sin tiempo de recuperación.',
      homeCard:
        'Limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante y sin tiempo de recuperación: la respuesta al aire seco de El Paso.',
      page: {
        headline: 'HydraFacial en El Paso',
        eyebrow: `Hidrodermoabrasión ${timeAdjective('es', length)}`,
        metaTitle: 'HydraFacial en El Paso, TX',
        metaDescription: `Un HydraFacial ${timeAdjective('es', length)} en El Paso: limpia, exfolia, extrae e infunde sérums hidratantes en un solo tratamiento relajante, sin tiempo de recuperación, pensado para la piel que reseca el aire del desierto.`,
        keywords: [
          'HydraFacial El Paso',
          'hidrodermoabrasión',
          'facial hidratante',
          'facial sin tiempo de recuperación',
          'facial para lucir radiante',
        ],
        intro: `Nuestro facial más solicitado. El HydraFacial limpia, exfolia, destapa los poros y llena la piel de sérums hidratantes en una sola sesión ${timeAdjective('es', length)}: una manera rápida y suave de devolverle a su cutis la humedad que le quitan el aire seco y el sol fuerte.`,
        bookingTitle: 'Agende su HydraFacial',
        idealFor: ['Piel deshidratada', 'Piel opaca', 'Poros visibles', 'Un evento esta semana'],
        benefits: [
          {
            title: 'Hidratación profunda',
            description:
              'Los sérums de ácido hialurónico penetran en la piel recién exfoliada, que es donde mejor funcionan.',
          },
          {
            title: 'Extracciones sin dolor',
            description:
              'La succión en espiral saca las impurezas de los poros sin apretar, así que después no queda la piel adolorida.',
          },
          {
            title: 'Luminosidad al instante',
            description:
              'La piel se ve más lisa y luminosa desde el primer momento; por eso muchos clientes lo agendan antes de una boda o de unas fotos.',
          },
          {
            title: 'Sin tiempo de recuperación',
            description: 'Es lo bastante suave para casi todos los tipos de piel, y después no hay nada que disimular.',
          },
        ],
        process: [
          {
            title: 'Limpieza y peeling',
            description:
              'Una punta renovadora limpia y exfolia; después, una solución ácida suave afloja las impurezas.',
          },
          {
            title: 'Extracción',
            description: 'Una succión en espiral, sin dolor, limpia los poros de la nariz, la barbilla y la frente.',
          },
          {
            title: 'Infusión',
            description: 'Se infunden sérums de antioxidantes, péptidos y ácido hialurónico en la piel ya limpia.',
          },
          {
            title: 'Protección',
            description:
              'Un toque final de luz LED si usted lo desea, luego humectante y protector solar FPS 30 o más antes de volver al sol.',
          },
        ],
        areas: {
          title: 'Dónde se aplica',
          intro: 'El rostro es el centro del tratamiento; estas zonas se pueden agregar.',
          cards: [
            {
              title: 'Todo el rostro',
              description:
                'Frente, mejillas, nariz y barbilla, con pasadas extra donde los poros están congestionados.',
            },
            {
              title: 'Debajo de los ojos',
              description: 'Una pasada suave y un sérum hidratante para las líneas finas de deshidratación.',
            },
            {
              title: 'Cuello',
              description: 'Hidratación para una piel delgada que muestra pronto la resequedad y el daño del sol.',
            },
            { title: 'Labios', description: 'Una exfoliación suave e hidratación para los labios resecos y partidos.' },
          ],
        },
        faqs: [
          {
            question: '¿Cuánto dura un HydraFacial?',
            answer: `La cita dura ${timeTaken('es', length)}, desde la consulta hasta el protector solar.`,
          },
          {
            question: '¿El HydraFacial es bueno para la piel sensible?',
            answer:
              'Por lo general, sí. Las soluciones se ajustan a su piel, y omitimos el paso del ácido si su piel reacciona con facilidad o si usa retinoides recetados.',
          },
          {
            question: '¿Cada cuánto conviene hacérselo?',
            answer: `Una vez al mes, o ${visitFacts.es.facialInterval}, mantiene la piel hidratada y los poros limpios durante las temporadas secas de El Paso.`,
          },
          {
            question: '¿Puedo maquillarme después?',
            answer: `${visitFacts.es.makeupAfterHydraFacial} Use protector solar FPS 30 o más y evite los retinoides y los exfoliantes fuertes durante ${timeCount('es', retinoidsAfter)}.`,
          },
          {
            question: '¿Con cuánta anticipación a un evento debo agendar?',
            answer:
              'Lo ideal es de uno a tres días antes: cualquier enrojecimiento ya habrá desaparecido y la piel luce más hidratada que nunca. Los resultados varían de persona a persona.',
          },
        ],
        closing: {
          title: 'Su piel tiene sed',
          text: `Agende su HydraFacial y vea lo que ${timeTaken('es', length)} de hidratación de verdad hacen en un clima de desierto.`,
        },
        areaPage: {
          badge: 'El más popular',
          guide: {
            title: 'Su HydraFacial, paso a paso',
            involves: [
              'Una revisión de su piel y una breve plática sobre lo que quiere lograr en esa hora.',
              'Limpieza y un peeling suave con ácidos que afloja las células muertas sin ardor.',
              'Succión tipo vórtice, sin dolor, que saca de los poros impurezas y grasa.',
              'Sérums hidratantes y antioxidantes, y protector solar de amplio espectro para terminar.',
            ],
            prepare: [
              'No use retinoides, ácidos exfoliantes ni exfoliantes de grano durante las 48 horas anteriores.',
              'Evite la depilación con cera o con láser en la cara durante la semana anterior.',
              'Puede venir con o sin maquillaje; nosotros lo retiramos todo.',
              'Al hacer su cita, avísenos de cualquier medicamento nuevo, embarazo o quemadura de sol reciente.',
            ],
            aftercare: [
              visitFacts.es.makeupAfterHydraFacial,
              'Use protector solar FPS 30 o más todos los días; la piel renovada se quema más rápido con el sol del desierto.',
              `Espere ${timeIn('es', retinoidsAfter)} para volver a los retinoides, los ácidos, el yoga caliente o el sauna.`,
              `Tome agua y use una crema hidratante sencilla; el brillo suele durar alrededor de ${timeCount('es', glow)}. Los resultados varían de persona a persona.`,
            ],
          },
        },
      },
    };

    return { en, es };
  },
);
