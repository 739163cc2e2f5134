/**
 * The content check on fixtures: a scratch repository holding the posts, photos, studio facts, testimonials, gallery
 * and videos an owner might write, checked as the build and the pull-request workflow check them. Nothing here depends on today's posts: the
 * fixtures use the first artwork of the blog's manifest and the catalog's own prices and lengths.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { catalogCopy, services } from '@/content/services';
import { editorialBans } from '@/content/editorial-bans';
import { oneStory } from '@/content/one-story';
import { inSentence } from '@/content/spanish-names';
import { site } from '@/content/site';
import { dollarsIn } from '@/lib/format/prices';
import { illustrationOnlyGallery } from '@/editor/__fixtures__/owner-gallery';
import { tiff } from './__fixtures__/tiff';
import { checkContent } from './content-check';

const repo = process.cwd();
/** Artwork any post may use: the first of the blog's manifest. */
const artwork = (
  JSON.parse(readFileSync(path.join(repo, 'content/artwork/blog.json'), 'utf8')) as { name: string }[]
)[0]!.name;

jest.setTimeout(60_000);

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  mkdirSync(path.join(root, 'content/blog/en'), { recursive: true });
  mkdirSync(path.join(root, 'content/blog/es'), { recursive: true });
  // The owner's data files as they are today, but for the gallery, whose client photos are not copied; a case that
  // is about one of them writes its own.
  for (const file of ['studio.json', 'testimonials.json', 'videos.json'])
    cpSync(path.join(repo, 'content', file), path.join(root, 'content', file));
  writeFileSync(path.join(root, 'content/gallery.json'), illustrationOnlyGallery());
  symlinkSync(path.join(repo, 'content/artwork'), path.join(root, 'content/artwork'));
  // The published artwork is read, never written: photos are published into the scratch public/ only.
  for (const dir of ['images/blog', 'og/blog']) {
    mkdirSync(path.dirname(path.join(root, 'public', dir)), { recursive: true });
    symlinkSync(path.join(repo, 'public', dir), path.join(root, 'public', dir));
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const check = () => checkContent({ root, avifEffort: 0 });

type Fields = Partial<Record<'title' | 'excerpt' | 'publishDate' | 'tags' | 'featuredImage', string>>;
function writePost(locale: 'en' | 'es', slug: string, body: string, fields: Fields = {}) {
  const all = {
    title: `"${slug.replace(/-/g, ' ')}"`,
    excerpt: '"One sentence about the post."',
    author: 'Adriana Morales',
    publishDate: '2026-01-15',
    tags: '[Skincare]',
    featuredImage: artwork,
    ...fields,
  };
  const matter = Object.entries(all)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  writeFileSync(path.join(root, 'content/blog', locale, `${slug}.md`), `---\n${matter}\n---\n\n${body}\n`);
}
const put = async (name: string, bytes: Buffer | Promise<Buffer>) => {
  mkdirSync(path.join(root, 'content/photos'), { recursive: true });
  writeFileSync(path.join(root, 'content/photos', name), await bytes);
};
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c98a6b' } })
    .jpeg()
    .toBuffer();

describe('the content check', () => {
  it('passes posts in English only, Spanish only and both, with a photo, and gives length advice apart', async () => {
    writePost('en', 'english-only', 'Read about [our services](/services) and [the other post](/blog/both-languages).');
    writePost(
      'es',
      'solo-en-espanol',
      'Conozca [nuestros servicios](/es/services) y [el artículo](/es/blog/both-languages).',
    );
    writePost('en', 'both-languages', 'A short post.', { featuredImage: 'photos/IMG_0001.JPG' });
    writePost('es', 'both-languages', 'Un artículo corto.', {
      featuredImage: 'photos/IMG_0001.JPG',
      title: '"En dos idiomas"',
      excerpt: '"Una frase sobre el artículo."',
    });
    await put('IMG_0001.JPG', photo(1600, 1000));
    const report = await check();
    expect(report.problems).toEqual([]);
    expect(report.posts.en.map((p) => p.slug).sort()).toEqual(['both-languages', 'english-only']);
    expect(report.posts.es.map((p) => p.slug).sort()).toEqual(['both-languages', 'solo-en-espanol']);
    expect(report.advice.length).toBe(4);
    expect(report.advice.every((line) => /\(advice only, the post publishes\)$/.test(line))).toBe(true);
  });

  it('lists every problem at once, each naming its file and saying what to do', async () => {
    writePost('en', 'no-title', 'Text.', { title: '', publishDate: 'July 30' });
    writePost('en', 'links', 'See [prices](www.example.com), [a page](/nowhere) and [botox](/services/botox).');
    writePost('en', 'second-links', 'Also [gone](/blog/gone).');
    writePost('es', 'informal', 'Si tienes la piel seca, te recomendamos un sérum.');
    writePost('en', 'botox-news', 'Botox softens lines.');
    await put('IMG_0002.HEIC', Buffer.from('not read'));
    await put('pwn.test.ts', Buffer.from("test('x', () => {});"));
    const { problems } = await check();
    const expected: [string, RegExp][] = [
      ['content/photos/IMG_0002.HEIC', /this is an iPhone HEIC photo: export it as JPEG/],
      ['content/photos/pwn.test.ts', /only photos \(JPEG, PNG or WebP\) belong here: delete this file/],
      ['content/blog/en/no-title.md', /^title is missing$/],
      ['content/blog/en/no-title.md', /^publishDate "July 30" is not a real date written YYYY-MM-DD$/],
      ['content/blog/en/links.md', /add https:\/\/ to the link \("https:\/\/www\.example\.com"\)/],
      ['content/blog/en/links.md', /"\/nowhere" leads nowhere/],
      ['content/blog/en/second-links.md', /"\/blog\/gone" leads nowhere: there is no post content\/blog\/en\/gone\.md/],
      ['content/blog/en/botox-news.md', /must say who performs the treatment/],
      ['content/blog/en/botox-news.md', /must say that the medical director supervises/],
      ['content/blog/en/botox-news.md', /must say that results vary/],
      ['content/blog/es/informal.md', /"tienes" speaks to the reader as "tú"/],
    ];
    for (const [file, what] of expected) {
      const lines = problems.filter((p) => p.startsWith(`${file}: `)).map((p) => p.slice(file.length + 2));
      expect({ file, found: lines.some((l) => what.test(l)) }).toEqual({ file, found: true });
    }
    // The photo folder's stray files are also refused for any location they might carry: one line each is enough.
    expect(problems.filter((p) => p.startsWith('content/photos/pwn.test.ts')).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a photo by its content, whatever its name: a GPS TIFF named .jpg used by no post, once with its use when used', async () => {
    await put('tiff-named.jpg', tiff({ gps: true }));
    await put('used-scan.jpg', tiff());
    await put('real.jpg', photo(1300, 700));
    writePost('en', 'scan-post', 'Text.', { featuredImage: 'photos/used-scan.jpg' });
    writePost('en', 'photo-post', 'Text.', { featuredImage: 'photos/real.jpg' });
    const { problems } = await check();
    const about = (name: string) => problems.filter((p) => p.startsWith(`content/photos/${name}: `));
    expect(about('tiff-named.jpg')).toEqual([
      'content/photos/tiff-named.jpg: carries the GPS position where it was taken: run node scripts/photos.mjs --remove-location, check the photo and commit it',
      'content/photos/tiff-named.jpg: is a TIFF or camera RAW (DNG) picture, whatever its name says: the site publishes JPEG, PNG and WebP photos only, so export it as JPEG, upload that and delete this file',
    ]);
    // A post uses it: named once, by the photos step, with the post that uses it.
    expect(about('used-scan.jpg')).toEqual([
      'content/photos/used-scan.jpg: cannot be read as an image (it is not a JPEG, PNG or WebP file, whatever its name says) (featuredImage of content/blog/en/scan-post.md)',
    ]);
    expect(about('real.jpg')).toEqual([]);
  });

  it('names each post sentence that still states an old price, length or phone number', async () => {
    const lips = services['lip-fillers'].price.dollars;
    const old = { min: lips.min, max: lips.max + 100 };
    const hydra = services.hydrafacial.duration;
    const otherLength = hydra.max + 15;
    writePost(
      'en',
      'prices',
      `Lip fillers usually cost ${dollarsIn('en', old)} per session. A registered nurse injects, the medical director supervises, and results vary.\n\nThe HydraFacial takes ${otherLength} minutes.\n\nCall (915) 555-0123 or ${site.phone.display}.`,
    );
    writePost(
      'es',
      'precios',
      `El relleno de labios cuesta ${dollarsIn('es', old)} por sesión. Lo aplica una enfermera registrada (RN) con licencia, el director médico supervisa y los resultados varían.`,
    );
    const { problems } = await check();
    const escape = (text: string) => text.replace(/[$.*+?()[\]]/g, '\\$&');
    // Per post: lengths, then prices, then the phone.
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^content/blog/en/prices\\.md: says ${otherLength} min for HydraFacial in "The HydraFacial takes`),
      ),
      expect.stringMatching(
        new RegExp(
          `^content/blog/en/prices\\.md: says ${escape(dollarsIn('en', old))} for Lip Fillers in ".+", but the studio's price is ${escape(dollarsIn('en', lips))}: change the sentence`,
        ),
      ),
      expect.stringMatching(
        /^content\/blog\/en\/prices\.md: gives the phone number "\(915\) 555-0123", but the studio's is/,
      ),
      expect.stringMatching(/^content\/blog\/es\/precios\.md: says .+ for Lip Fillers in "El relleno de labios cuesta/),
    ]);
  });

  it('names the line of each sentence that says a retired phrase, tells a fact otherwise or capitalises a Spanish name', async () => {
    const ban = editorialBans.es.find((b) => /precios/.test(b.example))!;
    const [interval] = oneStory.en;
    const name = catalogCopy.es.services['anti-aging-facial'].name;
    // The body starts on line 10 (front matter of 8 lines and a blank line).
    writePost('es', 'precios', `Un párrafo.\n\n${ban.example} Agende un ${name}.`, {
      title: '"Precios"',
      excerpt: '"Una frase sobre el artículo."',
    });
    writePost('en', 'dermaplaning', `A paragraph.\n\n${interval!.example.refused}`);
    const { problems } = await check();
    expect(problems).toEqual([
      `content/blog/en/dermaplaning.md:12: ${interval!.rule}, but "${interval!.example.refused}" says otherwise: ${interval!.write}`,
      `content/blog/es/precios.md:12: ${ban.rule}, but "${ban.example}" says otherwise: ${ban.write}`,
      expect.stringMatching(
        new RegExp(
          `^content/blog/es/precios\\.md:12: a treatment's name is lowercase mid-sentence in Spanish, but .+: write "${inSentence(name)}"$`,
        ),
      ),
    ]);
  });

  it('names each article or adjective of the other gender beside a glossary noun, in a post and in the copy, with its file and line', async () => {
    // The body starts on line 10 (front matter of 8 lines and a blank line).
    writePost(
      'es',
      'dermaplaning',
      'Un párrafo.\n\nRetira el vello fino de la cara, el famoso “pelusa de durazno”. Trabaja la frente, la nariz y el barbilla.\n\nDeja la barbilla y la famosa “pelusa de durazno” en paz.',
      { title: '"Dermaplaning"', excerpt: '"Una frase sobre el artículo."' },
    );
    // A copy module as the site's are written: an English object and a Spanish one.
    mkdirSync(path.join(root, 'content/pages'), { recursive: true });
    writeFileSync(
      path.join(root, 'content/pages/fixture.ts'),
      [
        "const en = { intro: 'The forehead, the nose and the chin.' };",
        'const es = {',
        "  intro: 'La frente, la nariz y el barbilla.',",
        "  outro: 'La frente, la nariz y la barbilla.',",
        '};',
        'export const fixtureCopy = { en, es };',
        '',
      ].join('\n'),
    );
    const { problems } = await check();
    expect(problems).toEqual([
      'content/pages/fixture.ts:3: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"',
      'content/blog/es/dermaplaning.md:12: "pelusa de durazno" is feminine in Spanish, but "el famoso “pelusa de durazno”" puts "el" and "famoso" beside it: write "la famosa “pelusa de durazno”"',
      'content/blog/es/dermaplaning.md:12: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"',
    ]);
  });

  it('holds a translation to its original: the same date, author and image, its own title and excerpt', async () => {
    writePost('en', 'paired', 'Text.', { title: '"Same title"' });
    writePost('es', 'paired', 'Texto.', { title: '"Same title"', excerpt: '"Otra frase."', publishDate: '2026-02-01' });
    const { problems } = await check();
    expect(problems).toEqual([
      'content/blog/es/paired.md: publishDate must be the same as in the English original content/blog/en/paired.md ("2026-01-15"): a translation shares it',
      "content/blog/es/paired.md: title is the English original's: write it in Spanish",
    ]);
  });

  it('refuses a 48-megapixel photo a post uses with a message the owner can act on, and does not repeat it for the post', async () => {
    await put('big.jpg', photo(8000, 6000));
    writePost('en', 'big-photo', 'Text.', { featuredImage: 'photos/big.jpg' });
    const { problems } = await check();
    expect(problems).toEqual([
      'content/photos/big.jpg: is 8000 x 6000 px (48 megapixels): a photo may have at most 40 megapixels, export a smaller copy (featuredImage of content/blog/en/big-photo.md)',
    ]);
    // Drawing a 48-megapixel photo takes a while on a busy machine.
  }, 120_000);

  it('names each wrong field of the studio facts, and checks the posts once the file is fixed', async () => {
    const facts = JSON.parse(readFileSync(path.join(root, 'content/studio.json'), 'utf8'));
    facts.hours.monday.open = '9am';
    facts.phone = '12345';
    writeFileSync(path.join(root, 'content/studio.json'), JSON.stringify(facts));
    writePost('en', 'fine', 'Text.');
    const { problems, unchecked } = await check();
    // Two problems to fix, counted as two; the posts waiting on them are said apart.
    expect(problems).toEqual([
      expect.stringMatching(/^content\/studio\.json: phone "12345" is not a US phone number/),
      expect.stringMatching(/^content\/studio\.json: hours\.monday\.open "9am" is not a time written HH:MM/),
    ]);
    expect(unchecked).toEqual([
      "content/blog: the posts' links and facts are checked once content/studio.json is fixed",
      'content/testimonials.json and content/gallery.json are checked once content/studio.json is fixed',
    ]);
  });
});

