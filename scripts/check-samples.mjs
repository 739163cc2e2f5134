/**
 * Runs before `next build`: stops a build for a real domain (SITE_URL) while the template's sample content is still
 * in place, printing one line per item. README, "Before you publish", explains each item and how to accept one.
 */
import { importTs } from './import-ts.mjs';

// The same TypeScript as the site (see import-ts.mjs), so this check and the site read the same config.
const { site } = await importTs('content/site.ts');
const { testimonialSettings } = await importTs('content/testimonials.ts');
const { gallerySettings } = await importTs('content/gallery.ts');
const { sampleGuardInput, sampleProblems } = await importTs('lib/site/sample-guard.ts');

const problems = sampleProblems(
  sampleGuardInput(site, testimonialSettings, gallerySettings, new Date().toISOString().slice(0, 10)),
);

if (problems.length > 0) {
  console.error(
    `check-samples: ${site.url} is a real domain, and the site still holds sample content or unconfirmed review claims:`,
  );
  for (const line of problems) console.error(`  ${line}`);
  console.error('check-samples: build stopped (see README, "Before you publish").');
  process.exit(1);
}
console.log(`check-samples: ${site.url}: no unaccepted sample content to stop the build.`);
