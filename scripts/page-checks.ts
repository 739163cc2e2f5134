/**
 * The page check (scripts/check-pages.mjs, after the build): every rule a page's static HTML, the sitemap, the
 * feeds and the other files of out/ must keep, in one pass over the export with each page parsed once. Only what
 * needs a browser (layout, scripts running, clicks, accessibility) is left to e2e/. Every problem is one line naming
 * the page or file, all of them at once.
 */
import { headChecks } from './page-checks-head';
import { bodyChecks } from './page-checks-body';
import { languageChecks } from './page-checks-language';
import { homeChecks } from './page-checks-home';
import { medicalCardChecks } from './page-checks-medical';
import { testimonialChecks, testimonialSiteChecks } from './page-checks-testimonials';
import { scriptChecks } from './page-checks-scripts';
import { redirectChecks, redirectSiteChecks } from './page-checks-redirects';
import { notFoundChecks, notFoundSiteChecks } from './page-checks-404';
import { loadSite, type PageCheck, type SiteCheck, type SiteInput } from './page-model';
import { siteChecks } from './site-checks';
import { fileChecks } from './site-checks-files';

export const pageChecks: PageCheck[] = [
  ...headChecks,
  ...bodyChecks,
  ...languageChecks,
  ...homeChecks,
  ...medicalCardChecks,
  ...testimonialChecks,
  ...scriptChecks,
  ...redirectChecks,
  ...notFoundChecks,
];

export const allSiteChecks: SiteCheck[] = [
  ...siteChecks,
  ...fileChecks,
  ...testimonialSiteChecks,
  ...redirectSiteChecks,
  ...notFoundSiteChecks,
];

export type PagesReport = {
  /** One line per problem: "/es/about: 2 <h1> elements (one expected)". */
  problems: string[];
  pages: number;
  /** How many rules ran, and how many times in all (a page rule once per page it applies to). */
  checks: number;
  runs: number;
};

/** Runs the checks (all of them unless told) over the export. */
export function checkPages(
  input: SiteInput,
  checks: { pages: PageCheck[]; site: SiteCheck[] } = { pages: pageChecks, site: allSiteChecks },
): PagesReport {
  const site = loadSite(input);
  const problems: string[] = [];
  let runs = 0;
  // A rule that throws on a page it did not foresee is one more problem, not the end of the report.
  const run = (name: string, problemsOf: () => string[]) => {
    runs += 1;
    try {
      return problemsOf();
    } catch (error) {
      return [`the check "${name}" stopped: ${(error as Error).message}`];
    }
  };
  for (const page of site.pages.values())
    for (const check of checks.pages)
      if (check.applies(page, site))
        for (const problem of run(check.name, () => check.problems(page, site)))
          problems.push(`${page.path}: ${problem}`);
  for (const check of checks.site) problems.push(...run(check.name, () => check.problems(site)));
  return { problems, pages: site.pages.size, checks: checks.pages.length + checks.site.length, runs };
}
