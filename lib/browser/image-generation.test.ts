import {
  buildRequest,
  decodeStoredKey,
  encodeKey,
  GENERATE_ENDPOINT,
  generateHeroImage,
  isValidKey,
  KEY_STORAGE_NAME,
  keyFieldMessage,
  readStoredKey,
  sanitizePrompt,
  storeKey,
} from '@/lib/browser/image-generation';
import { homeCopy } from '@/content/pages/home';

const MESSAGES = homeCopy.en.heroTool.messages;

const KEY = 'AIzaSyA1234567890abcdefghij';
const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
const fetchReturning = (response: Response) => jest.fn(async () => response) as unknown as typeof fetch;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => Boolean(data.set(k, v)),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('key validation', () => {
  it('needs more than 20 characters and the provider prefix', () => {
    expect(isValidKey(KEY)).toBe(true);
    expect(isValidKey('AIza' + 'x'.repeat(17))).toBe(true); // 21 characters
    expect(isValidKey('AIza' + 'x'.repeat(16))).toBe(false); // exactly 20
    expect(isValidKey('BIza' + 'x'.repeat(30))).toBe(false);
    expect(isValidKey('AQ.' + 'x'.repeat(30))).toBe(true);
    expect(isValidKey('AIza xxxxxxxxxxxxxxxxxxxx')).toBe(false);
  });
  it('gives the published messages for an empty and an invalid key', () => {
    expect(keyFieldMessage('', MESSAGES)).toBe('Please enter your Gemini API key');
    expect(keyFieldMessage('   ', MESSAGES)).toBe('Please enter your Gemini API key');
    expect(keyFieldMessage('abc', MESSAGES)).toBe('Please enter a valid Gemini API key');
    expect(keyFieldMessage(KEY, MESSAGES)).toBeNull();
  });
});

describe('stored key', () => {
  it('round-trips through base64', () => {
    expect(encodeKey(KEY)).toBe(Buffer.from(KEY).toString('base64'));
    expect(decodeStoredKey(encodeKey(KEY))).toBe(KEY);
  });
  it('rejects values that fail decoding or validation', () => {
    expect(decodeStoredKey(null)).toBeNull();
    expect(decodeStoredKey('%%%not base64%%%')).toBeNull();
    expect(decodeStoredKey(btoa('short'))).toBeNull();
  });
  it('removes a bad stored key and keeps a good one', () => {
    const bad = memoryStorage({ [KEY_STORAGE_NAME]: btoa('not-a-key') });
    expect(readStoredKey(bad)).toBeNull();
    expect(bad.data.has(KEY_STORAGE_NAME)).toBe(false);
    const undecodable = memoryStorage({ [KEY_STORAGE_NAME]: '***' });
    expect(readStoredKey(undecodable)).toBeNull();
    expect(undecodable.data.has(KEY_STORAGE_NAME)).toBe(false);
    const good = memoryStorage();
    expect(storeKey(good, KEY)).toBe(true);
    expect(good.data.get(KEY_STORAGE_NAME)).toBe(btoa(KEY));
    expect(readStoredKey(good)).toBe(KEY);
  });
});

describe('prompt', () => {
  it('strips angle brackets and braces and trims', () => {
    expect(sanitizePrompt('  <b>Sunlit {spa}</b> room  ')).toBe('bSunlit spa/b room');
    expect(sanitizePrompt(' <>{} ')).toBe('');
  });
});

describe('request', () => {
  it('posts contents and generationConfig with the key in the x-goog-api-key header, never in the URL', () => {
    const { url, init } = buildRequest(` ${KEY} `, 'A calm spa');
    expect(url).toBe(GENERATE_ENDPOINT);
    expect(url).not.toContain(KEY);
    expect(new URL(url).search).toBe('');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'x-goog-api-key': KEY });
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      contents: [{ parts: [{ text: 'A calm spa' }] }],
      generationConfig: { temperature: 0.9, maxOutputTokens: 2048 },
    });
  });
});

