import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePost } from '../lib/posts/post-validation';
import { slugify } from '../lib/format/slug';
import { FEATURED_IMAGE_PATTERN } from '../lib/posts/post-schema';
import { artworkEntry, localIsoDate, postArtworkName, postMarkdown } from './post-template';

describe('new-post', () => {
  it('makes URL slugs from any title', () => {
    expect(slugify('Sun Safety in the Sun City!')).toBe('sun-safety-in-the-sun-city');
    expect(slugify("El Paso's Cold Snaps")).toBe('el-pasos-cold-snaps');
    expect(slugify('Cuidado de la piel en otoño: guía')).toBe('cuidado-de-la-piel-en-otono-guia');
    expect(slugify('  "Botox" & Lips -- 2026  ')).toBe('botox-lips-2026');
    expect(slugify('¿¡!?')).toBe('');
  });

  it("dates the post with the computer's own day", () => {
    expect(localIsoDate(new Date(2026, 2, 8, 23, 30))).toBe('2026-03-08');
  });

  it('names the artwork of a new post in either language as featuredImage accepts it', () => {
    for (const title of ['Winter Skin in the Desert', 'La piel en el invierno del desierto']) {
      const name = postArtworkName(slugify(title));
      expect({ name, accepted: FEATURED_IMAGE_PATTERN.test(name) }).toEqual({ name, accepted: true });
    }
    // A Spanish folder in the name ("blog/es/...") is what the schema refuses.
    expect(FEATURED_IMAGE_PATTERN.test('blog/es/la-piel-en-el-invierno-del-desierto')).toBe(false);
  });

  it.each(['en', 'es'] as const)('writes front matter the build accepts as it is (%s)', (lang) => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'));
    try {
      const title = 'Glow: "Winter" Care in El Paso #1';
      const name = postArtworkName(slugify(title));
      const entry = artworkEntry(name);
      mkdirSync(path.join(publicDir, 'images/blog'), { recursive: true });
      mkdirSync(path.join(publicDir, 'og/blog'), { recursive: true });
      writeFileSync(path.join(publicDir, `images/${name}-1200.webp`), '');
      writeFileSync(path.join(publicDir, `og/${name}.jpg`), '');
      const source = postMarkdown({ title, author: 'Adriana Morales', date: '2026-11-26', lang, featuredImage: name });
      const post = parsePost(source, `${slugify(title)}.md`, {
        artwork: new Map([[name, entry]]),
        publicDir,
        photosDir: 'content/photos',
      });
      expect(post).toMatchObject({
        title,
        author: 'Adriana Morales',
        publishDate: '2026-11-26',
        featuredImage: name,
        slug: 'glow-winter-care-in-el-paso-1',
      });
      expect(post.content).toMatch(/^## /m);
      expect(entry).toMatchObject({ kind: 'card', width: 1200, height: 630, widths: [480, 800, 1200] });
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('starts a Spanish edition with the fields it shares with its original (id, social image)', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'));
    try {
      const name = 'blog/teen-acne-guide';
      mkdirSync(path.join(publicDir, 'images/blog'), { recursive: true });
      mkdirSync(path.join(publicDir, 'og'), { recursive: true });
      writeFileSync(path.join(publicDir, `images/${name}-1200.webp`), '');
      writeFileSync(path.join(publicDir, 'og/default.jpg'), '');
      const source = postMarkdown({
        title: 'Guía del acné',
        author: 'Adriana Morales',
        date: '2025-07-12',
        lang: 'es',
        featuredImage: name,
        shared: { id: 5, ogImage: '/og/default.jpg' },
      });
      const post = parsePost(source, 'teen-acne-guide.md', {
        artwork: new Map([[name, artworkEntry(name)]]),
        publicDir,
        photosDir: 'content/photos',
      });
      expect(post).toMatchObject({
        slug: 'teen-acne-guide',
        id: '5',
        ogImage: '/og/default.jpg',
        publishDate: '2025-07-12',
        tags: ['Cuidado de la piel'],
      });
      expect(post.content).toContain('(/es/services)');
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
