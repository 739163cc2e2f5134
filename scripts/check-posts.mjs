#!/usr/bin/env node
/**
 * Build step (after scripts/photos.mjs, before `next build`): reads every post of both languages and the route list
 * exactly as the site does (lib/routes.ts), so a post with a bad field, a missing image or a link that leads nowhere
 * stops the build here with one line naming the file and the field, before Next prints pages of its own output.
 * Then it prints advice (never a failure) for a post whose length is outside the advised range.
 */
import { importTs } from './import-ts.mjs';

// The same TypeScript as the site (see import-ts.mjs), so this check and the site read the posts the same way.
const { lengthAdvice } = await importTs('lib/post-length.ts');
const { allRoutes } = await importTs('lib/routes.ts');
const { getAllPosts } = await importTs('lib/posts.ts');

let counts;
try {
  allRoutes();
  counts = { en: getAllPosts('en'), es: getAllPosts('es') };
} catch (error) {
  if (error?.name !== 'PostValidationError') throw error;
  console.error(`posts: ${error.message}`);
  process.exit(1);
}
console.log(
  `posts: ${counts.en.length} in English, ${counts.es.length} in Spanish; fields, images and links check out.`,
);
for (const post of [...counts.en, ...counts.es]) {
  const advice = lengthAdvice(post.file, post.content);
  if (advice) console.log(`posts: advice: ${advice}`);
}
