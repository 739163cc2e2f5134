/**
 * Facts the site tells one way, in every page and post: a sentence about one of them must say it as the studio does.
 * Each rule is built from the value it guards (content/visit-facts.ts, content/site.ts, the /services menu), so a
 * value changed there changes what every sentence must say. The content check holds every post to them
 * (site/checks/post-wording.ts); content/one-story.test.ts holds the copy of content/, app/ and components/ to them.
 */
import { catalogCopy } from '@/content/services';
import { serviceMenuIn } from '@/content/service-menu';
import { site } from '@/content/site';
import { inSentence } from '@/content/spanish-names';
import { visitFacts, visitRhythm } from '@/content/visit-facts';
import { countIn, everyWeeks, minuteRanges, type Range } from '@/lib/format/durations';
import type { Locale } from '@/lib/format/locale';

export type OneStoryRule = {
  /** The fact, in the owner's words: what the studio says. */
  rule: string;
  /** A sentence is about the fact when it matches every pattern (a `(?!...)` pattern leaves a look-alike out). */
  about: readonly RegExp[];
  /** What a sentence about the fact must say. */
  says: RegExp;
  /** What to write instead, for the owner. */
  write: string;
  /** How a template of content/ says it without typing it: the value it reads ("dermaplaningInterval"). */
  reads: RegExp | null;
  /** A sentence the rule must refuse and one it must let through. */
  example: { refused: string; accepted: string };
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The same interval a step later: a sentence that gives the wrong one. */
const later = (r: Range): Range => ({ min: r.min + 1, max: r.max + 1 });
/** "cada cuatro a seis semanas" or "cada 4 a 6 semanas": the numbers are what must agree. */
const everyWeeksEs = (r: Range) =>
  new RegExp(`cada (?:${countIn('es', r.min)}|${r.min}) a (?:${countIn('es', r.max)}|${r.max}) semanas`, 'i');

/**
 * The menu's facials, each with its longest time; Facial Treatments offers the others as one, so its range spans
 * theirs and it is left out. Both languages' menus are built from one structure, so an index is the same facial.
 */
function facialsOn(locale: Locale): { name: string; minutes: number }[] {
  const items = serviceMenuIn(locale).find((category) => category.id === 'facials')?.items ?? [];
  const english = serviceMenuIn('en').find((category) => category.id === 'facials')?.items ?? [];
  return items
    .map((item, i) => ({ name: item.name, minutes: Math.max(...minuteRanges(english[i]!.duration).map((r) => r.max)) }))
    .filter(({ name }) => name !== catalogCopy[locale].services['facial-treatments'].name);
}

/** The facial the menu gives the most time (several, if they tie): the only one copy may call the longest. */
export function longestFacials(locale: Locale): string[] {
  const facials = facialsOn(locale);
  const most = Math.max(...facials.map((f) => f.minutes));
  return facials.filter((f) => f.minutes === most).map((f) => f.name);
}

const longest = { en: longestFacials('en'), es: longestFacials('es') };
/** A facial the menu does not give the most time: what a sentence may not call the longest. */
const shorter = (locale: Locale) => facialsOn(locale).find((f) => !longest[locale].includes(f.name))!.name;
const names = (list: string[]) => new RegExp(list.flatMap((n) => [literal(n), literal(inSentence(n))]).join('|'));
const months = {
  en: /(January|February|March|April|May|June|July|August|September|October)/,
  es: /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre)/i,
};
const firstFacialRange = `de ${visitRhythm.firstFacialMinutes.min} a ${visitRhythm.firstFacialMinutes.max}`;
/** The Spanish policy on prices, which a sentence may extend (", que es de cortesía."). */
const pricingEs = visitFacts.es.pricing.replace(/\.$/, '');

