/**
 * Runs before `next build`: stops a build for a real domain (SITE_URL) while the template's sample content is still
 * in place, printing one line per item. The lines are the launch checklist the owner sees in /admin (the same list,
 * site/checks/sample-guard.ts `launchItems`), read from the same files she edits there. docs/studio-facts.md, "Before
 * you publish", explains each item and how to accept one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

// The same TypeScript as the site (see import-ts.mjs), so this check and the site read the same config.
const { site } = await importTs('content/site.ts');
const { sampleGuardInput, sampleProblems } = await importTs('site/checks/sample-guard.ts');

const files = {
  studio: read('content/studio.json'),
  testimonials: read('content/testimonials.json'),
  gallery: read('content/gallery.json'),
  videos: read('content/videos.json'),
};
const problems = sampleProblems(sampleGuardInput(site, files, new Date().toISOString().slice(0, 10)));

if (problems.length > 0) {
  console.error(
    `check-samples: ${site.url} is a real domain, and the site still holds sample content or unconfirmed review claims:`,
  );
  for (const line of problems) console.error(`  ${line}`);
  console.error(
    'check-samples: build stopped (see docs/studio-facts.md, "Before you publish"; /admin shows the same list).',
  );
  process.exit(1);
}
console.log(`check-samples: ${site.url}: no unaccepted sample content to stop the build.`);
