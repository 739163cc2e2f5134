/**
 * The spell check's rules (scripts/spell-check.mjs, cspell.config.mjs), proven on sample words rather than on the
 * copy, which `npm run lint` checks: British spellings fail in English whether or not cspell's en-US dictionary
 * knows them, US words that merely look British pass, the glossary's wrong Spanish words fail in Spanish with the
 * word to use, and El Paso's Spanish passes.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { spanishFlagWords } from '@/content/spanish-glossary';

type Rejected = { word: string; flagged: boolean; suggestion?: string };

const script = path.join(__dirname, 'spell-check.mjs');
const probe = (texts: { en: string; es: string }): { en: Rejected[]; es: Rejected[] } =>
  JSON.parse(execFileSync(process.execPath, [script, '--probe'], { input: JSON.stringify(texts), encoding: 'utf8' }));

const british = [
  'colour',
  'moisturise',
  'centre',
  'favourite',
  'grey',
  'ageing',
  'programme',
  'whilst',
  'travelled',
  'licence',
  'Personalised',
  'analyse',
];
const us = [
  'color',
  'moisturize',
  'center',
  'favorite',
  'gray',
  'aging',
  'program',
  'while',
  'traveled',
  'license',
  'Personalized',
  'analyze',
  // US words that merely look British
  'advise',
  'exercise',
  'supervise',
  'bruise',
  'surprise',
  'promise',
  'expertise',
  'emphasis',
  'criticism',
  'sensitive',
  'analyses',
];
const spanishBanned = spanishFlagWords.map((entry) => entry.split('->')[0]!);
const spanish = [
  'carro',
  'alberca',
  'sábila',
  'piquete',
  'platicamos',
  'le',
  'regresamos',
  'la',
  'llamada',
  'agende',
  'cita',
  'sérum',
  'Exfoliación',
];

let result: { en: Rejected[]; es: Rejected[] };
beforeAll(() => {
  result = probe({ en: [...british, ...us].join(' '), es: [...spanishBanned, ...spanish].join(' ') });
  // One child process that loads cspell's dictionaries: a few seconds, more on a busy machine.
}, 60_000);

describe('the spell check', () => {
  it('rejects every British spelling in English copy, and names the US form where the dictionary knows the British one', () => {
    expect(result.en.map((r) => r.word).sort()).toEqual([...british].sort());
    expect(result.en.find((r) => r.word === 'centre')).toEqual({ word: 'centre', flagged: true, suggestion: 'center' });
  });

  it('flags the glossary’s wrong Spanish words with the word to use, and passes El Paso’s Spanish', () => {
    expect(result.es).toEqual(
      spanishFlagWords.map((entry) => ({
        word: entry.split('->')[0],
        flagged: true,
        suggestion: entry.split('->')[1],
      })),
    );
  });
});
