import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findBritishSpellings, toUsSpelling } from './us-spelling';

const root = path.resolve(__dirname, '..');

/** Every file that holds visible copy: content data and posts, and the text written into pages and components. */
function copyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return copyFiles(full);
    return /\.(ts|tsx|md|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('findBritishSpellings', () => {
  it('finds British forms with their line and US spelling, keeping capitals', () => {
    const text = 'A personalised plan.\nMoisturiser for grey, ageing skin; our favourite colour.\nA local anaesthetic.';
    expect(findBritishSpellings(text)).toEqual([
      { line: 1, word: 'personalised', us: 'personalized' },
      { line: 2, word: 'Moisturiser', us: 'Moisturizer' },
      { line: 2, word: 'grey', us: 'gray' },
      { line: 2, word: 'ageing', us: 'aging' },
      { line: 2, word: 'favourite', us: 'favorite' },
      { line: 2, word: 'colour', us: 'color' },
      { line: 3, word: 'anaesthetic', us: 'anesthetic' },
    ]);
  });

  it('leaves US words that merely look British alone', () => {
    const us = 'Advise, exercise, supervise, bruise, surprise, promise, expertise, emphasis, organism, realism, criticism, sensitive, Acknowledgement.';
    expect(findBritishSpellings(us)).toEqual([]);
    expect(findBritishSpellings('neighborhood centers, customized, moisturizer, color, gray, aging, anesthetic')).toEqual([]);
  });

  it('rewrites a text to US spelling', () => {
    expect(toUsSpelling('Neighbourhood centres, ploughed fields, a labelled, customised programme.')).toBe(
      'Neighborhood centers, plowed fields, a labeled, customized program.',
    );
  });
});

describe('the site copy', () => {
  it('is written in US English: no British spelling in content/, app/ or components/', () => {
    const found = ['content', 'app', 'components'].flatMap((dir) =>
      copyFiles(path.join(root, dir)).flatMap((file) =>
        findBritishSpellings(readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}:${hit.line} "${hit.word}" -> "${hit.us}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
