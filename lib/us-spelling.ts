/**
 * British spellings the site's US-English copy must not use, with the US form to write instead.
 * A word list rather than a rule such as "-ise is British", because advise, exercise, bruise and supervise are US too.
 */

/** British stem -> US stem; each matches with any of the endings that follow it in `forms`. */
const STEMS: readonly [british: string, us: string, endings: string][] = [
  // -our / -or
  ['colour', 'color', '|s|ed|ful|ing|less'],
  ['favour', 'favor', '|s|ed|ite|ites|able|ably'],
  ['neighbour', 'neighbor', '|s|hood|hoods|ing|ly'],
  ['behaviour', 'behavior', '|s|al'],
  ['flavour', 'flavor', '|s|ed|ful|ing'],
  ['honour', 'honor', '|s|ed|able|ing'],
  ['humour', 'humor', '|s|ed'],
  ['labour', 'labor', '|s|ed|er|ing'],
  ['harbour', 'harbor', '|s|ed'],
  ['odour', 'odor', '|s|less'],
  ['rumour', 'rumor', '|s|ed'],
  ['vapour', 'vapor', '|s'],
  ['savour', 'savor', '|s|ed|y|ing'],
  // -re / -er
  ['centre', 'center', '|s'],
  ['centred', 'centered', ''],
  ['metre', 'meter', '|s'],
  ['litre', 'liter', '|s'],
  ['fibre', 'fiber', '|s'],
  ['theatre', 'theater', '|s'],
  // -ise / -ize (only verbs whose US form is -ize)
  ...[
    'customi', 'personali', 'moisturi', 'recogni', 'organi', 'reali', 'minimi', 'maximi', 'apologi', 'prioriti', 'speciali',
    'optimi', 'saniti', 'energi', 'stabili', 'neutrali', 'revitali', 'visuali', 'categori', 'summari', 'utili', 'critici',
    'normali', 'sterili', 'emphasi', 'harmoni', 'sensiti', 'desensiti', 'hospitali', 'standardi', 'memori', 'finali',
    'capitali', 'characteri', 'authori', 'familiari', 'pressuri', 'winteri', 'deodori', 'tantali', 'glamori', 'mobili',
    'immobili', 'vitali', 'synchroni', 'moderni', 'ideali', 'individuali', 'symboli', 'jeopardi', 'epitomi', 'fantasi',
  ].map((stem): [string, string, string] => [`${stem}s`, `${stem}z`, 'e|es|ed|er|ers|ing|ation|ations']),
  ['analys', 'analyz', 'e|ed|es|ing'],
  ['paralys', 'paralyz', 'e|ed|es|ing'],
  ['catalys', 'catalyz', 'e|ed|es|ing'],
  // ae / oe
  ['anaesthe', 'anesthe', 'sia|tic|tics|tist|tists|tize'],
  ['ageing', 'aging', ''],
  ['oestrogen', 'estrogen', '|s'],
  ['paediatric', 'pediatric', '|s|ian|ians'],
  ['oedema', 'edema', ''],
  ['haemoglobin', 'hemoglobin', ''],
  ['manoeuvre', 'maneuver', '|s|d'],
  // doubled l
  ['travell', 'travel', 'ed|er|ers|ing'],
  ['cancell', 'cancel', 'ed|ing'],
  ['labell', 'label', 'ed|ing'],
  ['modell', 'model', 'ed|ing'],
  ['counsell', 'counsel', 'ed|ing|or|ors'],
  ['towell', 'towel', 'ed|ing'],
  ['fuell', 'fuel', 'ed|ing'],
  ['signall', 'signal', 'ed|ing'],
  ['skilful', 'skillful', '|ly'],
  ['fulfil', 'fulfill', '|s|ment'],
  ['focuss', 'focus', 'ed|es|ing'],
  ['benefitt', 'benefit', 'ed|ing'],
  ['instalment', 'installment', '|s'],
  ['enrol', 'enroll', '|s|ment'],
  // single words
  ['grey', 'gray', '|s|er|est|ing|ish|ness'],
  ['judgement', 'judgment', '|s'],
  ['plough', 'plow', '|s|ed|ing'],
  ['programme', 'program', '|s'],
  ['catalogue', 'catalog', '|s|d'],
  ['practis', 'practic', 'e|ed|es|ing'],
  ['licence', 'license', '|s'],
  ['defence', 'defense', '|s'],
  ['offence', 'offense', '|s'],
  ['whilst', 'while', ''],
  ['amongst', 'among', ''],
  ['learnt', 'learned', ''],
  ['spelt', 'spelled', ''],
  ['sceptic', 'skeptic', '|s|al|ism'],
  ['mould', 'mold', '|s|ed|y|ing'],
  ['jewellery', 'jewelry', ''],
  ['cheque', 'check', '|s'],
  ['tyre', 'tire', '|s'],
  ['aluminium', 'aluminum', ''],
  ['cosy', 'cozy', ''],
  ['pyjama', 'pajama', 's'],
  ['sulphur', 'sulfur', '|ic'],
  ['storey', 'story', ''],
  ['draught', 'draft', '|s|y'],
];

type Rule = { pattern: RegExp; british: string; us: string };

const RULES: Rule[] = STEMS.map(([british, us, endings]) => ({
  pattern: new RegExp(`\\b${british}(?:${endings})\\b`, 'gi'),
  british,
  us,
}));

export type BritishSpelling = { line: number; word: string; us: string };

/** The US form of a British word, keeping its capitalization ("Colour" -> "Color"). */
function toUs(word: string, rule: Rule): string {
  const us = rule.us + word.slice(rule.british.length).toLowerCase();
  if (word === word.toUpperCase()) return us.toUpperCase();
  return word.charAt(0) === word.charAt(0).toUpperCase() ? us.charAt(0).toUpperCase() + us.slice(1) : us;
}

/** Every British spelling in a text, with its 1-based line and the US form (line order). */
export function findBritishSpellings(text: string): BritishSpelling[] {
  const found: (BritishSpelling & { index: number })[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const index = match.index ?? 0;
      found.push({ index, line: text.slice(0, index).split('\n').length, word: match[0], us: toUs(match[0], rule) });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ line, word, us }) => ({ line, word, us }));
}

/** The text with every British spelling replaced by its US form. */
export function toUsSpelling(text: string): string {
  return RULES.reduce((out, rule) => out.replace(rule.pattern, (word) => toUs(word, rule)), text);
}
