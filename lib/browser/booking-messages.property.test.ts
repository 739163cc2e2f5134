/**
 * Property-based tests: whatever any page or frame posts to us, the booking handler never throws, acts only on
 * messages from our own frame on the provider's origin, never sets a height outside its clamp and never loads a script.
 */
import fc from 'fast-check';
import { MAX_FRAME_HEIGHT, MIN_FRAME_HEIGHT, acceptProviderMessage, parseProviderMessage } from './booking-messages';

const RUNS = 2000;
/** fc.anything() builds deep objects: fewer of those keep the suite fast. */
const ANY_RUNS = 1000;
const ORIGIN = 'https://form.jotform.com';
/** The helper script Jotform's own embed code loads, which a form may ask our page to load too. */
const SCRIPT = 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js';
const SCRIPT_ORIGIN = new URL(SCRIPT).origin;
const policy = { formId: '1234567890', origins: [ORIGIN] };
const frame = { name: 'our iframe window' };

const commands = [
  'setHeight',
  'setMinHeight',
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
        SCRIPT,
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
  if (command?.type === 'setHeight' || command?.type === 'setMinHeight') {
    expect(Number.isInteger(command.height)).toBe(true);
    expect(command.height).toBeGreaterThanOrEqual(MIN_FRAME_HEIGHT);
    expect(command.height).toBeLessThanOrEqual(MAX_FRAME_HEIGHT);
  }
  // No command the handler returns names a script, whatever the message.
  expect(JSON.stringify(command ?? {})).not.toMatch(/script|src/i);
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

  it(`never sets a height outside ${MIN_FRAME_HEIGHT}-${MAX_FRAME_HEIGHT} px and never loads a script (${RUNS} cases)`, () => {
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

  it(`reads no loadScript message, whatever URL it names: the provider's helper, its host, a look-alike (${RUNS} cases)`, () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = new URL(SCRIPT_ORIGIN).hostname;
    const src = fc.oneof(
      fc.constant(SCRIPT),
      fc.webPath().map((p) => `${SCRIPT_ORIGIN}${p}`),
      fc.webQueryParameters().map((q) => `${SCRIPT}?${q}`),
      label.map((l) => `https://${l}.${host}/x.js`),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(src, fc.constant(frame), (s, source) => {
        expect(
          acceptProviderMessage({ data: `loadScript:${s}:${policy.formId}`, origin: ORIGIN, source }, frame, policy),
        ).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});
