#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile and desktop) on six key pages of the built site, each beside a zero-JS copy of itself.
 * Not part of `npm test`: scores on a shared machine are noisy. Run `npm run build` first.
 *
 * Chrome runs with its default features, as PageSpeed Insights runs it. This 2-core machine is noisy even for a
 * page without any JavaScript, so each page is measured beside the same exported page with every script stripped
 * (scripts/zero-js.ts), in the same run and interleaved (page, copy, page, copy...), so both see the same load.
 * The copy is the honest limit: what the page scores with no start-up work at all.
 *
 * Each is measured LIGHTHOUSE_RUNS times (default 5) and the median run is reported, chosen by Lighthouse's own
 * computeMedianRun, as Lighthouse's documentation on variability recommends; every run's score is printed too,
 * and every run's Largest Contentful Paint beside the median (the copy's is also the page's floor without web fonts,
 * which a copy without scripts never fetches).
 * The pages and copies are served from a temporary copy of out/ (the copies under /zero-js), never from out/.
 *
 * After the table, each page's main-thread work by category (Lighthouse's mainthread-work-breakdown audit: script
 * evaluation, style & layout, parsing HTML & CSS, script parsing & compilation, rendering, garbage collection,
 * other), each category the median of its runs, beside its zero-JS copy's: where the start-up time goes, and
 * what the scripts add to the work any page needs.
 *
 * Passes when, for every page: on mobile its median performance is within 2 points and its median Total Blocking
 * Time within 50 ms of its zero-JS copy; CLS is 0; accessibility, best practices and SEO are 100. Exits 1 otherwise.
 *
 * Options (environment):
 *   LIGHTHOUSE_RUNS=1                  runs per page (use 1 while iterating; the table needs 5 on a quiet machine)
 *   LIGHTHOUSE_PAGES=/,/iv-therapy     only these pages
 *   LIGHTHOUSE_FORM=mobile             only this form factor (mobile or desktop)
 *   LIGHTHOUSE_NO_PAINT_HOLDING=1      an extra column: the page again in a Chrome with --disable-features=PaintHolding
 *                                      (paint holding keeps the previous page on screen during a same-origin
 *                                      navigation; Lighthouse's about:blank-then-URL load triggers it)
 *   LIGHTHOUSE_BREAKDOWN=1             also the median run's details, page and copy: its main-thread work by
 *                                      category, each script's evaluation time and the long tasks
 *   LIGHTHOUSE_PORT=4390               port of the temporary server
 *   LIGHTHOUSE_SAVE=dir                also keep every run's full report there, as JSON
 *   LIGHTHOUSE_FLOOR=1                 also the smallest Next.js app there is (scripts/framework-floor, built first and
 *                                      served at /floor), beside its own copy: what the framework alone costs at
 *                                      start-up on this machine, in the same runs. It is reported, not held to the bar.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { outDir, resolveUrlPath, root } from './out-files.mjs';
import { importTs } from './import-ts.mjs';

const { parseFrontMatter } = await importTs('lib/posts/front-matter.ts');
const { withoutScripts } = await importTs('scripts/zero-js.ts');

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const BREAKDOWN = process.env.LIGHTHOUSE_BREAKDOWN === '1';
const NO_PAINT_HOLDING = process.env.LIGHTHOUSE_NO_PAINT_HOLDING === '1';
const FLOOR = process.env.LIGHTHOUSE_FLOOR === '1';
const FLOOR_PAGE = '/floor';
/** A folder to keep every run's full report in (JSON), to look into one run afterwards. */
const SAVE = process.env.LIGHTHOUSE_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
const ZERO_JS = '/zero-js';
/** The pass criterion. */
const MAX_PERF_GAP = 2;
const MAX_TBT_GAP_MS = 50;
const base = `http://127.0.0.1:${PORT}`;

function newestPost() {
  const dir = path.join(root, 'content/blog/en');
  const posts = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({
      slug: f.replace(/\.md$/, ''),
      date: String(parseFrontMatter(readFileSync(path.join(dir, f), 'utf8')).data.publishDate),
    }));
  posts.sort((a, b) => b.date.localeCompare(a.date));
  return `/blog/${posts[0].slug}`;
}

const allPages = [
  '/',
  '/services/hydrafacial',
  '/esthetics-services',
  '/iv-therapy',
  '/locations/socorro/hydrafacial',
  newestPost(),
];
const sitePages = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',').map((p) => p.trim())
  : allPages;
const pages = FLOOR ? [...sitePages, FLOOR_PAGE] : sitePages;
const formFactors = process.env.LIGHTHOUSE_FORM ? [process.env.LIGHTHOUSE_FORM] : ['mobile', 'desktop'];
const zeroJsPath = (page) => (page === '/' ? ZERO_JS : `${ZERO_JS}${page}`);

