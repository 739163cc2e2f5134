import { postProse, postSentences, postText } from './post-prose';

const post = [
  '---',
  'title: "Winter skin"',
  'excerpt: "Dry air. A calm routine."',
  'author: Adriana Morales',
  'publishDate: 2026-01-15',
  'tags: [Skincare, Winter]',
  'featuredImage: blog/x',
  '---',
  '',
  '## What **helps**',
  '',
  'Book a [HydraFacial](/services/hydrafacial). Drink water; rest',
  'well! Then',
  'sleep.',
  '',
  '- First *tip*.',
  '- Second tip',
  '> A quote.',
].join('\n');

describe('postText', () => {
  it("keeps the body and the front matter's visible fields, each on its own line", () => {
    const lines = postText(post).split('\n');
    expect(lines).toHaveLength(post.split('\n').length);
    expect(lines.slice(0, 8)).toEqual([
      '',
      '"Winter skin"',
      '"Dry air. A calm routine."',
      'Adriana Morales',
      '',
      '[Skincare, Winter]',
      '',
      '',
    ]);
  });
});

describe('postProse', () => {
  it('reads each line without its Markdown marks or YAML quotes, at its line in the file', () => {
    expect(postProse(post)).toEqual([
      { line: 2, text: 'Winter skin' },
      { line: 3, text: 'Dry air. A calm routine.' },
      { line: 4, text: 'Adriana Morales' },
      { line: 6, text: 'Skincare. Winter' },
      { line: 10, text: 'What helps' },
      { line: 12, text: 'Book a HydraFacial. Drink water; rest' },
      { line: 13, text: 'well! Then' },
      { line: 14, text: 'sleep.' },
      { line: 16, text: 'First tip.' },
      { line: 17, text: 'Second tip' },
      { line: 18, text: 'A quote.' },
    ]);
  });
});

describe('postSentences', () => {
  it('runs a paragraph’s lines together and gives each sentence the line it starts on', () => {
    expect(postSentences(post)).toEqual([
      { line: 2, text: 'Winter skin' },
      { line: 3, text: 'Dry air.' },
      { line: 3, text: 'A calm routine.' },
      { line: 4, text: 'Adriana Morales' },
      { line: 6, text: 'Skincare.' },
      { line: 6, text: 'Winter' },
      { line: 10, text: 'What helps' },
      { line: 12, text: 'Book a HydraFacial.' },
      { line: 12, text: 'Drink water; rest well!' },
      { line: 13, text: 'Then sleep.' },
      { line: 16, text: 'First tip.' },
      { line: 17, text: 'Second tip' },
      { line: 18, text: 'A quote.' },
    ]);
  });

  it('reads a post without front matter from its first line', () => {
    expect(postSentences('One. Two.\n\nThree.')).toEqual([
      { line: 1, text: 'One.' },
      { line: 1, text: 'Two.' },
      { line: 3, text: 'Three.' },
    ]);
  });
});
