/**
 * The owner takes her site from sample to live in the editor, on the same host as the sign-in test (e2e/admin-host.ts:
 * the built editor under Cloudflare's local runtime, GitHub on loopback): she adds a testimonial and removes the last
 * sample, replaces the last illustration of the gallery with a client's photo she uploads, and changes the last
 * placeholder video. Each change arrives as a pull request whose files pass the content check the build and the
 * pull-request workflow run (scripts/content-check.ts, on a scratch copy of the pull request's files); once she
 * publishes it, its line leaves the launch checklist above the editor, which the publishing guard's own list fills
 * (site/checks/sample-guard.ts). The form refuses what the check refuses: a photo without consent, a video id of the
 * wrong form.
 *
 * The repository starts from today's files with one sample left of each kind (the others made real reviews, client
 * photos and the studio's own videos), so each change clears one line; nothing here pins a sample's words or count.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { site } from '@/content/site';
import { ILLUSTRATIONS } from '@/editor/gallery-schema';
import { launchItems, PLACEHOLDER_VIDEO_IDS, sampleGuardInput, type OwnerFiles } from '@/site/checks/sample-guard';
import { VIDEO_PLACES } from '@/editor/videos-schema';
import { checkContent } from '../scripts/content-check';
import { attachLogs, postFiles, signIn, startAdminHost, watch, type AdminHost } from './admin-host';

const root = process.cwd();
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type Testimonial = { name: string; platform: string; copiedOn?: string; [field: string]: unknown };
type Image = { type: string; treatment: string; alt: { en: string; es: string }; [field: string]: unknown };

/** Today's owner files with one sample left of each kind: the first testimonial, image and video. */
function startingFiles() {
  const testimonials = (read('content/testimonials.json').testimonials as Testimonial[]).map((t, i) =>
    i === 0 ? { ...t, platform: 'sample', copiedOn: '' } : { ...t, platform: 'Google', copiedOn: '2026-03-02' },
  );
  const images = (read('content/gallery.json').images as Image[]).map(({ treatment, alt }, i) =>
    i === 0
      ? { type: 'illustration', illustration: ILLUSTRATIONS[0], treatment, alt }
      : { type: 'photo', photo: `photos/client-${i}.jpg`, treatment, alt, consent: true },
  );
  const videos = Object.fromEntries(
    Object.entries(read('content/videos.json') as Record<string, { id: string; title: object }>).map(([key, v], i) => [
      key,
      { ...v, id: i === 0 ? PLACEHOLDER_VIDEO_IDS[0]! : `studioVid-${i}`.padEnd(11, 'x') },
    ]),
  );
  return {
    studio: read('content/studio.json') as OwnerFiles['studio'],
    testimonials: { testimonials },
    gallery: { images },
    videos,
  };
}

const starting = startingFiles();
const firstVideo = Object.keys(starting.videos)[0] as keyof typeof VIDEO_PLACES;
const sampleName = starting.testimonials.testimonials[0]!.name;

/** The checklist's lines for a set of files, as the guard computes them. */
const itemsFor = (files: OwnerFiles) =>
  launchItems(sampleGuardInput(site, files, new Date().toISOString().slice(0, 10)));

let host: AdminHost | undefined;
let scratch: string;

