/**
 * Property-based tests: whatever any page or frame posts to us, the booking handler never throws, acts only on
 * messages from our own frame on the provider's origin, and never sets a height outside its clamp.
 */
import fc from 'fast-check';
import {
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  acceptProviderMessage,
  isAllowedScriptUrl,
  parseProviderMessage,
} from './booking-messages';

const RUNS = 2000;
/** fc.anything() builds deep objects: fewer of those keep the suite fast. */
const ANY_RUNS = 1000;
const ORIGIN = 'https://form.jotform.com';
const SCRIPT = 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js';
const SCRIPT_ORIGIN = new URL(SCRIPT).origin;
const policy = { formId: '1234567890', origins: [ORIGIN], scripts: [SCRIPT] };
const frame = { name: 'our iframe window' };

const commands = [
  'setHeight',
  'scrollIntoView',
  'collapseErrorPage',
  'reloadPage',
  'loadScript',
  'exitFullscreen',
  'SETHEIGHT',
  'constructor',
  '__proto__',
];
/** Strings shaped like the provider's messages (command:args:formId), with hostile pieces in every slot. */
const messageLike = fc
  .tuple(
    fc.oneof(fc.constantFrom(...commands), fc.string()),
    fc.oneof(
      fc.double().map(String),
      fc.integer().map(String),
      fc.stringMatching(/^\d{1,9}(\.\d{1,4})?$/),
      fc.webUrl(),
      fc.constantFrom(
        'javascript:alert(1)',
        'http://cdn.jotfor.ms/x.js',
        'https://evil.example/jotform.com.js',
        'https://jotform.com.evil.example/x.js',
        '//cdn.jotfor.ms/x.js',
        'https://evil.jotfor.ms/x.js',
        'https://cdn.jotfor.ms/x.js',
      ),
      fc.string(),
    ),
    fc.oneof(fc.constant(policy.formId), fc.string()),
  )
  .map(([command, arg, formId]) => `${command}:${arg}:${formId}`);
const anyData = fc.oneof(messageLike, fc.anything(), fc.string({ unit: 'grapheme', maxLength: 3000 }));
const anyOrigin = fc.oneof(
  fc.constant(ORIGIN),
  fc.webUrl().map((u) => new URL(u).origin),
  fc.string(),
  fc.constant('null'),
);
const anySource = fc.oneof(fc.constant(frame), fc.constant(null), fc.anything());

function expectSafe(command: ReturnType<typeof parseProviderMessage>) {
  if (command?.type === 'setHeight') {
    expect(Number.isInteger(command.height)).toBe(true);
    expect(command.height).toBeGreaterThanOrEqual(MIN_FRAME_HEIGHT);
    expect(command.height).toBeLessThanOrEqual(MAX_FRAME_HEIGHT);
  }
  if (command?.type === 'loadScript') {
    expect(command.src).toBe(SCRIPT);
  }
}

describe('booking message handler (property-based)', () => {
  it(`never throws for any data from any origin and source, and acts only on our frame at the provider's origin (${ANY_RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyData, anyOrigin, anySource, (data, origin, source) => {
        const command = acceptProviderMessage({ data, origin, source }, frame, policy);
        if (origin !== ORIGIN || source !== frame) expect(command).toBeNull();
        expectSafe(command);
      }),
      { numRuns: ANY_RUNS },
    );
  });

  it(`never sets a height outside ${MIN_FRAME_HEIGHT}-${MAX_FRAME_HEIGHT} px and loads scripts only over https from the provider (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(messageLike, (data) => {
        expectSafe(parseProviderMessage(data, policy));
      }),
      { numRuns: RUNS },
    );
  });

  it(`reads every well-formed height for our form, clamped (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 9_999_999, noNaN: true }), (height) => {
        const text = height.toFixed(2);
        const command = parseProviderMessage(`setHeight:${text}:${policy.formId}`, policy);
        expect(command).toEqual({
          type: 'setHeight',
          height: Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.round(Number(text)))),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`loads a script from a subdomain or a look-alike of the provider's script host never (${RUNS} cases)`, () => {
    // Any label put before, after or around the listed host, or a host that merely contains it.
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = new URL(SCRIPT_ORIGIN).hostname;
    const hostile = fc.oneof(
      label.map((l) => `${l}.${host}`),
      label.map((l) => `${host}.${l}`),
      label.map((l) => `${l}-${host}`),
      label.map((l) => `${l}${host}`),
      fc.tuple(label, fc.domain()).map(([l, d]) => `${host}.${l}.${d}`),
      fc.domain().filter((d) => d !== host),
    );
    fc.assert(
      fc.property(hostile, fc.webPath(), (h, p) => {
        expect(isAllowedScriptUrl(`https://${h}${p}`, policy.scripts)).toBe(false);
        expect(parseProviderMessage(`loadScript:https://${h}/x.js:${policy.formId}`, policy)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it(`loads no other path, query or spelling on the provider's script host (${RUNS} cases)`, () => {
    const pinned = new URL(SCRIPT);
    const other = fc.oneof(
      fc.webPath().map((p) => `${SCRIPT_ORIGIN}${p}`),
      fc.webPath().map((p) => `${SCRIPT_ORIGIN}/..${p}`),
      fc.webQueryParameters().map((q) => `${SCRIPT}?${q}`),
      fc.webFragments().map((f) => `${SCRIPT}#${f}`),
      fc.webPath().map((p) => `${SCRIPT_ORIGIN}${pinned.pathname}${p}`),
    );
    fc.assert(
      fc.property(
        other.filter((src) => src !== SCRIPT),
        (src) => {
          expect(parseProviderMessage(`loadScript:${src}:${policy.formId}`, policy)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
