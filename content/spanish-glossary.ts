/**
 * The Spanish glossary as data: one word per concept, the variants it replaced, and the forms the copy must not use.
 * docs/spanish-style.md explains each choice. Read by the glossary test (content/spanish-glossary.test.ts), the spell
 * check's flag words (cspell.config.mjs) and the term count (scripts/spanish-terms.mjs).
 *
 * `variants` are the ways the concept has been written (counted, not all wrong); `banned` are regular expressions
 * (case-insensitive, whole words) that fail the test in Spanish copy; `allowedIn` lists files where a banned form
 * is the right one: a file, or the name of the property that holds it (the consent form's formal term, search keywords,
 * a client's own question); `allowedWith` says what else the same piece of copy must say for the form to be right
 * ("suero" beside "terapia IV"). `nouns` are the nouns a term settles, each with its gender: the content check
 * (scripts/content-check.ts) refuses an article or an adjective of the other gender or number beside one in the copy
 * and in the posts (site/checks/spanish-agreement.ts), so a word swap that changes the gender ("el mentón" -> "la
 * barbilla") cannot leave the old article behind.
 */

/** A noun the glossary settles, as the copy writes it, with its gender. */
export type GlossaryNoun = {
  noun: string;
  gender: 'm' | 'f';
  /** Its plural, when it is not the first word's plural (-s after a vowel, -es after a consonant); false: none. */
  plural?: string | false;
};

export type GlossaryTerm = {
  id: string;
  concept: string;
  /** The wording to use, as docs/spanish-style.md states it. */
  use: string;
  /** Each way the concept has been written -> a regular expression (whole words, any case) that finds it. */
  variants: Record<string, string>;
  /** Regular expressions for forms the Spanish copy must not use. */
  banned: string[];
  /** The nouns the term settles, each with its gender (none for a term that settles no noun: a calque, a range). */
  nouns: GlossaryNoun[];
  /** A banned pattern -> where it is the right word: files (`content/consent.ts`) or property names (`keywords`). */
  allowedIn?: Record<string, string[]>;
  /** A banned pattern -> a regular expression; a piece of copy that also matches it may use the form. */
  allowedWith?: Record<string, string>;
};

/** The IV pages and the words only a drip takes: where "suero" is the drip, not a skincare serum. */
const ivPlaces = [
  'content/pages/iv-therapy.ts',
  'content/consent.ts',
  'schedule',
  'scheduleAria',
  'scheduleIntro',
  'keywords',
];

