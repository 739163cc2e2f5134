import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { sampleGuardInput, sampleProblems } from '@/site/checks/sample-guard';

/** The owner's files as they are, as the build and the editor read them. */
const read = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, '..', file), 'utf8'));
const files = {
  studio: read('content/studio.json'),
  testimonials: read('content/testimonials.json'),
  gallery: read('content/gallery.json'),
  videos: read('content/videos.json'),
};

const script = path.resolve(__dirname, 'check-samples.mjs');

/** Runs the build's sample check against the real content config, as `npm run build` does. */
function check(siteUrl: string) {
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, SITE_URL: siteUrl }, encoding: 'utf8' });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') };
}

describe('the build-time sample check on the shipped config', () => {
  it('passes for the example domain the template builds with', () => {
    const { status, lines } = check('https://www.example.com');
    expect(status).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/no unaccepted sample content/)]);
  });

  it('for a real domain prints exactly the lines of the guard for this config, one per item, and stops the build when there is one', () => {
    const realDomain = 'https://www.adrianamoralesskin.com';
    const today = new Date().toISOString().slice(0, 10);
    const expected = sampleProblems(sampleGuardInput({ ...site, url: realDomain }, files, today));
    const { status, lines } = check(realDomain);
    expect(lines.filter((l) => l.trim().startsWith('sample ')).map((l) => l.trim())).toEqual(expected);
    expect(status).toBe(expected.length > 0 ? 1 : 0);
    if (expected.length > 0)
      expect(lines.at(-1)).toBe(
        'check-samples: build stopped (see docs/studio-facts.md, "Before you publish"; /admin shows the same list).',
      );
  });
});
