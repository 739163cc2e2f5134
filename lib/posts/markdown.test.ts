import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from './front-matter';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('renders headings, emphasis, lists and links', async () => {
    const out = await markdownToHtml('## Heading\n\nSome **bold** text and a [link](/services).\n\n- one\n- two\n');
    expect(out).toContain('<h2>Heading</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<a href="/services">link</a>');
    expect(out).toContain('<li>one</li>');
  });

  describe('a hostile post', () => {
    const source = parseFrontMatter(
      readFileSync(path.join(__dirname, '../__fixtures__/posts/hostile/hostile-post.md'), 'utf8'),
    ).content;
    let out = '';
    beforeAll(async () => {
      out = await markdownToHtml(source);
    });

    it('keeps the safe content', () => {
      expect(out).toContain('<h2>A normal heading</h2>');
      expect(out).toContain('<a href="/services/hydrafacial">safe link</a>');
    });

    it('drops raw HTML: script, iframe, img with onerror, inline handlers and styles', () => {
      expect(out).not.toMatch(/<script/i);
      expect(out).not.toMatch(/<iframe/i);
      expect(out).not.toMatch(/onerror|onclick/i);
      expect(out).not.toMatch(/style=/i);
      expect(out).not.toContain('evil.example');
      expect(out).not.toMatch(/<div/i);
    });

    it('removes javascript: and data: URLs from links and images', () => {
      expect(out).not.toMatch(/javascript:/i);
      expect(out).not.toMatch(/data:text/i);
      expect(out).toContain('javascript link');
    });
  });
});
