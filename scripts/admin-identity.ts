/**
 * Netlify's identity widget, bundled from npm into the /admin script (no CDN), for the Git Gateway backend: it
 * completes the invitation (#invite_token=) and password-reset (#recovery_token=) links of Netlify's e-mails by
 * drawing its set-password form, and it is the sign-in form behind Decap's "Login with Netlify Identity" button.
 * Loading it sets window.netlifyIdentity, which Decap's Git Gateway code reads when it loads: so this module is
 * imported before Decap. It talks only to /.netlify/identity on the editor's own origin.
 */
import 'netlify-identity-widget';

export const IDENTITY_PATH = '/.netlify/identity';

type IdentityWidget = {
  init(options?: { APIUrl?: string }): void;
  on(event: 'login' | 'close', callback: () => void): void;
};

const widget = () => (window as unknown as { netlifyIdentity?: IdentityWidget }).netlifyIdentity;

/**
 * Starts the widget (once Decap is loaded and listens for its 'init' event). The API address is always given: on
 * localhost the widget would otherwise ask for a Netlify site's URL and talk to that site instead.
 */
export function startIdentity() {
  widget()?.init({ APIUrl: `${window.location.origin}${IDENTITY_PATH}` });
}

/**
 * Runs `start` (the editor) now or, when the page was opened from a password-reset link, once the new password is
 * saved (the widget then signs the editor in) or the form is closed. A verified reset link already counts as
 * signed in, and Decap, started at once, would sign in with it and close the form before a new password is chosen.
 */
export function afterPasswordReset(start: () => void) {
  const identity = widget();
  if (!identity || !/(^|[#&/])recovery_token=/.test(window.location.hash)) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  identity.on('login', once);
  identity.on('close', once);
}
