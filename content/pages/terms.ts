/** The consent page's introduction in both languages; the bilingual form itself is content/consent.ts. */
import { site } from '../site';
import type { Bilingual, Translation } from '@/lib/format/bilingual';
import type { PageMeta } from '../page-meta';

const en = {
  eyebrow: 'Terms of Service · Términos de servicio', // spelling: en es
  title: 'Treatment Consent Form',
  intro: `Before any treatment, every client of ${site.name} reviews and signs this consent form at the studio. Read it here in English, then in Spanish, or print it to bring with you.`,
  print: 'Print this form',
};

const es: Translation<typeof en> = {
  eyebrow: 'Antes de su tratamiento',
  title: 'Formulario de consentimiento',
  intro: `Antes de cualquier tratamiento, cada cliente de ${site.name} revisa y firma este formulario de consentimiento en el estudio. Puede leerlo aquí en inglés y en español, o imprimirlo para traerlo a su cita.`,
  print: 'Imprimir este formulario',
};

export const termsCopy: Bilingual<typeof en> = { en, es };

/** The page's title, list label and description in each language (the route list in site/routes.ts reads them). */
export const termsMeta: Bilingual<PageMeta> = {
  en: {
    title: 'Treatment Consent Form (English & Español)', // spelling: en es
    label: 'Terms of Service',
    description: `The bilingual treatment consent form of ${site.name}: treatment authorization, risks, photography consent and patient acknowledgement, in English and Spanish.`,
  },
  es: {
    title: 'Formulario de consentimiento (español e inglés)',
    label: 'Formulario de consentimiento',
    description: `El formulario bilingüe de consentimiento para tratamientos de ${site.name}: autorización, riesgos, consentimiento para fotografías y declaración del paciente, en español y en inglés.`,
  },
};

/** The English page's word to Spanish readers, in Spanish (marked lang="es" where it is shown). */
export const spanishReaderNote =
  'Antes de cualquier tratamiento, cada cliente revisa y firma este formulario en el estudio. Puede leerlo aquí en inglés y en español, o imprimirlo.'; // spelling: es
