/** The accessibility statement in both languages (same type: a paragraph added to one must be added to the other). */
import { site } from '../site';
import { ui } from '../ui';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';

/** The date this statement was last reviewed (update it with each review). */
export const accessibilityReviewed = '2026-11-27';

const en = {
  eyebrow: 'Our commitment',
  title: 'Accessibility Statement',
  intro: `${site.name} wants everyone to be able to learn about our services and book a visit, whatever device, browser or assistive technology they use.`,
  standard: {
    heading: 'Our standard',
    body: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked with automated accessibility tests before it is published, and we test keyboard navigation, visible focus, color contrast and screen-reader labels by hand.',
  },
  done: {
    heading: 'What we have done',
    items: [
      'Every page has one main heading, a clear heading order and a “Skip to main content” link.',
      'All functions work with a keyboard, including menus, dialogs, accordions and the booking form launcher.',
      'Images have text alternatives, and decorative artwork is hidden from screen readers.',
      'Text and controls meet WCAG AA color-contrast ratios, and pages respect “reduce motion” settings.',
      `Maps load only when you press “${ui.en.map.show}” and videos only when you press play, and both have descriptive titles.`,
      'The treatment consent form is available in English and Spanish, marked with the correct language, and prints cleanly.',
    ],
  },
  limits: {
    heading: 'Known limitations',
    body: `Our online booking form is provided by a third party (${site.booking.provider}). We have chosen a provider that supports keyboard and screen-reader use, but we do not control every part of it. If it gives you any trouble, we will gladly book your appointment by phone or e-mail instead.`,
  },
  help: {
    heading: 'Need help or found a problem?',
    body: 'Please tell us. We will help you book, read a page aloud to you over the phone, or send information in another format.',
    byPhone: 'You can reach us by phone at',
    byEmail: 'or by e-mail at',
    reply: 'We aim to reply within two business days.',
  },
  visiting: {
    heading: 'Visiting the studio',
    body: 'If you have accessibility needs for your visit, such as step-free access, extra time or a companion in the room, let us know when you book and we will prepare for you.',
  },
  reviewed: 'This statement was last reviewed on',
};

const es: Translation<typeof en> = {
  eyebrow: 'Nuestro compromiso',
  title: 'Declaración de accesibilidad',
  intro: `En ${site.name} queremos que todas las personas puedan conocer nuestros servicios y hacer una cita, sin importar el dispositivo, el navegador o la tecnología de asistencia que usen.`,
  standard: {
    heading: 'Nuestra norma',
    body: 'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Antes de publicar cada página la revisamos con pruebas automáticas de accesibilidad, y a mano comprobamos que se pueda usar con el teclado, que el foco se vea, que el contraste de colores sea suficiente y que los lectores de pantalla encuentren sus etiquetas.',
  },
  done: {
    heading: 'Lo que hemos hecho',
    items: [
      'Cada página tiene un solo encabezado principal, un orden claro de encabezados y un enlace para “Saltar al contenido principal”.',
      'Todo funciona con el teclado, incluidos los menús, las ventanas de diálogo, las secciones desplegables y el botón del formulario de citas.',
      'Las imágenes tienen texto alternativo, y las ilustraciones decorativas se ocultan a los lectores de pantalla.',
      'Los textos y controles cumplen el contraste de color de WCAG AA, y las páginas respetan la opción de “reducir movimiento”.',
      `Los mapas se cargan solo cuando usted le da clic a “${ui.es.map.show}” y los videos solo cuando le da clic para verlos, y ambos tienen títulos descriptivos.`,
      'El formulario de consentimiento para tratamientos está en inglés y en español, marcado con el idioma correcto, y se imprime bien.',
    ],
  },
  limits: {
    heading: 'Limitaciones conocidas',
    body: `Nuestro formulario de citas en línea lo ofrece otra empresa (${site.booking.provider}). Elegimos un proveedor que se puede usar con teclado y lector de pantalla, pero no controlamos todas sus partes. Si le da algún problema, con gusto le hacemos la cita por teléfono o por correo electrónico.`,
  },
  help: {
    heading: '¿Necesita ayuda o encontró un problema?',
    body: 'Por favor, díganos. Le ayudamos a hacer su cita, le leemos una página por teléfono o le enviamos la información en otro formato.',
    byPhone: 'Puede comunicarse con nosotros por teléfono al',
    byEmail: 'o por correo electrónico a',
    reply: 'Procuramos responder en un plazo de dos días hábiles.',
  },
  visiting: {
    heading: 'Su visita al estudio',
    body: 'Si tiene alguna necesidad de accesibilidad para su visita, como entrada sin escalones, más tiempo o un acompañante en la sala, avísenos al hacer su cita y lo tendremos todo listo.',
  },
  reviewed: 'Esta declaración se revisó por última vez el',
};

export const accessibilityCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const accessibilityMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Accessibility Statement',
    label: 'Accessibility Statement',
    description: `How ${site.name} makes its website usable for everyone, the accessibility standard we aim for (WCAG 2.2 AA), and how to get help by phone or e-mail.`,
  },
  es: {
    title: 'Declaración de accesibilidad',
    label: 'Declaración de accesibilidad',
    description: `Cómo ${site.name} hace que su sitio web sea fácil de usar para todos, la norma de accesibilidad que seguimos (WCAG 2.2 AA) y cómo pedir ayuda por teléfono o correo electrónico.`,
  },
};
