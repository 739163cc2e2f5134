/**
 * The Speculation Rules every page carries (components/layout/speculation-rules.tsx): Chromium prerenders an
 * internal page the visitor shows intent for, so her tap activates a page that is already rendered, in about a
 * frame. `moderate` is intent, not a guess at every link: on a phone, a link that dwells in view after she stops
 * scrolling (Chrome on Android picks the likeliest one or two); on a computer, a pointer resting on a link for
 * 200 ms; everywhere, a press on a link. Chrome keeps at most two such pages and drops the oldest.
 *
 * Links stay plain `<a>` (components/ui/link.tsx): a prerendered page is only used by a document navigation.
 * Browsers without Speculation Rules load the page as usual. The rules are inline and allowed by their sha256
 * hash in each page's CSP (deploy/security.ts hashes `speculationrules` scripts like any inline script).
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          // Feeds and the sitemap file are no pages to prerender; nor is a link opening a new tab, a download or a
          // jump within the page. (No public page links to the editor, nor may it name it: e2e/admin.spec.ts.)
          { not: { href_matches: '/*.xml' } },
          { not: { selector_matches: '[target], [download], [href^="#"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
