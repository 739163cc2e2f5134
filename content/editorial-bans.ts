/**
 * Phrases the copy must never say again: each once stated a fact another page told differently, or a promise the
 * studio cannot make. A sentence of the site's copy or posts is banned when it matches every pattern of an entry;
 * `example` is a sentence the entry must catch, so a pattern that no longer matches anything fails too. The content
 * check refuses a post sentence that says one (site/checks/post-wording.ts), naming its line, the rule and what to write
 * instead; content/one-story.test.ts holds the copy of content/, app/ and components/ to them.
 */
import { site } from '@/content/site';
import { visitFacts, visitRhythm } from '@/content/visit-facts';
import { timeTaken } from '@/lib/format/durations';

export type EditorialBan = {
  /** What the studio says instead, in the owner's words. */
  rule: string;
  patterns: readonly RegExp[];
  /** What to write instead, for the owner. */
  write: string;
  example: string;
};

const consultation = {
  en: timeTaken('en', visitRhythm.consultationMinutes),
  es: timeTaken('es', visitRhythm.consultationMinutes),
};

/** The bans of each language's copy (a sentence of either language is checked against both lists). */
export const editorialBans: { en: readonly EditorialBan[]; es: readonly EditorialBan[] } = {
  en: [
    {
      rule: `the consultation takes ${consultation.en}`,
      write: `give that length, or none`,
      patterns: [/consultation|conversation/i, /\b20 to 30 minutes|\b20-30 min/],
      example: 'The consultation takes 20 to 30 minutes.',
    },
    {
      rule: 'makeup after a HydraFacial is told one way',
      write: `write "${visitFacts.en.makeupAfterHydraFacial}"`,
      patterns: [
        /makeup (can go on|possible) (the next morning|the same day)|leave skin bare for the rest of the day/i,
      ],
      example: 'Makeup can go on the next morning.',
    },
    {
      rule: 'the studio publishes price ranges',
      write: `write "${visitFacts.en.pricing}"`,
      patterns: [/do not (publish|show|list) (a |our )?price/i],
      example: 'We do not publish prices.',
    },
    {
      rule: 'the good-faith exam is given by the physician, a nurse practitioner or a physician assistant, never a nurse alone',
      write: `write "a good-faith exam by ${site.medical.en.examiner}"`,
      patterns: [
        /(registered nurse|nurse injector|\bRN\b|your nurse|our nurse)[^.;]*(gives|does|performs) (you )?(the |a )?good-faith exam/i,
      ],
      example: 'Our nurse gives you the good-faith exam.',
    },
    {
      rule: `the monsoon runs ${visitFacts.en.monsoon}`,
      write: `write "${visitFacts.en.monsoon}"`,
      patterns: [/monsoon/i, /mid-July|late-summer monsoon|June to/i],
      example: 'The monsoon starts in mid-July.',
    },
    {
      rule: 'Eastlake is part of El Paso, not a town of its own',
      patterns: [/Eastlake, TX/],
      write: 'write "Eastlake" or "Eastlake, El Paso"',
      example: 'Serving Eastlake, TX.',
    },
    {
      rule: 'IV therapy promises no cure',
      write: 'say what the drip gives (fluids and vitamins) without promising to cure, relieve or speed up anything',
      patterns: [
        /bounce back|cold and flu season|relieves nausea|sharper (mental )?focus|stronger hair and nails|fastest way to undo/i,
      ],
      example: 'Bounce back after a long week.',
    },
  ],
  es: [
    {
      rule: `the consultation takes ${consultation.en}`,
      write: `write "${consultation.es}", or give no length`,
      patterns: [/consulta|plática/i, /\b20 a 30 minutos/],
      example: 'La consulta dura 20 a 30 minutos.',
    },
    {
      rule: 'the studio publishes price ranges',
      write: `write "${visitFacts.es.pricing}"`,
      patterns: [/no (publicamos|mostramos|damos a conocer) (los |nuestros )?precios/i],
      example: 'No publicamos precios.',
    },
    {
      rule: 'the good-faith exam ("examen médico previo") is given by the physician, a nurse practitioner or a physician assistant, never a nurse alone',
      write: `write "${site.medical.es.examiner} le hace el examen médico previo"`,
      patterns: [
        /enfermeras? (registradas?|inyectoras?)[^.;]*(hace|realiza|da|le hace)n? (el|un) examen médico previo/i,
      ],
      example: 'La enfermera registrada le hace el examen médico previo.',
    },
    {
      rule: 'IV therapy promises no cure',
      write: 'say what the drip gives (líquidos y vitaminas) without promising to cure or relieve anything',
      patterns: [
        /(intravenos|sueros?)[^.]*\b(cura|curar|resfriados?|gripa|gripe|náuseas?|dolores? de cabeza|recuperarse más rápido|cabello y uñas)\b/i,
      ],
      example: 'El suero cura la gripe.',
    },
  ],
};
