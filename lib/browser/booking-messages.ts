/**
 * The booking provider's iframe talks to our page with colon-separated string messages:
 * `command:arg...:formId`. This module decides which messages to trust and what they mean. It replaces the
 * provider's own embed helper script: everything that script does for the page around the form (its height, scrolling
 * it into view, reloading it, leaving fullscreen, telling it our address) is done here, so no script of the provider's
 * ever runs on our origin, where the visitor's remembered image-tool key lives.
 */

/** How long the provider's form may stay silent before the dialog points to the other ways to book. */
export const FORM_SILENCE_MS = 8000;

export const MIN_FRAME_HEIGHT = 600;
export const MAX_FRAME_HEIGHT = 10_000;

export type ProviderCommand =
  | { type: 'scrollIntoView' }
  | { type: 'setHeight'; height: number }
  | { type: 'setMinHeight'; height: number }
  | { type: 'collapseErrorPage' }
  | { type: 'reloadPage' }
  | { type: 'exitFullscreen' };

export type BookingPolicy = {
  formId: string;
  /** Exact origins (scheme + host) the provider's frame may post from. */
  origins: readonly string[];
};

/** Height in px for a requested height: never below the minimum, never absurdly tall. */
export function clampHeight(requested: number): number {
  if (!Number.isFinite(requested)) return MIN_FRAME_HEIGHT;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.round(requested)));
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
    case 'setHeight':
    case 'setMinHeight': {
      if (!/^\d{1,7}(\.\d+)?$/.test(arg)) return null;
      return { type: command, height: clampHeight(Number(arg)) };
    }
    // `loadScript` (the form asking our page to run a script of the provider's) and anything else: ignored. A script
    // on our origin could read the visitor's stored key, and what the provider's helper would do is done here.
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
