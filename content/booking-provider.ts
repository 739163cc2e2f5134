/**
 * The booking provider and the exact hosts it uses, in one list that both the site (content/site.ts: the dialog's
 * postMessage and loadScript checks) and the build's security policy (deploy/security.ts: frame-src, script-src,
 * form-action) read. Exact origins only, never a wildcard: a subdomain of the provider's domain is not the provider.
 */
export const bookingProvider = {
  provider: 'Jotform',
  formBaseUrl: 'https://form.jotform.com',
  /**
   * Origins the form's frame shows and posts from: the form, the thank-you page after a submission, and Jotform's
   * main site, which serves forms that have moved there.
   */
  origins: ['https://form.jotform.com', 'https://submit.jotform.com', 'https://www.jotform.com'],
  /** The provider's own domains: every origin and script above lies on one of them. */
  domains: ['jotform.com', 'jotfor.ms'],
  /**
   * The only scripts the form may ask our page to load (its `loadScript` message), by exact URL: the one helper
   * Jotform's own embed code loads. The whole script CDN would let any file on it run with our page's storage.
   */
  scripts: ['https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js'],
  /** Where a Jotform form posts its submission. */
  formActions: ['https://submit.jotform.com'],
};
