/**
 * The booking provider: its form URL, the origins allowed to talk to our page through postMessage (and to be
 * framed), and the registrable domains it may load helper scripts from. Plain JavaScript, so both the site
 * (content/site.ts) and the build's security policy (deploy/security.mjs) read this one list.
 */
export const bookingProvider = {
  provider: 'Jotform',
  formBaseUrl: 'https://form.jotform.com',
  origins: ['https://form.jotform.com', 'https://www.jotform.com', 'https://submit.jotform.com'],
  scriptDomains: ['jotform.com', 'jotfor.ms'],
};
