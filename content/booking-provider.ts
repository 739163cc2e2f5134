/**
 * The booking provider and the exact hosts it uses, in one list that both the site (content/site.ts: the dialog's
 * postMessage checks) and the build's security policy (deploy/security.ts: frame-src, form-action) read. Exact
 * origins only, never a wildcard: a subdomain of the provider's domain is not the provider. No script of the
 * provider's runs on our pages: its form stays inside its frame, and our own code answers the frame's messages.
 */
export const bookingProvider = {
  provider: 'Jotform',
  formBaseUrl: 'https://form.jotform.com',
  /**
   * Origins the form's frame shows and posts from: the form, the thank-you page after a submission, and Jotform's
   * main site, which serves forms that have moved there.
   */
  origins: ['https://form.jotform.com', 'https://submit.jotform.com', 'https://www.jotform.com'],
  /** The provider's own domains: every origin here lies on one of them. */
  domains: ['jotform.com'],
  /** Where a Jotform form posts its submission. */
  formActions: ['https://submit.jotform.com'],
};
