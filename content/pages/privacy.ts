/**
 * The privacy page in both languages (same type: a paragraph added to one must be added to the other). It describes
 * what the code does: every third party of deploy/security.ts is named here (content/pages/privacy.test.ts), and
 * e2e/routes.spec.ts holds that none of them is reached before the visitor asks, except the video preview pictures.
 */
import { site } from '../site';
import { homeCopy, PROVIDER_NAME } from './home';
import { ui } from '../ui';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';

/** The date this page last changed in substance (update it with each change). */
export const privacyUpdated = '2026-11-27';

const booking = site.booking.provider;

/** One company: who it is, when your browser contacts it, and what it receives then. */
type ThirdParty = { name: string; when: string; receives: string };

const en = {
  eyebrow: 'Your privacy',
  title: 'Privacy',
  intro: `${site.name} is a small studio, and this website is here to help you learn about our treatments and book a visit, not to follow you around. This page says exactly what it shares, with whom, and when.`,
  short: {
    heading: 'In short',
    items: [
      'This website sets no cookies and runs no analytics, advertising or tracking of any kind.',
      'Our pages, fonts and artwork are served from our own website.',
      'A few features come from other companies. Each one loads only when you use it, with one exception: the preview pictures of our videos, described below.',
      `What you type into the booking form goes to ${booking}, which passes your request on to us. What you type into the image tool goes only to Google. This website itself keeps none of it.`,
    ],
  },
  parties: {
    heading: 'Other companies, what they receive and when',
    intro:
      'Whenever your browser contacts another company, that company sees your IP address and basic details of your browser, as with any website. Here is when that happens and what else it receives.',
    whenLabel: 'When:',
    receivesLabel: 'What it receives:',
    items: [
      {
        name: `Online booking (${booking}, jotform.com and its script server jotfor.ms)`,
        when: `Only when you open the booking form with one of the “Book” buttons, or follow a link to the form. Until then, no page loads anything from ${booking}.`,
        receives: `The address of the page you booked from and of the page that brought you there (the form asks for them to fit inside our page), and everything you enter in the form. ${booking} may set its own cookies inside the form, and its privacy policy covers what it keeps.`,
      },
      {
        name: 'Videos (YouTube, youtube-nocookie.com and i.ytimg.com)',
        when: 'Each video’s preview picture comes from YouTube’s image server (i.ytimg.com) when the video scrolls near your screen. The video itself loads only when you press play, from YouTube’s privacy-enhanced player (youtube-nocookie.com).',
        receives:
          'For the preview: which picture was requested and the name of our website, not the page you are on. Once you press play: what YouTube’s player asks for to show the video, under YouTube’s privacy policy.',
      },
      {
        name: 'Map (Google Maps, google.com)',
        when: `Only when you press “${ui.en.map.show}”, or follow “${ui.en.map.open}” or the link to our Google reviews. Scrolling past the map loads nothing.`,
        receives:
          'The place shown on the map and the name of our website. What you do on the map is between you and Google, under Google’s privacy policy.',
      },
      {
        name: `Hero image tool (Google ${PROVIDER_NAME}, googleapis.com, and picsum.photos)`,
        when: `Only when you generate a picture with the image tool at the top of our home page (“${homeCopy.en.heroTool.show}”), using your own ${PROVIDER_NAME} API key.`,
        receives: `Your description of the picture and your API key, sent by your browser straight to Google’s ${PROVIDER_NAME} service. The key travels in a request header, never in a web address, and never reaches us. If ${PROVIDER_NAME} sends back no picture, the tool shows a random sample photo from picsum.photos, which then sees your IP address.`,
      },
    ] satisfies ThirdParty[],
  },
  device: {
    heading: 'What stays on your device',
    items: [
      'One note that your browser has already downloaded the site’s two typefaces, so the pages you open next show them at once. It says nothing about you and is never sent to us.',
      'Nothing else, unless you use the hero image tool.',
      'If you do, your browser keeps the picture you made (or the address of the sample photo) in this site’s local storage, so the home page shows it on your next visit. It is never sent to us.',
      'Your API key is kept only if you tick “Remember my key on this device”. Otherwise your browser forgets it when you leave the page.',
      'To remove everything, clear this site’s data in your browser’s settings.',
    ],
  },
  contact: {
    heading: 'Questions',
    body: 'If you have a question about your privacy or about anything on this page, we are happy to help.',
    byPhone: 'Call us at',
    byEmail: 'or e-mail',
  },
  updated: 'This page was last updated on',
};

