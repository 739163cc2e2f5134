/**
 * The browser editor at /admin: not a public page, and a post written in it, in English and then in Spanish, lands
 * where the build reads it. The publish test runs Decap's local backend (decap-server) against a temporary copy of
 * this repository's content/ and public/.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loadPostsByLocale, postLanguages } from '@/lib/posts/posts';
import { chooseImage, column, writeBody } from './decap-editor';
import { settle } from './fixtures';
import { startLocalBackend } from './local-backend';
import { buildPhotos, photoLocationProblems } from '../scripts/photo-pipeline';

test('/admin is noindex, has its own CSP and is in no sitemap, and no public page loads its script', async ({
  page,
  request,
}) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  const script = await page.locator('script[src^="/admin/"]').getAttribute('src');
  expect(script).toMatch(/^\/admin\/cms\.[0-9a-f]+\.js$/);
  const bundle = await request.get(script!);
  expect(bundle.status()).toBe(200);
  // 'unsafe-eval' is for Decap's config validation (ajv); gray-matter's JavaScript front-matter engine is not bundled.
  expect(await bundle.text()).not.toContain('stringifying JavaScript is not supported');

  // Its one link of its own opens the owner's guide, a page of the editor's site, with no script.
  const guide = page.getByRole('link', { name: "Owner's guide (opens in a new tab)" });
  await expect(guide).toHaveAttribute('target', '_blank');
  const guidePage = await request.get((await guide.getAttribute('href'))!);
  expect(guidePage.status()).toBe(200);
  const guideHtml = await guidePage.text();
  const guideTitle = readFileSync('docs/owner-guide.md', 'utf8').match(/^# (.+)$/m)![1];
  expect(guideHtml).toContain(`<h1>${guideTitle}</h1>`);
  expect(guideHtml).not.toContain('<script');

  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  for (const publicPage of ['/', '/blog', '/contact']) {
    const html = await (await request.get(publicPage)).text();
    expect(html, `${publicPage} does not mention the editor`).not.toContain('/admin');
    expect(html).not.toMatch(/'unsafe-eval'/);
  }
});

/**
 * Decap's local backend (e2e/local-backend.ts) for the tests of one describe block, against a temporary copy of this
 * repository's content/ and public/ (the parts the editor writes to and the build validates against; no git needed).
 */