test.describe.configure({ mode: 'serial' });
// A control that never comes ends the test here, not at its long overall timeout.
test.use({ actionTimeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const photo = (hue: number) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 150 + hue, b: 120 } } })
      .jpeg()
      .toBuffer();
  const photos: Record<string, Buffer> = {};
  for (const image of starting.gallery.images)
    if (image.type === 'photo') photos[`content/${image.photo}`] = await photo(Object.keys(photos).length);
  const existingPhotos = existsSync(path.join(root, 'content/photos'))
    ? Object.fromEntries(
        readdirSync(path.join(root, 'content/photos')).map((f) => [
          `content/photos/${f}`,
          readFileSync(path.join(root, 'content/photos', f)),
        ]),
      )
    : {};
  host = await startAdminHost({
    ...postFiles(),
    ...existingPhotos,
    ...photos,
    'content/studio.json': json(starting.studio),
    'content/testimonials.json': json(starting.testimonials),
    'content/gallery.json': json(starting.gallery),
    'content/videos.json': json(starting.videos),
  });
  // A scratch repository the content check runs in: a pull request's files, with the repository's artwork and
  // published images beside them (read only; the check publishes photos into the scratch public/ alone).
  scratch = mkdtempSync(path.join(os.tmpdir(), 'launch-check-'));
  mkdirSync(path.join(scratch, 'content'), { recursive: true });
  symlinkSync(path.join(root, 'content/artwork'), path.join(scratch, 'content/artwork'));
  for (const dir of ['images', 'og']) {
    mkdirSync(path.join(scratch, 'public', dir), { recursive: true });
    for (const entry of readdirSync(path.join(root, 'public', dir)))
      if (entry !== 'photos' && entry !== 'gallery-photos')
        symlinkSync(path.join(root, 'public', dir, entry), path.join(scratch, 'public', dir, entry));
  }
  for (const entry of readdirSync(path.join(root, 'public')))
    if (entry !== 'images' && entry !== 'og')
      symlinkSync(path.join(root, 'public', entry), path.join(scratch, 'public', entry));
});

test.afterAll(async () => {
  await host?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  await attachLogs(host, testInfo);
});

/** The content check on the files of a commit, as the pull-request workflow runs it on the pull request. */
async function contentCheckAt(sha: string) {
  for (const dir of ['blog', 'photos']) rmSync(path.join(scratch, 'content', dir), { recursive: true, force: true });
  for (const [file, bytes] of host!.github.filesAt(sha)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), bytes);
  }
  return checkContent({ root: scratch, avifEffort: 0 });
}

/** The owner's files on main now, as the next build would read them. */
function liveFiles(): OwnerFiles {
  const files = host!.github.filesAt(host!.github.head('main')!);
  const data = (file: string) => JSON.parse(files.get(file)!.toString('utf8'));
  return {
    studio: data('content/studio.json'),
    testimonials: data('content/testimonials.json'),
    gallery: data('content/gallery.json'),
    videos: data('content/videos.json'),
  };
}

const checklist = (page: Page) => page.locator('#launch-checklist');

/** Leaves the form for its collection's list by the editor's back link, where the checklist is shown again. */
async function backToList(page: Page, collection: string) {
  await page.locator(`a[href="#/collections/${collection}"]`).first().click();
  await page.waitForURL(new RegExp(`#/collections/${collection}$`));
}

/** Opens the checklist and reads its lines, once it shows what the guard computes from the files on main. */
async function expectChecklist(page: Page, files: OwnerFiles) {
  const items = itemsFor(files);
  const panel = checklist(page);
  await expect(panel.locator('summary')).toHaveText(
    items.length === 0
      ? 'Launch checklist: nothing left, the site is ready to launch'
      : `Launch checklist: ${items.length === 1 ? '1 thing' : `${items.length} things`} to do before the site can go live`,
    { timeout: 30_000 },
  );
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.locator('summary').click();
  await expect(panel.locator('li')).toHaveText(
    items.map((i) => `${i.message[0]!.toUpperCase()}${i.message.slice(1)}.Open ${i.form.label}`),
  );
  return items;
}

/** Saves the form, waits for its pull request, and checks its files as the workflow would. */
async function saveAndCheck(page: Page, branch: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => host!.github.pulls.find((p) => p.head.ref === branch && p.state === 'open')?.labels, {
      timeout: 30_000,
    })
    .toEqual([{ name: 'decap-cms/draft' }]);
  const pull = host!.github.pulls.find((p) => p.head.ref === branch && p.state === 'open')!;
  const { problems } = await contentCheckAt(pull.head.sha);
  expect(problems, 'the content check of the pull request').toEqual([]);
  return pull;
}

