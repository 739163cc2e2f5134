/**
 * The editor opens on the blog's posts newest first, as /blog lists them. Runs Decap's local backend on a temporary
 * copy of content/, and compares with the posts the build reads, whatever they are today. Decap lists a post once
 * per file name: by its English edition, or, for a post written in Spanish only, by its Spanish one.
 */
import { expect, test } from '@playwright/test';
import { getAllPosts, sortPosts } from '@/lib/posts/posts';
import { startLocalBackend } from './local-backend';

let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;

test.beforeAll(async () => {
  backend = await startLocalBackend(['content']);
});

test.afterAll(() => backend?.stop());

test('/admin lists every post, newest first', async ({ page }) => {
  const english = getAllPosts('en');
  const translated = new Set(english.map((p) => p.slug));
  const posts = sortPosts([...english, ...getAllPosts('es').filter((p) => !translated.has(p.slug))]);
  await page.goto(`/admin?local_backend_port=${backend!.port}#/collections/blog`);
  await page.getByRole('button', { name: 'Login' }).click();
  // Each entry reads "<publish date> · <title>" (the collection's summary).
  const entries = page.getByText(/^\d{4}-\d{2}-\d{2} · /);
  await expect(entries).toHaveCount(posts.length, { timeout: 20_000 });
  const shown = (await entries.allInnerTexts()).map((text) => {
    const [date, ...title] = text.trim().split(' · ');
    return { date: date!, title: title.join(' · ') };
  });
  expect(shown.map((e) => e.date)).toEqual(posts.map((p) => p.publishDate));
  expect(new Set(shown.map((e) => e.title))).toEqual(new Set(posts.map((p) => p.title)));
  await expect(page.getByRole('button', { name: /Sort by/ })).toBeVisible();
});
