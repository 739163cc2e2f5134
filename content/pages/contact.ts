/** The contact page in both languages (same type). Facts come from content/site.ts and content/visit-facts.ts. */
import { timeAdjective } from '@/lib/format/durations';
import { site } from '../site';
import type { PageMeta } from '../page-meta';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import { visitRhythm } from '../visit-facts';

const { medical } = site;
const city = site.address.locality;

const en = {
  hero: {
    eyebrow: site.claims.consultation.en,
    title: 'Contact the Studio',
    intro: `Book online in a minute, call us, or send an e-mail. We reply as soon as we can and share the studio’s exact ${site.address.locality} address and parking tips when you book.`,
    book: 'Book Your Free Consultation',
  },
  reach: {
    eyebrow: 'Get in touch',
    title: 'Three easy ways to reach us',
    online: {
      title: 'Book online',
      text: `Choose a time that suits you in our secure booking form, provided by ${site.booking.provider}.`,
      link: 'Open the booking form',
    },
    call: {
      title: 'Call us',
      text: 'Talk to us during opening hours; leave a message after hours and we will call you back.',
    },
    email: { title: 'E-mail', text: 'Questions about a treatment, gift cards or rescheduling are welcome by e-mail.' },
    privacy:
      'Please do not send health details by e-mail or phone message. Anything medical is discussed privately at your consultation, and the booking form collects only what we need to schedule your visit.',
  },
  consultation: {
    eyebrow: 'Free consultation',
    title: 'What happens at your free consultation',
    step: 'Step {n}',
    steps: [
      {
        title: 'A relaxed conversation',
        text: `We talk about your skin, your routine, what you would like to change and anything you have tried before. A ${timeAdjective('en', visitRhythm.consultationMinutes)} visit, with no obligation.`,
      },
      {
        title: 'A close look at your skin',
        text: 'Under a magnifying lamp we check hydration, texture, congestion, pigment and sun damage, and explain what we see in plain language.',
      },
      {
        title: 'Your personal plan',
        text: 'You leave with honest recommendations: which treatments would help, how often, what to use at home, and what you do not need.',
      },
      {
        title: 'Medical treatments, screened safely',
        text: `If you are interested in Botox, fillers, plasma or IV therapy, ${medical.en.examiner} examines you and reviews your health history first; then ${medical.en.injector} gives Botox and fillers, and one of our ${medical.en.ivProvider} gives plasma skin tightening or IV therapy, under ${medical.en.supervisor}.`,
      },
    ],
    note: `${site.claims.financing.en}. Individual results vary; we will always tell you what is realistic for your skin.`,
    book: 'Book Your Consultation',
  },
};

const es: Translation<typeof en> = {
  hero: {
    eyebrow: site.claims.consultation.es,
    title: 'Comuníquese con el estudio',
    intro: `Haga su cita en línea en un minuto, llámenos o escríbanos un correo. Le respondemos lo antes posible y, al hacer su cita, le compartimos la dirección exacta del estudio en ${site.address.locality} y dónde estacionarse. Le atendemos en español.`,
    book: 'Agende su consulta de cortesía',
  },
  reach: {
    eyebrow: 'Estamos para servirle',
    title: 'Tres formas fáciles de comunicarse',
    online: {
      title: 'Cita en línea',
      text: `Elija el horario que más le convenga en nuestro formulario seguro de citas (de ${site.booking.provider}).`,
      link: 'Abrir el formulario de citas',
    },
    call: {
      title: 'Llámenos',
      text: 'Hable con nosotros en horario de atención; fuera de horario, deje un mensaje y le regresamos la llamada.',
    },
    email: {
      title: 'Correo electrónico',
      text: 'Con gusto respondemos por correo sus preguntas sobre tratamientos, tarjetas de regalo o cambios de cita.',
    },
    privacy:
      'Por favor, no nos envíe datos de salud por correo ni por mensaje. Todo lo médico se habla en privado en su consulta, y el formulario de citas solo pide lo necesario para agendar su visita.',
  },
  consultation: {
    eyebrow: 'Consulta de cortesía',
    title: 'Qué pasa en su consulta de cortesía',
    step: 'Paso {n}',
    steps: [
      {
        title: 'Una plática con calma',
        text: `Hablamos de su piel, de su rutina, de lo que le gustaría cambiar y de lo que ya ha probado. Una visita ${timeAdjective('es', visitRhythm.consultationMinutes)}, sin ningún compromiso.`,
      },
      {
        title: 'Revisamos su piel de cerca',
        text: 'Con una lámpara de aumento revisamos la hidratación, la textura, los poros obstruidos, las manchas y el daño solar, y le explicamos lo que vemos en palabras sencillas.',
      },
      {
        title: 'Su plan personal',
        text: 'Se va con recomendaciones honestas: qué tratamientos le ayudarían, cada cuánto, qué usar en casa y qué no necesita.',
      },
      {
        title: 'Tratamientos médicos, con una evaluación segura',
        text: `Si le interesan el Botox, los rellenos, el plasma o la terapia IV, primero ${medical.es.examiner} lo examina y revisa su historial de salud; después, el Botox y los rellenos se los aplica ${medical.es.injector}, y el plasma o la terapia IV, una de nuestras ${medical.es.ivProvider}, siempre bajo la supervisión de ${medical.es.supervisor}.`,
      },
    ],
    note: `Hay ${site.claims.financing.es.toLowerCase()}. Los resultados varían de persona a persona; siempre le diremos qué es realista para su piel.`,
    book: 'Agende su consulta',
  },
};

export const contactCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const contactMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Contact & Book a Free Consultation',
    label: 'Contact',
    description: `Call, e-mail or book online with ${site.name} in ${city}, ${site.address.region}. Hours, location, and what happens at your complimentary skin consultation.`,
  },
  es: {
    title: 'Contacto y consulta de cortesía',
    label: 'Contacto',
    description: `Llame, escriba o haga su cita en línea con ${site.name} en ${site.address.locality}, ${site.address.region}. Horario, ubicación y qué pasa en su consulta de cortesía. Le atendemos en español.`,
  },
};
