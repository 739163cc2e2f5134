import { site } from '@/content/site';
import {
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  acceptProviderMessage,
  clampHeight,
  parseProviderMessage,
  replyOrigin,
  urlsReply,
} from './booking-messages';

const policy = { formId: '1234567890', origins: ['https://form.jotform.com'] };
/** The helper script Jotform's own embed code loads, which a form may ask our page to load too. */
const providerHelper = 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js';
const frame = { name: 'our iframe window' };
const msg = (data: unknown, origin = 'https://form.jotform.com', source: unknown = frame) => ({ data, origin, source });

describe('parseProviderMessage', () => {
  it('reads every supported command for our form id', () => {
    expect(parseProviderMessage('setHeight:850:1234567890', policy)).toEqual({ type: 'setHeight', height: 850 });
    expect(parseProviderMessage('scrollIntoView::1234567890', policy)).toEqual({ type: 'scrollIntoView' });
    expect(parseProviderMessage('collapseErrorPage::1234567890', policy)).toEqual({ type: 'collapseErrorPage' });
    expect(parseProviderMessage('reloadPage::1234567890', policy)).toEqual({ type: 'reloadPage' });
    expect(parseProviderMessage('exitFullscreen::1234567890', policy)).toEqual({ type: 'exitFullscreen' });
    expect(parseProviderMessage('setMinHeight:1200:1234567890', policy)).toEqual({
      type: 'setMinHeight',
      height: 1200,
    });
  });

  it('clamps heights to at least 600 px and at most the maximum', () => {
    expect(parseProviderMessage('setHeight:120:1234567890', policy)).toEqual({
      type: 'setHeight',
      height: MIN_FRAME_HEIGHT,
    });
    expect(parseProviderMessage('setHeight:9999999:1234567890', policy)).toEqual({
      type: 'setHeight',
      height: MAX_FRAME_HEIGHT,
    });
    expect(parseProviderMessage('setHeight:700.6:1234567890', policy)).toEqual({ type: 'setHeight', height: 701 });
  });

  it('rejects malformed heights', () => {
    for (const bad of ['-50', 'NaN', 'Infinity', '1e9', '', '500px', '0x400', ' 800', '99999999999']) {
      expect(parseProviderMessage(`setHeight:${bad}:1234567890`, policy)).toBeNull();
    }
  });

  it('ignores other form ids, unknown commands and malformed strings', () => {
    expect(parseProviderMessage('setHeight:850:999', policy)).toBeNull();
    expect(parseProviderMessage('setHeight:850', policy)).toBeNull();
    expect(parseProviderMessage('deleteEverything:now:1234567890', policy)).toBeNull();
    expect(parseProviderMessage('', policy)).toBeNull();
    expect(parseProviderMessage(':::', policy)).toBeNull();
    expect(parseProviderMessage('setHeight:850:1234567890 ', policy)).toBeNull();
    expect(parseProviderMessage(`setHeight:${'9'.repeat(5000)}:1234567890`, policy)).toBeNull();
  });

  it('ignores non-string data', () => {
    for (const data of [null, undefined, 42, { type: 'setHeight', height: 900 }, ['setHeight', '900', '1234567890']]) {
      expect(parseProviderMessage(data, policy)).toBeNull();
    }
  });

  it("reads no loadScript message: the provider's own helper, another file on its host, or any other URL", () => {
    for (const src of [
      providerHelper,
      'https://cdn.jotfor.ms/js/vendor/smoothscroll.min.js',
      'http://cdn.jotfor.ms/x.js',
      'javascript:alert(1)',
      'https://evil.jotfor.ms/x.js',
      'data:text/javascript,alert(1)',
      '',
    ]) {
      expect(parseProviderMessage(`loadScript:${src}:1234567890`, policy)).toBeNull();
    }
  });

  it('keeps the same clamp for setMinHeight as for setHeight, and refuses a malformed one', () => {
    expect(parseProviderMessage('setMinHeight:99999999:1234567890', policy)).toBeNull();
    expect(parseProviderMessage('setMinHeight:9999999:1234567890', policy)).toEqual({
      type: 'setMinHeight',
      height: MAX_FRAME_HEIGHT,
    });
    expect(parseProviderMessage('setMinHeight:-5:1234567890', policy)).toBeNull();
  });
});

describe("the booking provider's origins", () => {
  it('are https origins on one of its own domains, written as a browser writes them', () => {
    expect(site.booking.origins.length).toBeGreaterThan(0);
    for (const origin of [...site.booking.origins, ...site.booking.formActions]) {
      const url = new URL(origin);
      expect(url.origin).toBe(origin);
      expect(url.protocol).toBe('https:');
      expect(site.booking.domains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`))).toBe(true);
    }
  });
});

describe('acceptProviderMessage', () => {
  it('accepts a message from the provider origin sent by our iframe', () => {
    expect(acceptProviderMessage(msg('setHeight:900:1234567890'), frame, policy)).toEqual({
      type: 'setHeight',
      height: 900,
    });
  });
  it('ignores other origins, including look-alikes', () => {
    for (const origin of [
      'https://evil.test',
      'http://form.jotform.com',
      'https://form.jotform.com.evil.test',
      'null',
      '',
    ]) {
      expect(acceptProviderMessage(msg('setHeight:900:1234567890', origin), frame, policy)).toBeNull();
    }
  });
  it("ignores a loadScript message even from our own frame on the provider's origin, for our form: no script is loaded", () => {
    expect(acceptProviderMessage(msg(`loadScript:${providerHelper}:1234567890`), frame, policy)).toBeNull();
  });
  it('ignores messages not sent by our iframe window', () => {
    expect(
      acceptProviderMessage(msg('setHeight:900:1234567890', undefined, { other: true }), frame, policy),
    ).toBeNull();
    expect(acceptProviderMessage(msg('setHeight:900:1234567890', undefined, null), null, policy)).toBeNull();
  });
});

describe('replies', () => {
  it('sends the page URL and referrer to the provider origin only', () => {
    expect(JSON.parse(urlsReply('https://www.example.com/', 'https://google.com/'))).toEqual({
      type: 'urls',
      value: { docurl: 'https://www.example.com/', referrer: 'https://google.com/' },
    });
    expect(replyOrigin(`${site.booking.formBaseUrl}/${site.booking.formId}`)).toBe('https://form.jotform.com');
  });
  it('clampHeight handles non-finite values', () => {
    expect(clampHeight(Number.NaN)).toBe(MIN_FRAME_HEIGHT);
  });
});
