/**
 * The Speculation Rules every page carries (postbuild writes them into its <head>: scripts/postbuild-pages.ts).
 * Chromium prerenders an internal page the visitor shows intent for, so her tap activates a page that is already
 * rendered, in about a frame. `moderate` is intent, not a guess at every link: on a phone, a link that dwells in view
 * after she stops scrolling (Chrome on Android picks the likeliest one or two); on a computer, a pointer resting on
 * a link for 200 ms; everywhere, a press on a link. Chrome keeps at most two such pages and drops the oldest.
 *
 * A page also marks the links to its one or two likeliest next pages (`data-likely-next`, set by Link's
 * `likelyNext`): the catalog in the main menu, a list's first entry, a post's first suggested service. Once the page
 * is idle after its first paint, `prepareLikelyNext` sets `data-prepare-next` on `<html>`, and those pages are
 * prerendered at once (`immediate`), so a tap on one lands on a page already drawn. Gated on idle, they do not
 * compete with the page's own first paint; with Save-Data they wait for intent as the others do. (With scripts
 * off, browsers skip Speculation Rules altogether.)
 *
 * Links stay plain `<a>` (components/ui/link.tsx): a prerendered page is only used by a document navigation.
 * Browsers without Speculation Rules load the page as usual. The rules are inline and allowed by their sha256
 * hash in each page's CSP (deploy/security.ts hashes `speculationrules` scripts like any inline script).
 */
import { savingData, whenIdle } from './load-on-demand';

/** The attribute that marks a link to one of the page's likeliest next pages. */
export const LIKELY_NEXT = 'data-likely-next';
/** Set on `<html>` once the page is idle: from then on the marked pages are prerendered. */
export const PREPARE_NEXT = 'data-prepare-next';

/** Links to pages worth prerendering: the site's own pages. */
const pageLinks = [
  { href_matches: '/*' },
  // Feeds and the sitemap file are no pages to prerender; nor is a link opening a new tab, a download or a
  // jump within the page. (No public page links to the editor, nor may it name it: e2e/admin.spec.ts.)
  { not: { href_matches: '/*.xml' } },
  { not: { selector_matches: '[target], [download], [href^="#"]' } },
] as const;

export const speculationRules = {
  prerender: [
    {
      where: { and: [...pageLinks, { selector_matches: `html[${PREPARE_NEXT}] a[${LIKELY_NEXT}]` }] },
      eagerness: 'immediate',
    },
    { where: { and: pageLinks }, eagerness: 'moderate' },
  ],
} as const;

/** Starts prerendering the page's likeliest next pages once it is idle (after hydration, so after its first paint). */
export function prepareLikelyNext() {
  if (savingData()) return;
  whenIdle(() => document.documentElement.setAttribute(PREPARE_NEXT, ''));
}