// A temporary copy of out/ with the zero-JS copies beside the pages, so out/ itself is never touched.
const site = mkdtempSync(path.join(tmpdir(), 'lighthouse-site-'));
const served = path.join(site, 'out');
cpSync(outDir, served, { recursive: true });
if (FLOOR) {
  const floorApp = path.join(root, 'scripts/framework-floor');
  const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: floorApp, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`scripts/framework-floor: next build failed\n${built.stdout}${built.stderr}`);
  cpSync(path.join(floorApp, 'out'), path.join(served, FLOOR_PAGE.slice(1)), { recursive: true });
}
for (const page of pages) {
  const file = page === FLOOR_PAGE ? path.join(served, 'floor/index.html') : resolveUrlPath(page);
  if (!file) throw new Error(`${page}: no such page in out/ (run npm run build)`);
  const copy = path.join(served, `${zeroJsPath(page)}.html`);
  mkdirSync(path.dirname(copy), { recursive: true });
  try {
    writeFileSync(copy, withoutScripts(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${page}: ${error.message}`);
  }
}
cpSync(path.join(root, 'serve.json'), path.join(site, 'serve.json'));

const server = spawn(
  path.join(root, 'node_modules/.bin/serve'),
  ['out', '--listen', `tcp://127.0.0.1:${PORT}`, '--config', '../serve.json', '--no-port-switching', '--no-clipboard'],
  { cwd: site, stdio: 'ignore' },
);
await new Promise((resolve, reject) => {
  const started = Date.now();
  const poll = () =>
    fetch(`${base}${zeroJsPath(pages[0])}`).then(
      (r) => (r.ok ? resolve() : reject(new Error(`serve answered ${r.status} for the zero-JS copy`))),
      () => (Date.now() - started > 15_000 ? reject(new Error('serve did not start')) : setTimeout(poll, 300)),
    );
  poll();
});

const { chromiumFlags, chromiumPath: chromePath } = await importTs('scripts/chromium-flags.ts');
const baseFlags = ['--headless=new', ...chromiumFlags];
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: baseFlags });
const chromeNoHolding = NO_PAINT_HOLDING
  ? await chromeLauncher.launch({ chromePath, chromeFlags: [...baseFlags, '--disable-features=PaintHolding'] })
  : null;

async function measure(browser, url, formFactor) {
  const result = await lighthouse(
    url,
    {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Every run is a first visit: Lighthouse empties the HTTP cache, and local storage too here, as the flag that
      // says the web fonts are cached lives there (scripts/boot.ts).
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  return result.lhr;
}

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
const perf = (lhr) => score(lhr, 'performance');
const tbt = (lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue);
const cls = (lhr) => lhr.audits['cumulative-layout-shift'].numericValue;
const lcp = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;

const rows = [];
try {
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const runs = { page: [], zero: [], noHolding: [] };
      for (let run = 0; run < RUNS; run++) {
        runs.page.push(await measure(chrome, `${base}${page}`, formFactor));
        runs.zero.push(await measure(chrome, `${base}${zeroJsPath(page)}`, formFactor));
        if (SAVE)
          for (const [kind, lhr] of [
            ['page', runs.page.at(-1)],
            ['zero-js', runs.zero.at(-1)],
          ])
            writeFileSync(
              path.join(SAVE, `${formFactor}${page.replaceAll('/', '_') || '_'}-${kind}-${run + 1}.json`),
              JSON.stringify(lhr),
            );
        if (chromeNoHolding) runs.noHolding.push(await measure(chromeNoHolding, `${base}${page}`, formFactor));
      }
      const median = computeMedianRun(runs.page);
      const zero = computeMedianRun(runs.zero);
      const worst = runs.page.reduce((a, b) => (perf(b) < perf(a) ? b : a));
      rows.push({
        page,
        formFactor,
        median,
        zero,
        runs,
        worst,
        noHolding: chromeNoHolding ? computeMedianRun(runs.noHolding) : null,
      });
      process.stderr.write(`lighthouse: ${formFactor} ${page} done (${perf(median)} vs ${perf(zero)} zero-JS)\n`);
    }
  }
} finally {
  await chrome.kill();
  await chromeNoHolding?.kill();
  server.kill();
  rmSync(site, { recursive: true, force: true });
}

/** The median of some numbers (the mean of the middle two for an even count). */
const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const allRuns = (lhrs) => lhrs.map(perf).join('/');
const allLcps = (lhrs) => lhrs.map((lhr) => Math.round(lcp(lhr))).join('/');
const header = [
  'page',
  'form',
  'perf (runs)',
  'zero-JS perf (runs)',
  'gap',
  'TBT ms',
  'zero-JS TBT ms',
  'CLS',
  'LCP ms (runs)',
  'zero-JS LCP ms (runs)',
  'worst run (perf, TBT)',
  'a11y/best/SEO',
];
if (NO_PAINT_HOLDING) header.push('PaintHolding off perf (runs), TBT');
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
const failures = [];
for (const r of rows) {
  const gap = perf(r.zero) - perf(r.median);
  const tbtGap = tbt(r.median) - tbt(r.zero);
  const others = ['accessibility', 'best-practices', 'seo'].map((c) => score(r.median, c));
  const maxCls = Math.max(...r.runs.page.map(cls));
  const cells = [
    r.page,
    r.formFactor,
    `${perf(r.median)} (${allRuns(r.runs.page)})`,
    `${perf(r.zero)} (${allRuns(r.runs.zero)})`,
    gap,
    tbt(r.median),
    tbt(r.zero),
    maxCls.toFixed(3),
    `${Math.round(medianOf(r.runs.page.map(lcp)))} (${allLcps(r.runs.page)})`,
    `${Math.round(medianOf(r.runs.zero.map(lcp)))} (${allLcps(r.runs.zero)})`,
    `${perf(r.worst)}, ${tbt(r.worst)} ms`,
    others.join('/'),
  ];
  if (r.noHolding) cells.push(`${perf(r.noHolding)} (${allRuns(r.runs.noHolding)}), ${tbt(r.noHolding)} ms`);
  console.log(`| ${cells.join(' | ')} |`);

  const where = `${r.page} ${r.formFactor}`;
  if (r.page === FLOOR_PAGE) continue;
  if (r.formFactor === 'mobile' && gap > MAX_PERF_GAP)
    failures.push(`${where}: performance ${gap} points below its zero-JS copy`);
  if (r.formFactor === 'mobile' && tbtGap > MAX_TBT_GAP_MS)
    failures.push(`${where}: TBT ${tbtGap} ms above its zero-JS copy`);
  if (maxCls > 0) failures.push(`${where}: CLS ${maxCls.toFixed(3)} in at least one run`);
  if (others.some((s) => s < 100)) failures.push(`${where}: accessibility/best practices/SEO ${others.join('/')}`);
}

/** One run's main-thread time per category, in ms, keyed by Lighthouse's group id. */
const workByGroup = (lhr) =>
  new Map((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((g) => [g.group, g]));
const groupLabels = new Map();
for (const lhr of rows.flatMap((r) => [...r.runs.page, ...r.runs.zero]))
  for (const [group, g] of workByGroup(lhr)) groupLabels.set(group, g.groupLabel);
const groups = [...groupLabels.keys()];
const medianWork = (lhrs, group) => medianOf(lhrs.map((lhr) => workByGroup(lhr).get(group)?.duration ?? 0));
const medianTotal = (lhrs) => medianOf(lhrs.map((lhr) => lhr.audits['mainthread-work-breakdown'].numericValue));
const workHeader = ['page', 'form', 'main-thread work, ms (median of runs)', 'page', 'zero-JS', 'added by the scripts'];
console.log(`\n| ${workHeader.join(' | ')} |\n|${workHeader.map(() => '---').join('|')}|`);
for (const r of rows) {
  const lines = [
    ...groups.map((group) => [groupLabels.get(group), medianWork(r.runs.page, group), medianWork(r.runs.zero, group)]),
    ['Total', medianTotal(r.runs.page), medianTotal(r.runs.zero)],
  ];
  for (const [label, page, zero] of lines)
    console.log(
      `| ${r.page} | ${r.formFactor} | ${label} | ${Math.round(page)} | ${Math.round(zero)} | ${Math.round(page - zero)} |`,
    );
}

if (BREAKDOWN) {
  const ms = (n) => `${Math.round(n)}`;
  for (const r of rows) {
    for (const [label, lhr] of [
      ['page', r.median],
      ['zero-JS', r.zero],
    ]) {
      const groups = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
      const scripts = (lhr.audits['bootup-time'].details?.items ?? []).filter((i) => i.total >= 10);
      const longTasks = (lhr.audits['long-tasks'].details?.items ?? []).map(
        (t) => `${ms(t.duration)} ms at ${ms(t.startTime)}`,
      );
      console.log(
        `\n${r.page} ${r.formFactor} ${label}: main thread ${ms(lhr.audits['mainthread-work-breakdown'].numericValue)} ms, TBT ${tbt(lhr)} ms`,
      );
      console.log(`  by category: ${groups.map((g) => `${g.groupLabel} ${ms(g.duration)}`).join(', ')}`);
      if (scripts.length)
        console.log(
          `  scripts: ${scripts.map((s) => `${s.url.replace(base, '')} ${ms(s.total)} (eval ${ms(s.scripting)}, compile ${ms(s.scriptParseCompile)})`).join('; ')}`,
        );
      console.log(`  long tasks: ${longTasks.join(', ') || 'none'}`);
    }
  }
}

console.log(
  `\nlighthouse: ${rows.length} page/form pairs, median of ${RUNS} run(s) each, Chrome default features. ` +
    `Pass: on mobile every page within ${MAX_PERF_GAP} performance points and ${MAX_TBT_GAP_MS} ms TBT of its zero-JS copy; ` +
    'CLS 0; accessibility, best practices and SEO 100.',
);
for (const r of rows.filter((row) => row.page === FLOOR_PAGE))
  console.log(
    `The framework's floor (${r.formFactor}): the smallest Next.js page is ${perf(r.zero) - perf(r.median)} points ` +
      `and ${tbt(r.median) - tbt(r.zero)} ms of TBT from its own zero-JS copy in these runs.`,
  );
if (failures.length) {
  console.log(`FAIL (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('PASS');