/** Sets the saved change to Ready and publishes it: its pull request is merged into main. */
async function publish(page: Page, branch: string) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect
    .poll(() => host!.github.pulls.find((p) => p.head.ref === branch)?.labels)
    .toEqual([{ name: 'decap-cms/pending_publish' }]);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect
    .poll(() => host!.github.pulls.find((p) => p.head.ref === branch)?.merged, { timeout: 30_000 })
    .toBe(true);
}

/**
 * Removes the list item whose collapsed summary starts with `text`: the nearest bar above the summary holding
 * buttons is the item's controls (collapse, drag, remove), remove last. Decap gives that button no name, so it is found by its place.
 */
async function removeItem(page: Page, text: string) {
  const summary = page.getByText(text, { exact: false }).filter({ visible: true });
  await expect(summary).toHaveCount(1);
  await summary.locator('xpath=preceding-sibling::div[.//button][1]').locator('button').last().click();
  await expect(summary).toHaveCount(0);
}

const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

test('the owner clears the launch checklist from the editor: a testimonial, a gallery photo and a video', async ({
  page,
}) => {
  // Three saves, three content checks and three publishes through a 6 MB editor: minutes on a shared machine.
  test.setTimeout(480_000);
  const problems = await watch(page, host!);
  await signIn(page, host!);
  let items = await expectChecklist(page, liveFiles());
  expect(items.map((i) => i.item)).toEqual(expect.arrayContaining(['testimonials', 'gallery', 'videos']));

  // Testimonials: a real review with its own rating, then the last sample removed.
  await checklist(page).getByRole('link', { name: 'Open Testimonials' }).click();
  await page.waitForURL(/#\/collections\/testimonials\/entries\/testimonials$/);
  // The form shows the file as it is on main before she changes it (a change made while it loads would be lost).
  await expect(
    page.getByText(`${starting.testimonials.testimonials.length} testimonials`, { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add testimonial' }).click();
  await visible(page, 'Client’s name as shown').fill('Ana P.');
  await visible(page, 'What the client wrote').fill(
    'The HydraFacial left my skin calm and bright, and every step was explained to me with care.',
  );
  await visible(page, 'Rating (stars)').fill('4');
  for (const [label, option] of [
    ['Language she wrote in', 'English'],
    ['Treatment', 'HydraFacial'],
    ['Where it may appear', 'The home page carousel'],
    ['Copied from', 'Google review'],
  ] as const) {
    await visible(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  // Decap marks a field that may stay empty (a sample has no date) as optional.
  await visible(page, 'Copied on (optional)').fill('2026-03-02');
  await removeItem(page, `${sampleName} · `);
  const testimonialsPull = await saveAndCheck(page, 'cms/testimonials/testimonials');
  const saved = JSON.parse(
    host!.github.filesAt(testimonialsPull.head.sha).get('content/testimonials.json')!.toString('utf8'),
  ) as { testimonials: Testimonial[] };
  expect(saved.testimonials.at(-1)).toMatchObject({ name: 'Ana P.', rating: 4, platform: 'Google', shownOn: ['home'] });
  expect(saved.testimonials.filter((t) => t.platform === 'sample')).toEqual([]);
  await publish(page, 'cms/testimonials/testimonials');
  await backToList(page, 'testimonials');
  items = await expectChecklist(page, liveFiles());
  expect(items.map((i) => i.item)).not.toContain('testimonials');

  // Gallery: a client photo in place of the last illustration; without consent the form cannot be saved.
  await checklist(page).getByRole('link', { name: 'Open Gallery' }).click();
  await page.waitForURL(/#\/collections\/gallery\/entries\/gallery$/);
  await expect(
    page.getByText(`${starting.gallery.images.length} before-and-after images`, { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByRole('menuitem', { name: 'Client photo' }).click();
  const upload = path.join(host!.folder, 'client-before-after.jpg');
  writeFileSync(
    upload,
    await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#b98a70' } })
      .jpeg()
      .toBuffer(),
  );
  await page.getByRole('button', { name: 'Choose an image' }).filter({ visible: true }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await visible(page, 'Treatment').click();
  await page.getByRole('option', { name: 'HydraFacial', exact: true }).click();
  await visible(page, 'Description in English').fill('Before and after a HydraFacial: dull skin restored to a glow');
  await visible(page, 'Description in Spanish').fill(
    'Antes y después de un HydraFacial: la piel opaca recupera su brillo',
  );
  await removeItem(page, `Illustration · `);
  const pullsBefore = host!.github.pulls.length;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('A client’s photo can be saved only with her written consent: tick the box once it is on file.'),
  ).toBeVisible();
  expect(host!.github.pulls.length, 'nothing was saved without consent').toBe(pullsBefore);
  await visible(page, 'The client gave written consent to show this photo').click();
  const galleryPull = await saveAndCheck(page, 'cms/gallery/gallery');
  const gallery = JSON.parse(host!.github.filesAt(galleryPull.head.sha).get('content/gallery.json')!.toString('utf8'));
  expect(gallery.images.at(-1)).toMatchObject({
    type: 'photo',
    photo: 'photos/client-before-after.jpg',
    treatment: 'hydrafacial',
    consent: true,
  });
  expect(gallery.images.filter((image: Image) => image.type === 'illustration')).toEqual([]);
  // The photo pipeline made every size the gallery shows from the uploaded photo.
  for (const width of [600, 1200])
    expect(existsSync(path.join(scratch, `public/images/gallery-photos/client-before-after-${width}.avif`))).toBe(true);
  await publish(page, 'cms/gallery/gallery');
  await backToList(page, 'gallery');
  items = await expectChecklist(page, liveFiles());
  expect(items.map((i) => i.item)).not.toContain('gallery');

  // Videos: an address is not an id, and the form says so before anything is saved.
  await checklist(page).getByRole('link', { name: 'Open Videos' }).click();
  await page.waitForURL(/#\/collections\/videos\/entries\/videos$/);
  const id = page.getByLabel('YouTube video id', { exact: true }).first();
  await expect(id).toHaveValue(starting.videos[firstVideo]!.id, { timeout: 30_000 });
  // Decap puts the caret back where it was each time the field re-renders (and after a refused save it re-renders
  // the field it names), so a value is typed as a person types it: from the end, deleting what is there, then typing.
  const retype = async (value: string) => {
    await id.click();
    await id.press('End');
    for (let left = (await id.inputValue()).length; left > 0; left--) await page.keyboard.press('Backspace');
    await expect(id).toHaveValue('');
    await page.keyboard.type(value);
    await expect(id).toHaveValue(value);
  };
  await retype('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Write the 11 characters after “v=” in the video’s address, for example dQw4w9WgXcQ.'),
  ).toBeVisible();
  expect(host!.github.pulls.some((p) => p.head.ref === 'cms/videos/videos')).toBe(false);
  await retype('dQw4w9WgXcQ');
  const videosPull = await saveAndCheck(page, 'cms/videos/videos');
  const videos = JSON.parse(host!.github.filesAt(videosPull.head.sha).get('content/videos.json')!.toString('utf8'));
  expect(videos).toEqual({ ...starting.videos, [firstVideo]: { ...starting.videos[firstVideo], id: 'dQw4w9WgXcQ' } });
  await publish(page, 'cms/videos/videos');
  await backToList(page, 'videos');
  items = await expectChecklist(page, liveFiles());
  expect(items.map((i) => i.item)).not.toContain('videos');
  expect(items.every((i) => i.form.label === 'Studio facts')).toBe(true);
  // A save the form refuses ends in Decap rejecting its own promise with no value, which the page reports as an
  // error named "undefined": the two refused saves above. Anything else is a problem.
  expect(problems.filter((p) => p !== 'undefined')).toEqual([]);
});