/** The rules of each language's copy (a sentence of either language is checked against both lists). */
export const oneStory: { en: readonly OneStoryRule[]; es: readonly OneStoryRule[] } = {
  en: [
    {
      rule: `the studio suggests dermaplaning ${visitFacts.en.dermaplaningInterval}`,
      about: [/dermaplan/i, /every [\w-]+ (to|-) ?[\w]+ weeks|every \d+-\d+ weeks/i],
      says: new RegExp(literal(visitFacts.en.dermaplaningInterval)),
      write: `write "${visitFacts.en.dermaplaningInterval}"`,
      reads: /dermaplaningInterval/,
      example: {
        refused: `We suggest dermaplaning ${everyWeeks('en', later(visitRhythm.facialWeeks))}.`,
        accepted: `We suggest dermaplaning ${visitFacts.en.dermaplaningInterval}.`,
      },
    },
    {
      rule: `the longest facial on the menu is the ${longest.en.join(' or the ')}`,
      about: [/longest/i, /facial/i, /^(?!.*longest visit)/i],
      says: names(longest.en),
      write: `call only the ${longest.en.join(' or the ')} the longest facial`,
      reads: null,
      example: {
        refused: `The ${shorter('en')} is our longest facial.`,
        accepted: `The ${longest.en[0]} is our longest facial.`,
      },
    },
    {
      rule: 'the good-faith exam is given by the physician, a nurse practitioner or a physician assistant, never a nurse alone',
      about: [/good-faith exam/i],
      says: /physician|nurse practitioner|medical team|Consultation and good-faith exam|what happens|same good-faith exam|repeat/i,
      write: `say who gives it: "a good-faith exam by ${site.medical.en.examiner}"`,
      reads: /medical\.en\.examiner/,
      example: {
        refused: 'Your nurse starts with a good-faith exam.',
        accepted: `You start with a good-faith exam by ${site.medical.en.examiner}.`,
      },
    },
    {
      rule: 'medium-depth peels are done by the medical team, never by the esthetician',
      about: [/medium(-depth)? (chemical )?peels?/i],
      says: /medical team/,
      write: `say they are done by ${visitFacts.en.peels.mediumBy}`,
      reads: /mediumBy/,
      example: {
        refused: 'Our esthetician also performs medium-depth peels.',
        accepted: `Medium-depth peels are done by ${visitFacts.en.peels.mediumBy}.`,
      },
    },
    {
      rule: `the monsoon runs ${visitFacts.en.monsoon}`,
      about: [/monsoon/i, months.en],
      says: new RegExp(literal(visitFacts.en.monsoon)),
      write: `write "${visitFacts.en.monsoon}"`,
      reads: /visitFacts\.(en\.)?monsoon/,
      example: {
        refused: 'The monsoon arrives in June.',
        accepted: `The monsoon runs ${visitFacts.en.monsoon}.`,
      },
    },
  ],
  es: [
    {
      rule: `the studio suggests dermaplaning ${visitFacts.en.dermaplaningInterval} ("${visitFacts.es.dermaplaningInterval}")`,
      about: [/dermaplaning/i, /cada \S+ a \S+ semanas/i],
      says: everyWeeksEs(visitRhythm.facialWeeks),
      write: `write "${visitFacts.es.dermaplaningInterval}"`,
      reads: /dermaplaningInterval/,
      example: {
        refused: `Recomendamos el dermaplaning ${everyWeeks('es', later(visitRhythm.facialWeeks))}.`,
        accepted: `Recomendamos el dermaplaning ${visitFacts.es.dermaplaningInterval}.`,
      },
    },
    {
      rule: `the longest facial on the menu is the ${longest.es.join(' or the ')}`,
      about: [/más larg[oa]/i, /facial/i],
      says: names(longest.es),
      write: `call only the ${longest.es.join(' or the ')} "el facial más largo"`,
      reads: null,
      example: {
        refused: `El ${inSentence(shorter('es'))} es nuestro facial más largo.`,
        accepted: `El ${inSentence(longest.es[0]!)} es nuestro facial más largo.`,
      },
    },
    {
      rule: 'the studio publishes price ranges, and says so in one sentence',
      about: [/rangos de precios/i],
      says: new RegExp(literal(pricingEs)),
      write: `write "${visitFacts.es.pricing}"`,
      reads: null,
      example: {
        refused: 'Publicamos rangos de precios en nuestra página.',
        accepted: visitFacts.es.pricing,
      },
    },
    {
      rule: 'makeup after a HydraFacial is told one way',
      about: [/maquillaje mineral|sin maquillaje hasta/i],
      says: new RegExp(literal(visitFacts.es.makeupAfterHydraFacial)),
      write: `write "${visitFacts.es.makeupAfterHydraFacial}"`,
      reads: /visitFacts\.es\.makeupAfterHydraFacial/,
      example: {
        refused: 'Puede usar maquillaje mineral enseguida.',
        accepted: visitFacts.es.makeupAfterHydraFacial,
      },
    },
    {
      rule: `the studio suggests a facial ${visitFacts.en.facialInterval} ("${visitFacts.es.facialInterval}")`,
      about: [/facial/i, /cada \S+ a \S+ semanas/i, /^(?!.*(peeling|microdermo))/i],
      says: new RegExp(literal(visitFacts.es.facialInterval)),
      write: `write "${visitFacts.es.facialInterval}"`,
      reads: /facialInterval|dermaplaningInterval/,
      example: {
        refused: `Recomendamos un facial ${everyWeeks('es', later(visitRhythm.facialWeeks))}.`,
        accepted: `Recomendamos un facial ${visitFacts.es.facialInterval}.`,
      },
    },
    {
      rule: `a first facial takes ${visitFacts.en.firstFacial} ("${visitFacts.es.firstFacial}")`,
      about: [/primer facial|primera visita|para el primero/i, /de \d+ a \d+ minutos/],
      // A post may leave out the unit ("puede llevar de 60 a 90"), so the numbers are what must agree.
      says: new RegExp(`${firstFacialRange}\\b`),
      write: `write "${visitFacts.es.firstFacial}"`,
      reads: /firstFacial/,
      example: {
        refused: `Un primer facial dura de ${visitRhythm.firstFacialMinutes.min} a ${visitRhythm.firstFacialMinutes.max + 30} minutos.`,
        accepted: `Un primer facial dura ${visitFacts.es.firstFacial}.`,
      },
    },
    {
      rule: `light peels are repeated ${visitFacts.en.peels.lightInterval} ("${visitFacts.es.peels.lightInterval}")`,
      about: [/peelings? ligeros?/i, /cada \S+ a \S+ (semanas|meses)/i],
      says: new RegExp(literal(visitFacts.es.peels.lightInterval)),
      write: `write "${visitFacts.es.peels.lightInterval}"`,
      reads: /peels\.lightInterval/,
      example: {
        refused: `Los peelings ligeros se repiten ${everyWeeks('es', later(visitRhythm.lightPeelWeeks))}.`,
        accepted: `Los peelings ligeros se repiten ${visitFacts.es.peels.lightInterval}.`,
      },
    },
    {
      rule: 'the good-faith exam ("examen médico previo") is given by the physician, a nurse practitioner or a physician assistant, never a nurse alone',
      about: [/examen médico previo/i],
      says: /médico supervisor|equipo médico|mismo examen médico previo/,
      write: `say who gives it: "${site.medical.es.examiner} le hace el examen médico previo"`,
      reads: /medical\.es\.examiner/,
      example: {
        refused: 'Antes de su primer tratamiento tendrá un examen médico previo.',
        accepted: `Antes de su primer tratamiento, ${site.medical.es.examiner} le hace un examen médico previo.`,
      },
    },
    {
      rule: 'the nurse practitioner is named in the same words as the consent form',
      about: [/enfermera practicante/i],
      says: new RegExp(literal(site.medical.es.examiner)),
      write: `write "${site.medical.es.examiner}"`,
      reads: /medical\.es\.examiner/,
      example: {
        refused: 'Una enfermera practicante revisa su historial.',
        accepted: `Su historial lo revisa ${site.medical.es.examiner}.`,
      },
    },
    {
      rule: 'the supervising physician is named in the same words as the consent form',
      about: [/director médico/i, /médico con licencia/i],
      says: new RegExp(literal(site.medical.es.supervisor)),
      write: `write "${site.medical.es.supervisor}"`,
      reads: /medical\.es\.supervisor/,
      example: {
        refused: 'El director médico es médico con licencia.',
        accepted: `Supervisa cada tratamiento ${site.medical.es.supervisor}.`,
      },
    },
    {
      rule: 'medium-depth peels ("peelings de profundidad media") are done by the medical team, never by the esthetician',
      about: [/peelings? (químicos? )?de profundidad media/i],
      says: /equipo médico/,
      write: `say they are done by "${visitFacts.es.peels.mediumBy}"`,
      reads: /mediumBy/,
      example: {
        refused: 'Nuestra esteticista también hace peelings de profundidad media.',
        accepted: `Los peelings de profundidad media los realiza ${visitFacts.es.peels.mediumBy}.`,
      },
    },
    {
      rule: `the monsoon runs ${visitFacts.en.monsoon} ("${visitFacts.es.monsoon}")`,
      about: [/monzón/i, months.es],
      says: new RegExp(literal(visitFacts.es.monsoon), 'i'),
      write: `write "${visitFacts.es.monsoon}"`,
      reads: /visitFacts\.es\.monsoon/i,
      example: {
        refused: 'El monzón llega en junio.',
        accepted: `El monzón va de ${visitFacts.es.monsoon}.`,
      },
    },
  ],
};