describe('error catalogue', () => {
  it('invalid key format', async () => {
    const fetchImpl = fetchReturning(jsonResponse(200, {}));
    await expect(generateHeroImage('nope', 'spa', MESSAGES, fetchImpl)).resolves.toEqual({
      ok: false,
      message: 'Invalid API key format',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('empty prompt', async () => {
    const fetchImpl = fetchReturning(jsonResponse(200, {}));
    await expect(generateHeroImage(KEY, ' {<>} ', MESSAGES, fetchImpl)).resolves.toEqual({
      ok: false,
      message: 'Invalid prompt provided',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it.each([401, 403])('HTTP %i', async (status) => {
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(status, {})))).resolves.toEqual({
      ok: false,
      message: 'Invalid API key. Please check your credentials.',
    });
  });
  it('HTTP 429', async () => {
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(429, {})))).resolves.toEqual({
      ok: false,
      message: 'API rate limit exceeded. Please try again later.',
    });
  });
  it.each([400, 404, 500, 503])('other non-OK response (%i)', async (status) => {
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(status, {})))).resolves.toEqual({
      ok: false,
      message: 'Failed to generate image. Please try again.',
    });
  });
  it('error field in the body, with and without a message', async () => {
    await expect(
      generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(200, { error: { message: 'Quota gone' } }))),
    ).resolves.toEqual({
      ok: false,
      message: 'Failed to generate image: Quota gone',
    });
    await expect(
      generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(200, { error: {} }))),
    ).resolves.toEqual({
      ok: false,
      message: 'Failed to generate image: Unknown error',
    });
  });
  it('network failure', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchImpl)).resolves.toEqual({
      ok: false,
      message: 'Network error. Please check your connection and try again.',
    });
  });
  it('failure in the outer handler (unreadable body)', async () => {
    const broken = { ok: true, status: 200, json: async () => JSON.parse('not json') } as unknown as Response;
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(broken))).resolves.toEqual({
      ok: false,
      message: 'Failed to generate image. Please check your API key and try again.',
    });
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(200, null)))).resolves.toEqual({
      ok: false,
      message: MESSAGES.outer,
    });
  });
  it('success with a returned image uses it', async () => {
    const body = {
      candidates: [
        { content: { parts: [{ text: 'here' }, { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }] } },
      ],
    };
    await expect(generateHeroImage(KEY, 'spa', MESSAGES, fetchReturning(jsonResponse(200, body)))).resolves.toEqual({
      ok: true,
      imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      message: 'Image generated successfully!',
    });
  });
  it('success without an image falls back to the 1024x768 placeholder', async () => {
    const result = await generateHeroImage(
      KEY,
      'spa',
      MESSAGES,
      fetchReturning(jsonResponse(200, { candidates: [] })),
      () => 0.5,
    );
    expect(result).toEqual({
      ok: true,
      imageUrl: 'https://picsum.photos/1024/768?random=500000',
      message: 'Image generated successfully!',
    });
  });
  it('answers in the language of the messages it is given (a Spanish page gets Spanish)', async () => {
    const es = homeCopy.es.heroTool.messages;
    expect(keyFieldMessage('abc', es)).toBe(es.keyInvalid);
    await expect(generateHeroImage(KEY, 'spa', es, fetchReturning(jsonResponse(429, {})))).resolves.toEqual({
      ok: false,
      message: es.rateLimited,
    });
    await expect(generateHeroImage(KEY, 'spa', es, fetchReturning(jsonResponse(200, { error: {} })))).resolves.toEqual({
      ok: false,
      message: `${es.bodyErrorPrefix}${es.unknownError}`,
    });
    expect(Object.entries(es).filter(([key, text]) => text === MESSAGES[key as keyof typeof MESSAGES])).toEqual([]);
  });
  it('sends the sanitised prompt', async () => {
    const fetchImpl = fetchReturning(jsonResponse(200, {}));
    await generateHeroImage(KEY, ' <i>desert</i> ', MESSAGES, fetchImpl);
    const [, init] = (fetchImpl as unknown as jest.Mock).mock.calls[0];
    expect(JSON.parse(init.body).contents[0].parts[0].text).toBe('idesert/i');
  });
});