const es: Translation<typeof en> = {
  eyebrow: 'Su privacidad',
  title: 'Privacidad',
  intro: `${site.name} es un estudio pequeño, y este sitio web está para que usted conozca nuestros tratamientos y haga una cita, no para vigilar lo que usted hace en línea. En esta página le decimos exactamente qué comparte, con quién y cuándo.`,
  short: {
    heading: 'En resumen',
    items: [
      'Este sitio no usa cookies ni herramientas de análisis, publicidad o rastreo de ningún tipo.',
      'Nuestras páginas, tipos de letra e ilustraciones se sirven desde nuestro propio sitio.',
      'Algunas funciones vienen de otras empresas. Cada una se carga solo cuando usted la usa, con una excepción: las imágenes de vista previa de nuestros videos, que explicamos abajo.',
      `Lo que usted escribe en el formulario de citas va a ${booking}, que nos hace llegar su solicitud. Lo que escribe en la herramienta de imagen va solo a Google. Este sitio no guarda nada de eso.`,
    ],
  },
  parties: {
    heading: 'Otras empresas: qué reciben y cuándo',
    intro:
      'Cada vez que su navegador se conecta con otra empresa, esa empresa ve su dirección IP y datos básicos de su navegador, como pasa con cualquier sitio web. Aquí le explicamos cuándo sucede y qué más recibe.',
    whenLabel: 'Cuándo:',
    receivesLabel: 'Qué recibe:',
    items: [
      {
        name: `Citas en línea (${booking}, jotform.com y su servidor de scripts jotfor.ms)`,
        when: `Solo cuando usted abre el formulario de citas con uno de los botones para hacer una cita, o sigue un enlace al formulario. Antes de eso, ninguna página carga nada de ${booking}.`,
        receives: `La dirección de la página desde la que hace su cita y la de la página que lo trajo a ella (el formulario las pide para acomodarse dentro de nuestra página), y todo lo que usted escriba en el formulario. ${booking} puede guardar sus propias cookies dentro del formulario, y su política de privacidad rige lo que conserva.`,
      },
      {
        name: 'Videos (YouTube, youtube-nocookie.com e i.ytimg.com)',
        when: 'La imagen de vista previa de cada video viene del servidor de imágenes de YouTube (i.ytimg.com) cuando el video se acerca a su pantalla. El video en sí se carga solo cuando usted le da clic para verlo, desde el reproductor de privacidad mejorada de YouTube (youtube-nocookie.com).',
        receives:
          'Por la vista previa: qué imagen se pidió y el nombre de nuestro sitio, no la página en la que usted está. Cuando le da clic para verlo: lo que el reproductor de YouTube necesita para mostrar el video, según la política de privacidad de YouTube.',
      },
      {
        name: 'Mapa (Google Maps, google.com)',
        when: `Solo cuando usted le da clic a “${ui.es.map.show}”, o sigue “${ui.es.map.open}” o el enlace a nuestras reseñas en Google. Pasar junto al mapa no carga nada.`,
        receives:
          'El lugar que muestra el mapa y el nombre de nuestro sitio. Lo que usted haga en el mapa queda entre usted y Google, según la política de privacidad de Google.',
      },
      {
        name: `Herramienta de imagen de portada (${PROVIDER_NAME} de Google, googleapis.com y picsum.photos)`, // spelling: en es
        when: `Solo cuando usted crea una imagen con la herramienta de la parte de arriba de nuestra página de inicio (“${homeCopy.es.heroTool.show}”), con su propia clave de API de ${PROVIDER_NAME}.`,
        receives: `La descripción de la imagen y su clave de API, que su navegador envía directo al servicio ${PROVIDER_NAME} de Google. La clave viaja en un encabezado de la solicitud, nunca en una dirección web, y nunca nos llega a nosotros. Si ${PROVIDER_NAME} no devuelve ninguna imagen, la herramienta muestra una foto de muestra al azar de picsum.photos, que entonces ve su dirección IP.`, // spelling: en es
      },
    ],
  },
  device: {
    heading: 'Lo que se queda en su dispositivo',
    items: [
      'Una nota de que su navegador ya descargó los dos tipos de letra del sitio, para que las páginas que abra después los muestren de inmediato. No dice nada sobre usted y nunca se nos envía.',
      'Nada más, a menos que use la herramienta de imagen de portada.',
      'Si la usa, su navegador guarda la imagen que creó (o la dirección de la foto de muestra) en el almacenamiento local de este sitio, para que la página de inicio se la muestre en su próxima visita. Nunca se nos envía.',
      'Su clave de API se guarda solo si usted marca la casilla para recordarla en este dispositivo. Si no, su navegador la olvida cuando usted sale de la página.',
      'Para borrarlo todo, elimine los datos de este sitio desde la configuración de su navegador.',
    ],
  },
  contact: {
    heading: 'Preguntas',
    body: 'Si tiene alguna pregunta sobre su privacidad o sobre cualquier punto de esta página, con gusto le ayudamos.',
    byPhone: 'Llámenos al',
    byEmail: 'o escríbanos a',
  },
  updated: 'Esta página se actualizó por última vez el',
};

export const privacyCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const privacyMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Privacy: What This Website Shares and When',
    label: 'Privacy',
    description: `What the ${site.name} website shares with other companies and when: no cookies, no analytics, and booking, videos, the map and the image tool load only when you use them.`,
  },
  es: {
    title: 'Privacidad: qué comparte este sitio y cuándo',
    label: 'Privacidad',
    description: `Qué comparte el sitio de ${site.name} con otras empresas y cuándo: sin cookies ni herramientas de análisis; las citas, los videos, el mapa y la herramienta de imagen se cargan solo cuando usted los usa.`,
  },
};