function useLocalBackend(): { repo: string; port: number } {
  const local = { repo: '', port: 0 };
  let stop: (() => void) | undefined;
  test.beforeAll(async () => {
    const backend = await startLocalBackend(['content', 'public']);
    Object.assign(local, { repo: backend.repo, port: backend.port });
    stop = backend.stop;
  });
  test.afterAll(() => stop?.());
  return local;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Writes a photo as a phone does: with the GPS position where it was taken (El Paso) in its EXIF, optionally an EXIF
 * orientation; JPEG or WebP by the file's name.
 */
async function phonePhoto(
  file: string,
  { width, height, orientation }: { width: number; height: number; orientation?: number },
) {
  const image = sharp({ create: { width, height, channels: 3, background: '#ecd3c4' } });
  const encoded = file.endsWith('.webp') ? image.webp() : image.jpeg();
  const withPosition = encoded.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 45/1 0/1' } });
  writeFileSync(file, await (orientation ? withPosition.withMetadata({ orientation }) : withPosition).toBuffer());
  return file;
}

/** The format, size and metadata of an image file, as sharp reads them. */
async function imageFacts(file: string) {
  const { format, width, height, exif, orientation } = await sharp(file).metadata();
  return { format, width, height, exif, orientation };
}

test.describe('writing a post in /admin', () => {
  const local = useLocalBackend();

  test('creates a post with a title, date, two tags, a photo, two paragraphs and a link, publishes it, then its Spanish edition', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { repo, port } = local;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP: ${e.effectiveDirective} blocked ${e.blockedURI}`),
      );
    });
    page.on('console', (m) => {
      if (m.text().startsWith('CSP:')) errors.push(m.text());
    });
    // Stored sideways with an EXIF orientation, as a phone holding it upright writes it.
    const photo = await phonePhoto(path.join(repo, 'upload-spring-glow.jpg'), {
      width: 2000,
      height: 1400,
      orientation: 6,
    });
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });

    await page.goto(`/admin?local_backend_port=${port}#/collections/blog/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    const english = column(page, 'EN');
    await english.getByLabel('Title').fill('Spring Glow in El Paso');
    await english
      .getByLabel('Excerpt')
      .fill('How to keep skin calm and bright as the spring winds pick up in the desert.');
    await expect(english.getByLabel('Author')).toHaveValue('Adriana Morales');
    await english.getByLabel('Publish date').fill('2026-03-14');
    await english.getByLabel('Tags').fill('Facials, Spring');

    await chooseImage(page, photo);

    await writeBody(page, 'EN', [
      'Spring in El Paso brings wind, dust and strong sun.',
      'Book a [hydrating facial](/services/hydrafacial) before the season changes.',
    ]);

    await publish(page);

    const file = path.join(repo, 'content/blog/en/spring-glow-in-el-paso.md');
    const spanishFile = path.join(repo, 'content/blog/es/spring-glow-in-el-paso.md');
    // The file appears before its content is written: wait for the content (a busy machine showed it empty).
    await expect
      .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 15_000 })
      .toMatch(/^title: Spring Glow in El Paso$/m);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown).toMatch(/^publishDate: ['"]?2026-03-14['"]?$/m);
    expect(markdown).toMatch(/^featuredImage: photos\/upload-spring-glow\.jpg$/m);
    expect(markdown).toContain(
      'Spring in El Paso brings wind, dust and strong sun.\n\nBook a [hydrating facial](/services/hydrafacial) before the season changes.',
    );

    // The photo landed where the build reads it, upright and without any metadata: its GPS position never reached
    // the repository, and the build publishes it.
    const upload = path.join(repo, 'content/photos/upload-spring-glow.jpg');
    await expect
      .poll(() => (existsSync(upload) ? imageFacts(upload).catch(() => null) : null))
      .toEqual({
        format: 'jpeg',
        width: 1400,
        height: 2000,
        exif: undefined,
        orientation: undefined,
      });
    expect(await photoLocationProblems(repo)).toEqual([]);
    await buildPhotos({
      root: repo,
      uses: new Map([['photos/upload-spring-glow.jpg', ['content/blog/en/spring-glow-in-el-paso.md']]]),
      cacheFile: path.join(repo, '.cache/photos.json'),
      avifEffort: 0,
    });
    const preview = await sharp(path.join(repo, 'public/og/photos/upload-spring-glow.jpg')).metadata();
    expect({ width: preview.width, height: preview.height, exif: preview.exif }).toEqual({
      width: 1200,
      height: 630,
      exif: undefined,
    });

    // The build's own validation accepts the post as Decap wrote it. Decap also saved a Spanish file holding only
    // the shared fields; with no Spanish text it is not a Spanish post yet.
    const load = () =>
      loadPostsByLocale({
        dir: path.join(repo, 'content/blog'),
        artworkDir: path.join(repo, 'content/artwork'),
        publicDir: path.join(repo, 'public'),
        photosDir: path.join(repo, 'content/photos'),
      });
    expect(load().en.find((p) => p.slug === 'spring-glow-in-el-paso')).toMatchObject({
      title: 'Spring Glow in El Paso',
      publishDate: '2026-03-14',
      tags: ['Facials', 'Spring'],
      author: 'Adriana Morales',
      featuredImage: 'photos/upload-spring-glow',
    });
    expect(load().es.find((p) => p.slug === 'spring-glow-in-el-paso')).toBeUndefined();

    // The Spanish edition: written in the Spanish column, saved under the same file name in content/blog/es/ with
    // the English post's date and photo.
    const spanish = column(page, 'ES');
    await expect(spanish.getByLabel('Publish date')).toHaveValue('2026-03-14');
    await spanish.getByLabel('Title').fill('Una piel radiante en la primavera de El Paso');
    await spanish
      .getByLabel('Excerpt')
      .fill('Cómo mantener la piel tranquila y luminosa cuando sopla el viento de primavera en el desierto.');
    await spanish.getByLabel('Tags').fill('Faciales, Primavera');
    await writeBody(page, 'ES', [
      'La primavera en El Paso trae viento, polvo y un sol fuerte.',
      'Reserve un [facial hidratante](/es/services/hydrafacial) antes del cambio de temporada.',
    ]);
    await publish(page);

    await expect
      .poll(() => readFileSync(spanishFile, 'utf8'), { timeout: 15_000 })
      .toMatch(/^title: Una piel radiante en la primavera de El Paso$/m);
    const spanishMarkdown = readFileSync(spanishFile, 'utf8');
    expect(spanishMarkdown).toMatch(/^publishDate: ['"]?2026-03-14['"]?$/m);
    expect(spanishMarkdown).toMatch(/^featuredImage: photos\/upload-spring-glow\.jpg$/m);
    expect(spanishMarkdown).toContain(
      'La primavera en El Paso trae viento, polvo y un sol fuerte.\n\nReserve un [facial hidratante](/es/services/hydrafacial) antes del cambio de temporada.',
    );
    expect(readFileSync(file, 'utf8')).toMatch(/^title: Spring Glow in El Paso$/m);

    const both = load();
    expect(both.es.find((p) => p.slug === 'spring-glow-in-el-paso')).toMatchObject({
      title: 'Una piel radiante en la primavera de El Paso',
      publishDate: '2026-03-14',
      tags: ['Faciales', 'Primavera'],
      featuredImage: 'photos/upload-spring-glow',
    });
    expect(postLanguages('spring-glow-in-el-paso', both)).toEqual(['en', 'es']);
    expect(errors).toEqual([]);
  });

  test('saves a WebP photo as WebP, without its metadata', async ({ page }) => {
    test.setTimeout(90_000);
    const { repo, port } = local;
    const photo = await phonePhoto(path.join(repo, 'upload-desert-light.webp'), { width: 1600, height: 1000 });
    await page.goto(`/admin?local_backend_port=${port}#/collections/blog/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    const english = column(page, 'EN');
    await english.getByLabel('Title').fill('Desert Light');
    await english.getByLabel('Excerpt').fill('What the strong desert light does to skin, and how to care for it.');
    await english.getByLabel('Tags').fill('Sun care');
    await chooseImage(page, photo);
    await writeBody(page, 'EN', ['El Paso has about 300 sunny days a year.']);
    await publish(page);

    const saved = path.join(repo, 'content/photos/upload-desert-light.webp');
    // Read once whole: the file appears before all of it is written.
    await expect
      .poll(() => (existsSync(saved) ? imageFacts(saved).catch(() => null) : null), { timeout: 15_000 })
      .toEqual({
        format: 'webp',
        width: 1600,
        height: 1000,
        exif: undefined,
        orientation: undefined,
      });
  });
});

test.describe('uploading in /admin', () => {
  const local = useLocalBackend();

  /** Picks a file in the media library's file picker; resolves with the message the editor is shown, if any. */
  async function pick(page: Page, file: string): Promise<string | undefined> {
    const said = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.locator('input[type="file"]').setInputFiles(file);
    return Promise.race([said, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3_000))]);
  }

  test('refuses a HEIC photo and a file that is not a photo, saying what to do, and saves a 48-megapixel photo at 2,400 px without its location', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { repo, port } = local;
    const photos = path.join(repo, 'content/photos');
    const before = existsSync(photos) ? readdirSync(photos) : [];
    const heic = path.join(repo, 'IMG_0001.HEIC');
    writeFileSync(heic, 'an iPhone photo');
    const script = path.join(repo, 'pwn.test.ts');
    writeFileSync(script, "test('x', () => { require('fs').writeFileSync('ran', ''); });");
    const big = await phonePhoto(path.join(repo, 'IMG_0002.jpg'), { width: 8000, height: 6000 });

    await page.goto(`/admin?local_backend_port=${port}#/collections/blog/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    const english = column(page, 'EN');
    await english.getByLabel('Title').fill('Big Phone Photo');
    await english.getByLabel('Excerpt').fill('A photo straight from a phone camera.');
    await english.getByLabel('Tags').fill('Studio');
    await english.getByRole('button', { name: 'Choose an image' }).click();

    expect(await pick(page, heic)).toMatch(
      /^"IMG_0001\.HEIC" cannot be used: this is an iPhone HEIC photo: export it as JPEG/,
    );
    expect(await pick(page, script)).toBe(
      '"pwn.test.ts" cannot be used: only photos (JPEG, PNG or WebP) can be uploaded',
    );
    expect(await pick(page, big)).toBeUndefined();
    // Scaling 48 megapixels down takes a few seconds; the photo is in the library once it has been saved there.
    // It is selected once saved there.
    await expect(page.getByText(/IMG_0002\.jpg/i).first()).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await writeBody(page, 'EN', ['A photo straight from the phone.']);
    await publish(page);

    const savedName = () => (existsSync(photos) ? readdirSync(photos) : []).find((f) => /^img_0002\.jpg$/i.test(f));
    await expect.poll(savedName, { timeout: 30_000 }).toBeDefined();
    const saved = path.join(photos, savedName()!);
    expect(await imageFacts(saved)).toEqual({
      format: 'jpeg',
      width: 2400,
      height: 1800,
      exif: undefined,
      orientation: undefined,
    });
    expect(readdirSync(photos).filter((f) => !before.includes(f))).toEqual([savedName()]);
  });
});

test.describe('a post written in Spanish only', () => {
  const local = useLocalBackend();

  test('is created in "Posts in Spanish only", lands in content/blog/es alone, and opens again to be edited', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { repo, port } = local;
    const photo = await phonePhoto(path.join(repo, 'mercado.jpg'), { width: 1600, height: 1000 });
    await page.goto(`/admin?local_backend_port=${port}#/collections/blog-es/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Title').fill('La piel en primavera');
    await page.getByLabel('Excerpt').fill('Cómo cuidar la piel cuando llegan los vientos de primavera.');
    await page.getByLabel('Tags').fill('Cuidado de la piel');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    const source = page.getByRole('switch');
    if ((await source.getAttribute('aria-checked')) !== 'true') await source.click();
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('La primavera en El Paso trae viento y sol.');
    await publish(page);

    const file = path.join(repo, 'content/blog/es/la-piel-en-primavera.md');
    await expect
      .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 15_000 })
      .toMatch(/^title: La piel en primavera$/m);
    expect(existsSync(path.join(repo, 'content/blog/en/la-piel-en-primavera.md'))).toBe(false);

    // Opened again from its list, it shows what was written and saves a change.
    await page.goto(`/admin?local_backend_port=${port}#/collections/blog-es/entries/la-piel-en-primavera`);
    const title = page.getByLabel('Title');
    await expect(title).toHaveValue('La piel en primavera');
    // The editor may still be settling the entry it loaded, which puts the old title back: type until the change holds.
    await expect(async () => {
      await title.fill('La piel en la primavera del desierto');
      await settle(page);
      await expect(title).toHaveValue('La piel en la primavera del desierto', { timeout: 100 });
    }).toPass({ timeout: 15_000 });
    await publish(page);
    await expect
      .poll(() => readFileSync(file, 'utf8'), { timeout: 15_000 })
      .toMatch(/^title: La piel en la primavera del desierto$/m);
  });
});

test.describe('a post whose front matter is code', () => {
  const local = useLocalBackend();
  /** What the block runs if the editor evaluates it: a flag on the page and a request the test watches for. */
  const payload = "(window.__frontMatterCanary = 1, fetch('/front-matter-canary'), { title: 'The code ran' })";
  const hostile: Record<string, string> = {
    'opens-with-js': `---js\n${payload}\n---\nText.\n`,
    'opens-with-spaced-javascript': `--- javascript\r\n${payload}\r\n---\r\nText.\r\n`,
    'opens-with-bom-and-uppercase-js': `\uFEFF---JS\n${payload}\n---\nText.\n`,
  };
  const windowsTitle = 'Saved by a Windows editor';

  test.beforeAll(() => {
    for (const [slug, source] of Object.entries(hostile))
      writeFileSync(path.join(local.repo, `content/blog/en/${slug}.md`), source);
    // A valid post as a Windows editor may save it: a byte-order mark and CRLF line endings. It opens like any other.
    const [first] = readdirSync(path.join(local.repo, 'content/blog/en')).filter(
      (f) => !(f.replace(/\.md$/, '') in hostile),
    );
    const post = readFileSync(path.join(local.repo, 'content/blog/en', first!), 'utf8').replace(
      /^title: .*$/m,
      `title: ${windowsTitle}`,
    );
    writeFileSync(path.join(local.repo, 'content/blog/en/saved-on-windows.md'), `\uFEFF${post.replace(/\n/g, '\r\n')}`);
  });

  test('opens from the local backend as an empty post, and its code never runs in the editor', async ({ page }) => {
    test.setTimeout(90_000);
    const canaryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('front-matter-canary')) canaryRequests.push(request.url());
    });
    const title = () => column(page, 'EN').getByLabel('Title');

    const admin = `/admin?local_backend_port=${local.port}#/collections/blog`;
    // The list reads every post's front matter, the hostile ones included.
    await page.goto(admin);
    await page.getByRole('button', { name: 'Login' }).click();
    const open = async (slug: string) => {
      // From the list, so the editor loads each entry afresh.
      await page.goto(admin);
      await expect(page.getByText(windowsTitle)).toBeVisible({ timeout: 20_000 });
      await page.goto(`${admin}/entries/${slug}`);
      await expect(page.getByRole('button', { name: 'Delete entry' })).toBeVisible();
    };

    await open('saved-on-windows');
    await expect(title()).toHaveValue(windowsTitle);
    for (const slug of Object.keys(hostile)) {
      await open(slug);
      await expect(title()).toHaveValue('');
    }

    expect(
      await page.evaluate(() => (window as Window & { __frontMatterCanary?: number }).__frontMatterCanary),
    ).toBeUndefined();
    expect(canaryRequests).toEqual([]);
  });
});