describe('where the check runs', () => {
  it('first in the deploy build, and on every pull request, as the one command npm run check:content', () => {
    const scripts = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['check:content']).toBe('node scripts/check-content.mjs');
    expect(scripts.build!.startsWith('node scripts/check-content.mjs && ')).toBe(true);
    const workflow = readFileSync(path.join(repo, '.github/workflows/content-check.yml'), 'utf8');
    expect(workflow).toMatch(/^on:\n {2}pull_request:/m);
    expect(workflow).toMatch(/^ {6}- run: npm run check:content$/m);
  });
});

/** A data file of the scratch repository, as the owner's editor would save it. */
const writeData = (file: string, data: unknown) =>
  writeFileSync(path.join(root, 'content', file), `${JSON.stringify(data, null, 2)}\n`);
const readData = (file: string) => JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8'));
/** The gallery with its first image replaced by an uploaded photo, for the same treatment and with the same words. */
function firstImageAsPhoto(photo: string, consent: boolean) {
  const [first, ...rest] = readData('gallery.json').images;
  writeData('gallery.json', {
    images: [{ type: 'photo', photo, treatment: first.treatment, alt: first.alt, consent }, ...rest],
  });
}

describe("the content check on the owner's testimonials, gallery and videos", () => {
  /** A real review as the form saves it, shown on the home page. */
  const review = {
    name: 'Ana P.',
    text: 'The HydraFacial left my skin calm and bright, and every step was explained to me with care.',
    lang: 'en',
    rating: 4,
    treatment: 'hydrafacial',
    shownOn: ['home'],
    platform: 'Google',
    copiedOn: '2026-03-02',
  };

  it('accepts a real review with its own rating, a client photo with consent and a new video', async () => {
    const testimonials = readData('testimonials.json');
    writeData('testimonials.json', { testimonials: [...testimonials.testimonials, review] });
    await put('before-after.jpg', photo(1400, 900));
    firstImageAsPhoto('photos/before-after.jpg', true);
    const videos = readData('videos.json');
    const [key] = Object.keys(videos);
    writeData('videos.json', { ...videos, [key!]: { ...videos[key!], id: 'dQw4w9WgXcQ' } });
    const { problems } = await check();
    expect(problems).toEqual([]);
    // The photo pipeline made every size the gallery shows, from the uploaded photo.
    for (const width of [600, 1200])
      for (const format of ['avif', 'webp']) {
        const made = await sharp(
          path.join(root, `public/images/gallery-photos/before-after-${width}.${format}`),
        ).metadata();
        expect({ width: made.width, height: made.height }).toEqual({ width, height: (width * 2) / 3 });
      }
  });

  it('refuses a rating of 6, naming the file, the testimonial and the field', async () => {
    const testimonials = readData('testimonials.json');
    writeData('testimonials.json', { testimonials: [...testimonials.testimonials, { ...review, rating: 6 }] });
    const n = testimonials.testimonials.length + 1;
    expect((await check()).problems).toEqual([
      `content/testimonials.json: Testimonials, no. ${n} (Ana P.), Rating (stars): must be at most 5 stars, as on the review platform`,
    ]);
  });

  it("refuses a gallery photo without the client's written consent", async () => {
    await put('no-consent.jpg', photo(1400, 900));
    firstImageAsPhoto('photos/no-consent.jpg', false);
    expect((await check()).problems).toEqual([
      'content/gallery.json: Before-and-after images, no. 1 (photos/no-consent.jpg), The client gave written consent to show this photo: is not confirmed: a client’s photo may be shown only with her written consent. Keep her signed consent on file, then tick the box; until then remove the photo',
    ]);
  });

  it('refuses a video id of the wrong form, such as the whole address', async () => {
    const videos = readData('videos.json');
    const [key] = Object.keys(videos);
    writeData('videos.json', { ...videos, [key!]: { ...videos[key!], id: 'https://youtu.be/dQw4w9WgXcQ' } });
    const label = {
      skincareEducation: 'Skincare education video',
      facialTechniques: 'Facial techniques video',
      consultation: 'Consultation video',
    }[key as string];
    expect((await check()).problems).toEqual([
      `content/videos.json: ${label}, YouTube video id: is not a YouTube video id: copy the 11 characters after “v=” in the video’s address (youtube.com/watch?v=…), without the rest of the address`,
    ]);
  });

  it('lists every problem of the three files at once, and a file that is not JSON in one line', async () => {
    const testimonials = readData('testimonials.json');
    writeData('testimonials.json', {
      testimonials: [...testimonials.testimonials, { ...review, rating: 6, name: 'Ana Pérez', copiedOn: '' }],
    });
    writeFileSync(path.join(root, 'content/gallery.json'), '{ "images": [');
    const videos = readData('videos.json');
    const [key] = Object.keys(videos);
    writeData('videos.json', { ...videos, [key!]: { id: 'abc', title: { en: '', es: videos[key!].title.es } } });
    const { problems } = await check();
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      'content/videos.json',
      'content/videos.json',
      'content/testimonials.json',
      'content/testimonials.json',
      'content/testimonials.json',
      'content/gallery.json',
    ]);
    expect(problems.filter((p) => p.startsWith('content/testimonials.json')).map((p) => p.split(': ')[1])).toEqual([
      `Testimonials, no. ${testimonials.testimonials.length + 1} (Ana Pérez), Client’s name as shown`,
      `Testimonials, no. ${testimonials.testimonials.length + 1} (Ana Pérez), Rating (stars)`,
      `Testimonials, no. ${testimonials.testimonials.length + 1} (Ana Pérez), Copied on`,
    ]);
    expect(problems.at(-1)).toMatch(
      /^content\/gallery\.json: is not valid JSON \(.+\): undo the last hand edit, or edit it in \/admin$/,
    );
  });
});
