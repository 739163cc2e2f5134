/** netlify-identity-widget ships no types; /admin loads it for its effect (window.netlifyIdentity, admin-identity.ts). */
declare module 'netlify-identity-widget';