export const glossary: GlossaryTerm[] = [
  {
    id: 'iv',
    concept: 'IV therapy (the service)',
    use: 'terapia IV (el servicio); suero (un goteo); terapia intravenosa solo en el consentimiento',
    variants: {
      'terapia IV': 'terapias? IV',
      'suero (goteo, y sérum mal dicho)': 'sueros?(?! (IV|vitamin|de vitaminas))',
      'suero(s) IV': 'sueros? IV',
      'sueros vitaminados / vitamínicos': 'sueros? vitamin[a-zí]+( IV)?',
      'terapia de vitaminas IV': 'terapia de vitaminas IV',
      'terapia de sueros': 'terapia de sueros',
      'terapia intravenosa': 'terapia intravenosa',
    },
    nouns: [
      { noun: 'terapia IV', gender: 'f', plural: 'terapias IV' },
      { noun: 'suero', gender: 'm' },
      { noun: 'terapia intravenosa', gender: 'f', plural: 'terapias intravenosas' },
    ],
    banned: [
      'sueros? IV',
      'sueros? vitamin[a-zí]+',
      'terapia de vitaminas',
      'terapia de sueros',
      'terapia intravenosa',
    ],
    // What border readers type to find a drip ("sueros vitaminados") is allowed as a search keyword, never in copy.
    allowedIn: { 'terapia intravenosa': ['content/consent.ts'], 'sueros? vitamin[a-zí]+': ['keywords'] },
  },
  {
    id: 'serum',
    concept: 'Skincare serum',
    use: 'sérum ("suero" es el goteo IV)',
    variants: {
      sérum: 'sérums?',
      'suero (skincare)': `sueros? (${[
        'hidratantes?',
        'humectantes?',
        'antioxidantes?',
        'calmantes?',
        'aclarantes?',
        'de vitamina',
        'de ácido',
        'con',
        'ricos?',
        'ligeros?',
        'básicos?',
        'indicados?',
        'elegidos?',
        'de niacinamida',
        'de retinol',
        'para la piel',
        'para el',
        'facial(es)?',
      ].join('|')})`,
    },
    nouns: [{ noun: 'sérum', gender: 'm', plural: 'sérums' }],
    banned: [
      'sueros? (hidratantes?|humectantes?|antioxidantes?|calmantes?|aclarantes?|de vitamina C|de ácido|con (ácido|niacinamida|péptidos)|de péptidos|ricos?|ligeros?|facial(es)?|de niacinamida|de retinol)',
      // Any other "suero" is the drip: only on the IV pages or beside "IV" ("los mismos sueros que el rostro" is not).
      // "Sueros vitaminados" is the drip by name: the IV entry above names it, once.
      'sueros?(?! vitamin)',
    ],
    allowedIn: { 'sueros?(?! vitamin)': ivPlaces },
    allowedWith: { 'sueros?(?! vitamin)': '(?<![\\p{L}])IV(?![\\p{L}])' },
  },
  {
    id: 'nurse',
    concept: 'Nurse injector, NP, PA',
    use: 'enfermera inyectora (RN) con licencia; enfermera practicante (NP); asistente médico (PA)',
    variants: {
      'enfermera inyectora (RN) con licencia': 'enfermera inyectora \\(RN\\) con licencia',
      'enfermera registrada con licencia (que aplica inyectables)': 'enfermera registrada con licencia',
      'enfermera inyectora registrada con licencia': 'enfermera inyectora registrada con licencia',
      'enfermera de inyectables': 'enfermeras? de inyectables',
      'enfermera con licencia': 'enfermeras? con licencia',
      'enfermera practicante (NP)': 'enfermeras? practicantes? \\(NP\\)',
      'enfermera practicante (sin NP)': 'enfermeras? practicantes?(?! \\(NP\\))',
      'asistente médico (PA)': 'asistentes? médicos? \\(PA\\)',
      'asistente médico (sin PA)': 'asistentes? médicos?(?! \\(PA\\))',
    },
    nouns: [
      { noun: 'enfermera', gender: 'f' },
      { noun: 'asistente médico', gender: 'm', plural: 'asistentes médicos' },
    ],
    banned: [
      'enfermeras? de inyectables',
      'enfermera registrada con licencia que aplica inyectables',
      'enfermera inyectora registrada',
      'enfermeras? practicantes?(?! \\(NP\\))',
      'asistentes? médicos?(?! \\(PA\\))',
      // A nurse is named with her credential: "enfermera registrada (RN) con licencia", "enfermera inyectora (RN)".
      'enfermeras? con licencia',
      // A credential the English never claims ("especialista en inyectables").
      'especialistas?',
    ],
  },
  {
    id: 'supervision',
    concept: 'Medical supervision',
    use: 'bajo la supervisión de nuestro director médico; "lo supervisa"',
    variants: {
      'bajo la supervisión de': 'bajo la supervisión del?',
      supervisa: 'supervisan?',
      'bajo la responsabilidad de': 'bajo la responsabilidad del?',
      'bajo (la) dirección (médica)': 'bajo (la )?dirección( médica| del?)?',
    },
    nouns: [
      { noun: 'supervisión', gender: 'f', plural: false },
      { noun: 'director médico', gender: 'm', plural: 'directores médicos' },
    ],
    banned: [
      'bajo (la |su )?(responsabilidad|dirección|vigilancia|tutela|guía|coordinación|indicación)( médica| del?)?',
      'bajo (supervisión|control) médic[oa]',
      'supervisad[oa]s? por',
    ],
  },
  {
    id: 'skin',
    concept: 'Clear skin',
    use: 'piel limpia ("piel clara" es piel de tono claro)',
    variants: { 'piel limpia': 'piel(es)? limpias?', 'piel clara': 'piel(es)? claras?' },
    nouns: [{ noun: 'piel', gender: 'f' }],
    banned: ['piel(es)? claras?'],
  },
  {
    id: 'calques',
    concept: 'Calques the native read found (docs/spanish-style.md, "Calques to avoid")',
    use: 'Cuente con / la cita dura; pura actividad; menos del 10 por ciento; desierto de altura; no se acueste',
    variants: {},
    nouns: [],
    banned: [
      'calcul(e|en)',
      'en su (momento|punto) más',
      'un solo dígito',
      'desierto alto',
      'posición vertical',
      'es igual a',
      // "Y se ajusta a su historial" makes the nurse the thing adjusted: name what is adjusted.
      'y se ajustan? a',
      'piel muy ocupada',
      'cómal[ao]s?',
      'apretar un interruptor',
      'su piel del futuro',
      // Subject, comma, verb: the examiner clause is the subject and takes no comma before its verb.
      'trabaja con él, (le|lo|la|les|los|las|se)',
      // A verb swap leaves its preposition behind: "responden al sol, al cloro" -> "contrarrestan el sol, al cloro".
      'contrarrest\\p{L}*[^.;:]*, al',
    ],
  },
  {
    id: 'lips',
    concept: 'Lip filler (the service)',
    use: 'relleno de labios; "aumento de labios" solo como palabra clave de búsqueda',
    variants: {
      'relleno de labios': 'relleno de labios',
      'rellenos de labios': 'rellenos de labios',
      'aumento de labios': 'aumento de labios',
    },
    nouns: [{ noun: 'relleno de labios', gender: 'm' }],
    banned: ['rellenos de labios', 'aumento de labios'],
    allowedIn: { 'aumento de labios': ['keywords'] },
  },
  {
    id: 'consultation',
    concept: 'Free consultation',
    use: 'consulta de cortesía (nunca "gratuita" en el mismo sitio)',
    variants: {
      'consulta(s) de cortesía': 'consultas? de cortesía',
      'consulta(s) gratuita(s)': 'consultas? gratuitas?',
      'consulta(s) gratis': 'consultas? gratis',
    },
    // Any wording that puts gratis/gratuita/sin costo after a consultation; a client's own question may say it.
    nouns: [{ noun: 'consulta', gender: 'f' }],
    // "Sin costo" is the same claim wherever it stands ("Análisis de la piel …, sin costo"), consulta or not.
    banned: ['consultas?( \\p{L}+){0,3} (gratuitas?|gratis|sin costo)', 'sin costo'],
    allowedIn: {
      'consultas?( \\p{L}+){0,3} (gratuitas?|gratis|sin costo)': ['question', 'keywords'],
      'sin costo': ['question', 'keywords'],
    },
  },
  {
    id: 'results',
    concept: 'Results vary',
    use: 'Los resultados varían de persona a persona.',
    variants: {
      'de persona a persona': 'resultados varían de persona a persona',
      'en cada persona': 'resultados varían en cada persona',
      'según cada persona': 'resultados varían según cada persona',
      'de una persona a otra': 'resultados varían de una persona a otra',
      'otras formas':
        'resultados varían(?! (de persona a persona|en cada persona|según cada persona|de una persona a otra))',
    },
    nouns: [{ noun: 'resultado', gender: 'm' }],
    banned: ['resultados varían (en cada persona|según cada persona|de una persona a otra)'],
  },
  {
    id: 'booking',
    concept: 'Booking verb',
    use: 'hacer una cita / agendar una cita',
    variants: {
      'hacer (su/una) cita': '(hacer|haga|hace|hagan) (su|una) cita',
      'agendar / agende': 'agend(ar|e|en|amos)(lo|la)?',
      'reservar / reserve / reserva': 'reserv[a-záéíóú]*',
      'programar / programe': 'program(ar|e|en|ado|amos)(lo|la)?',
      'hacer cita (sin artículo)': '(hacer|haga) cita',
    },
    nouns: [{ noun: 'cita', gender: 'f' }],
    banned: [
      'reserv(ar|e|en|a|ó|arlo|arla|an)',
      'program(ar|e|en|amos|emos)(lo|la|los|las)? (su|sus|una|unas|la|las|el|los) (citas?|consultas?|visitas?|sesión|sesiones|tratamientos?)',
      '(hacer|haga) cita',
    ],
  },
  {
    id: 'good-faith',
    concept: 'Good-faith exam',
    use: 'examen médico previo (el good faith exam que exige Texas)',
    variants: {
      'examen médico previo': 'examen médico previo',
      'examen de buena fe': 'examen (médico )?de buena fe',
      'good faith exam': 'good[- ]faith exam',
    },
    nouns: [
      { noun: 'examen médico previo', gender: 'm', plural: 'exámenes médicos previos' },
      { noun: 'good faith exam', gender: 'm', plural: false },
    ],
    banned: ['examen (médico )?de buena fe'],
  },
  {
    id: 'ranges',
    concept: 'Ranges of minutes',
    use: 'de 10 a 15 min',
    variants: {
      'de 10 a 15 min': 'de \\d+ a \\d+ min',
      '10-15 min': '\\d+[-–]\\d+ ?min',
    },
    nouns: [],
    banned: ['\\d+[-–]\\d+ ?min'],
  },
  {
    id: 'oily',
    concept: 'Oily skin (the skin type)',
    use: 'piel grasosa, zona T grasosa ("grasa" es el aceite: "equilibra la grasa", "le quitan grasa y agua a la piel")',
    variants: {
      grasosa: '(piel(es)?|zonas?( T)?) (muy )?grasos[ao]s?',
      'grasa (tipo de piel)': '(piel(es)?|zonas?( T)?) (muy )?grasas?',
      'seca, grasa': 'secas?, grasas?',
    },
    nouns: [{ noun: 'zona T', gender: 'f', plural: 'zonas T' }],
    banned: ['(piel(es)?|zonas?( T)?) (muy )?grasas?', 'secas?, grasas?'],
  },
  {
    id: 'lightening',
    concept: 'Lightening dark spots',
    use: 'el verbo con las manchas por objeto ("sérums que aclaran las manchas"), "cuidado despigmentante"; nunca "aclarante" (una crema aclarante blanquea la piel)',
    variants: {
      aclarante: 'aclarantes?',
      'aclara(n) las manchas': 'aclaran? las manchas',
      despigmentante: 'despigmentantes?',
    },
    nouns: [{ noun: 'mancha', gender: 'f' }],
    banned: ['aclarantes?'],
  },
  {
    id: 'settled',
    concept: 'Words the second native read settled (docs/spanish-style.md, "Glossary")',
    use: 'la barbilla; la pelusa de durazno; el marcado; la camilla; el fuego labial (herpes labial); la hoja estéril de un solo uso; el Lower Valley',
    variants: {
      barbilla: 'barbillas?',
      mentón: 'mentón|mentones',
      'pelusa de durazno': 'pelusa de durazno',
      'vello de durazno': 'vellos? de durazno',
      camilla: 'camillas?',
      'cama de tratamiento': 'camas? de tratamiento',
      'fuego labial (herpes labial)': 'fuegos? labial(es)? \\(herpes labial\\)',
      'fuego labial (herpes)': 'fuegos? labial(es)? \\(herpes\\)',
      'hoja quirúrgica': 'hojas? quirúrgicas?',
      'valle bajo': 'valle bajo',
    },
    nouns: [
      { noun: 'barbilla', gender: 'f' },
      { noun: 'pelusa de durazno', gender: 'f', plural: false },
      { noun: 'marcado', gender: 'm', plural: false },
      { noun: 'camilla', gender: 'f' },
      { noun: 'fuego labial', gender: 'm', plural: 'fuegos labiales' },
      { noun: 'hoja estéril', gender: 'f', plural: 'hojas estériles' },
      { noun: 'Lower Valley', gender: 'm', plural: false },
    ],
    banned: [
      'mentón|mentones',
      'vellos? de durazno',
      'camas? de tratamiento',
      'fuegos? labial(es)? \\(herpes\\)',
      'hojas? quirúrgicas?',
      'valle bajo',
    ],
  },
];

/**
 * In Mexico an "asistente médico" is a clinic assistant: the pages that explain the medical exam in depth (the IV
 * safety section, the Botox and lip-filler consultations) say once what a PA is (docs/spanish-style.md).
 */
export const paExplained =
  'El asistente médico (PA) es un profesional de la salud con licencia que trabaja con el médico.';

/** Single Spanish words that are always wrong in this copy (the spell check flags them, with the word to use). */
// "vitaminados" is not flagged: "sueros vitaminados" is an allowed search keyword, and the glossary test bans it in copy.
export const spanishFlagWords: string[] = [
  'bisturí->hoja estéril',
  'anticoagulantes->medicamentos que adelgazan la sangre',
  'reservar->hacer una cita',
  'reserve->haga su cita',
  'reservarlo->agendarlo',
  'reservarla->agendarla',
  'gratuita->de cortesía',
  'gratuitas->de cortesía',
];
