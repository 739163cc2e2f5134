/**
 * The booking provider's iframe talks to our page with colon-separated string messages:
 * `command:arg...:formId`. This module decides which messages to trust and what they mean.
 */

/** How long the provider's form may stay silent before the dialog points to the other ways to book. */
export const FORM_SILENCE_MS = 8000;

export const MIN_FRAME_HEIGHT = 600;
export const MAX_FRAME_HEIGHT = 10_000;

export type ProviderCommand =
  | { type: 'scrollIntoView' }
  | { type: 'setHeight'; height: number }
  | { type: 'collapseErrorPage' }
  | { type: 'reloadPage' }
  | { type: 'loadScript'; src: string }
  | { type: 'exitFullscreen' };

export type BookingPolicy = {
  formId: string;
  /** Exact origins (scheme + host) the provider's frame may post from. */
  origins: readonly string[];
  /** The exact URLs of the helper scripts the form may ask for. */
  scripts: readonly string[];
};

/** Height in px for a requested height: never below the minimum, never absurdly tall. */
export function clampHeight(requested: number): number {
  if (!Number.isFinite(requested)) return MIN_FRAME_HEIGHT;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.round(requested)));
}

/**
 * Only one of the listed script URLs, written exactly as listed: another path on the same host (`/../x.js`), a
 * query (`?callback=`), another spelling of the host or a subdomain names some other script.
 */
export function isAllowedScriptUrl(src: string, scripts: readonly string[]): boolean {
  return scripts.includes(src);
}

/** Parses one message into a command, or null when it is not a well-formed message for our form. */
export function parseProviderMessage(data: unknown, policy: BookingPolicy): ProviderCommand | null {
  if (typeof data !== 'string' || data.length > 2048) return null;
  const parts = data.split(':');
  if (parts.length < 3) return null;
  const command = parts[0];
  const formId = parts[parts.length - 1];
  if (formId !== policy.formId) return null;
  const arg = parts.slice(1, -1).join(':');
  switch (command) {
    case 'scrollIntoView':
    case 'collapseErrorPage':
    case 'reloadPage':
    case 'exitFullscreen':
      return { type: command };
    case 'setHeight': {
      if (!/^\d{1,7}(\.\d+)?$/.test(arg)) return null;
      return { type: 'setHeight', height: clampHeight(Number(arg)) };
    }
    case 'loadScript':
      return isAllowedScriptUrl(arg, policy.scripts) ? { type: 'loadScript', src: arg } : null;
    default:
      return null;
  }
}

export type IncomingMessage = { origin: string; source: unknown; data: unknown };

/**
 * The full check for a `message` event: trusted origin, sent by our own iframe's window, and a valid command
 * for our form id. Anything else is ignored (null).
 */
export function acceptProviderMessage(
  event: IncomingMessage,
  frameWindow: unknown,
  policy: BookingPolicy,
): ProviderCommand | null {
  if (!policy.origins.includes(event.origin)) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  return parseProviderMessage(event.data, policy);
}

/** The reply the provider expects after load: our URL and referrer, as a JSON string. */
export function urlsReply(docurl: string, referrer: string): string {
  return JSON.stringify({ type: 'urls', value: { docurl, referrer } });
}

/** The origin replies go to: the form's own origin, never '*'. */
export function replyOrigin(formUrl: string): string {
  return new URL(formUrl).origin;
}
