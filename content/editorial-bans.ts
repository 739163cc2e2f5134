/**
 * Phrases the copy must never say again: each once stated a fact another page told differently, or a promise the
 * studio cannot make. A sentence of the site's copy or posts is banned when it matches every pattern of an entry;
 * `example` is a sentence the entry must catch, so a pattern that no longer matches anything fails too
 * (content/one-story.test.ts).
 */
export type EditorialBan = { rule: string; patterns: readonly RegExp[]; example: string };

/** The bans of each language's copy (a sentence of either language is checked against both lists). */
export const editorialBans: { en: readonly EditorialBan[]; es: readonly EditorialBan[] } = {
  en: [
    {
      rule: 'the consultation is timed as visitFacts.en.consultation says',
      patterns: [/consultation|conversation/i, /\b20 to 30 minutes|\b20-30 min/],
      example: 'The consultation takes 20 to 30 minutes.',
    },
    {
      rule: 'makeup after a HydraFacial is told as visitFacts.en.makeupAfterHydraFacial says',
      patterns: [
        /makeup (can go on|possible) (the next morning|the same day)|leave skin bare for the rest of the day/i,
      ],
      example: 'Makeup can go on the next morning.',
    },
    {
      rule: 'prices are published as ranges',
      patterns: [/do not (publish|show|list) (a |our )?price/i],
      example: 'We do not publish prices.',
    },
    {
      rule: 'the good-faith exam is given by the physician, NP or PA, never a nurse alone',
      patterns: [
        /(registered nurse|nurse injector|\bRN\b|your nurse|our nurse)[^.;]*(gives|does|performs) (you )?(the |a )?good-faith exam/i,
      ],
      example: 'Our nurse gives you the good-faith exam.',
    },
    {
      rule: 'the monsoon runs July to September',
      patterns: [/monsoon/i, /mid-July|late-summer monsoon|June to/i],
      example: 'The monsoon starts in mid-July.',
    },
    { rule: 'Eastlake is part of El Paso', patterns: [/Eastlake, TX/], example: 'Serving Eastlake, TX.' },
    {
      rule: 'IV copy promises no cure',
      patterns: [
        /bounce back|cold and flu season|relieves nausea|sharper (mental )?focus|stronger hair and nails|fastest way to undo/i,
      ],
      example: 'Bounce back after a long week.',
    },
  ],
  es: [
    {
      rule: 'la consulta dura lo mismo en todas partes',
      patterns: [/consulta|plática/i, /\b20 a 30 minutos/],
      example: 'La consulta dura 20 a 30 minutos.',
    },
    {
      rule: 'los precios se publican como rangos',
      patterns: [/no (publicamos|mostramos|damos a conocer) (los |nuestros )?precios/i],
      example: 'No publicamos precios.',
    },
    {
      rule: 'el examen médico previo lo hace el médico, la enfermera practicante o el asistente médico',
      patterns: [
        /enfermeras? (registradas?|inyectoras?)[^.;]*(hace|realiza|da|le hace)n? (el|un) examen médico previo/i,
      ],
      example: 'La enfermera registrada le hace el examen médico previo.',
    },
    {
      rule: 'los sueros no prometen curar nada',
      patterns: [
        /(intravenos|sueros?)[^.]*\b(cura|curar|resfriados?|gripa|gripe|náuseas?|dolores? de cabeza|recuperarse más rápido|cabello y uñas)\b/i,
      ],
      example: 'El suero cura la gripe.',
    },
  ],
};
