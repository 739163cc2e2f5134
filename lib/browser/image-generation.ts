/**
 * The hero image tool's pure parts: key validation and storage encoding, prompt sanitising, the generateContent
 * request, and the mapping of every outcome to the tool's fixed error messages, word for word. The functions take the
 * messages of the page's language as an argument (content/pages/home.ts), so the browser gets only that language's.
 */

import type { SafeStorage } from '@/lib/browser/safe-storage';

export { HERO_IMAGE_STORAGE_NAME, isUsableHeroImage } from '@/lib/browser/hero-image';

/** localStorage name of the key (base64). The hero image URL is saved as HERO_IMAGE_STORAGE_NAME (lib/browser/hero-image.ts). */
export const KEY_STORAGE_NAME = 'gemini_api_key';

/** The request header that carries the key (the provider's documented alternative to a `key` query parameter). */
export const KEY_HEADER = 'x-goog-api-key';
export const GENERATE_ENDPOINT =
  'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash-image:generateContent';
/** When the response carries no image, the hero tool still shows a picture: a random 1024x768 photo. */
export const PLACEHOLDER_IMAGE_BASE = 'https://picsum.photos/1024/768';

/** The tool's messages in one language, as content/pages/home.ts writes them in each. */
export type HeroToolMessages = Record<
  | 'keyEmpty'
  | 'keyInvalid'
  | 'keyFormat'
  | 'promptEmpty'
  | 'unauthorized'
  | 'rateLimited'
  | 'httpError'
  | 'bodyErrorPrefix'
  | 'unknownError'
  | 'network'
  | 'outer'
  | 'success',
  string
>;

/** Key prefixes: the standard API-key prefix, plus the provider's newer auth-key prefix (standard keys are being retired). */
export const KEY_PREFIXES = ['AIza', 'AQ.'] as const;
export const KEY_MIN_LENGTH_EXCLUSIVE = 20;

/** A key is valid when it is longer than 20 characters and starts with a provider prefix. */
export function isValidKey(key: string): boolean {
  const k = key.trim();
  return k.length > KEY_MIN_LENGTH_EXCLUSIVE && KEY_PREFIXES.some((prefix) => k.startsWith(prefix)) && !/\s/.test(k);
}

/** The inline message for the key field: empty, invalid, or null when the key is valid. */
export function keyFieldMessage(key: string, messages: HeroToolMessages): string | null {
  if (!key.trim()) return messages.keyEmpty;
  return isValidKey(key) ? null : messages.keyInvalid;
}

export function encodeKey(key: string): string {
  return btoa(key.trim());
}

/** The stored key when it decodes to a valid key, else null (the caller then removes it). */
export function decodeStoredKey(stored: string | null | undefined): string | null {
  if (!stored) return null;
  try {
    const key = atob(stored);
    return isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** A storage that never throws (lib/browser/safe-storage.ts): setItem reports whether the value was saved. */
type KeyStorage = Pick<SafeStorage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads the stored key; a value that fails decoding or validation is removed. */
export function readStoredKey(storage: KeyStorage): string | null {
  const stored = storage.getItem(KEY_STORAGE_NAME);
  const key = decodeStoredKey(stored);
  if (stored !== null && key === null) storage.removeItem(KEY_STORAGE_NAME);
  return key;
}

/** Saves the key (only when the visitor asked to be remembered); false when the browser would not save it. */
export function storeKey(storage: KeyStorage, key: string): boolean {
  return storage.setItem(KEY_STORAGE_NAME, encodeKey(key));
}

/** Strips angle brackets and braces, then trims. */
export function sanitizePrompt(prompt: string): string {
  return prompt.replace(/[<>{}]/g, '').trim();
}

export type GenerateRequest = { url: string; init: { method: 'POST'; headers: Record<string, string>; body: string } };

/**
 * The key travels in the provider's API-key header, never in the URL, where it would end up in logs and histories.
 */
export function buildRequest(key: string, prompt: string): GenerateRequest {
  return {
    url: GENERATE_ENDPOINT,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [KEY_HEADER]: key.trim() },
      body: JSON.stringify({
        contents: [{ parts: [{ text: prompt }] }],
        generationConfig: { temperature: 0.9, maxOutputTokens: 2048 },
      }),
    },
  };
}

export type GenerateResult = { ok: true; imageUrl: string; message: string } | { ok: false; message: string };

/** Message for a non-OK HTTP status. */
export function messageForStatus(status: number, messages: HeroToolMessages): string {
  if (status === 401 || status === 403) return messages.unauthorized;
  if (status === 429) return messages.rateLimited;
  return messages.httpError;
}

type InlineData = { mimeType?: string; mime_type?: string; data?: string };
type ResponseBody = {
  error?: { message?: string } | string | null;
  candidates?: { content?: { parts?: { inlineData?: InlineData; inline_data?: InlineData }[] } }[];
};

/** The image carried by a successful response, as a data URL, if any. */
export function imageFromBody(body: ResponseBody): string | null {
  for (const candidate of body.candidates ?? []) {
    for (const part of candidate.content?.parts ?? []) {
      const inline = part.inlineData ?? part.inline_data;
      const mime = inline?.mimeType ?? inline?.mime_type;
      if (inline?.data && mime?.startsWith('image/') && /^[A-Za-z0-9+/=]+$/.test(inline.data))
        return `data:${mime};base64,${inline.data}`;
    }
  }
  return null;
}

export function placeholderImageUrl(random: () => number = Math.random): string {
  return `${PLACEHOLDER_IMAGE_BASE}?random=${Math.floor(random() * 1_000_000)}`;
}

/** Maps an OK response body: the error field, else the returned image, else the placeholder. */
export function resultFromBody(body: unknown, messages: HeroToolMessages, random?: () => number): GenerateResult {
  if (typeof body !== 'object' || body === null) throw new Error('Unexpected response');
  const b = body as ResponseBody;
  if (b.error) {
    const message = typeof b.error === 'string' ? b.error : b.error.message;
    return { ok: false, message: `${messages.bodyErrorPrefix}${message || messages.unknownError}` };
  }
  return { ok: true, imageUrl: imageFromBody(b) ?? placeholderImageUrl(random), message: messages.success };
}

/**
 * The whole call: validates, posts, and maps every outcome to one catalogue message. Never throws.
 */
export async function generateHeroImage(
  key: string,
  prompt: string,
  messages: HeroToolMessages,
  fetchImpl: typeof fetch = fetch,
  random?: () => number,
): Promise<GenerateResult> {
  try {
    if (!isValidKey(key)) return { ok: false, message: messages.keyFormat };
    const text = sanitizePrompt(prompt);
    if (!text) return { ok: false, message: messages.promptEmpty };
    const { url, init } = buildRequest(key, text);
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch {
      return { ok: false, message: messages.network };
    }
    if (!response.ok) return { ok: false, message: messageForStatus(response.status, messages) };
    return resultFromBody(await response.json(), messages, random);
  } catch {
    return { ok: false, message: messages.outer };
  }
}
