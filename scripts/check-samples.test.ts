import { spawnSync } from 'node:child_process';
import path from 'node:path';

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

  it('stops a build for a real domain with one line per sample item', () => {
    const { status, lines } = check('https://www.adrianamoralesskin.com');
    expect(status).toBe(1);
    expect(lines.filter((l) => l.trim().startsWith('sample '))).toHaveLength(5);
    expect(lines.join('\n')).toMatch(/sample gallery: .*illustrations/);
  });
});
