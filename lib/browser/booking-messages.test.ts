import { site } from '@/content/site';
import {
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  acceptProviderMessage,
  clampHeight,
  isAllowedScriptUrl,
  parseProviderMessage,
  replyOrigin,
  urlsReply,
} from './booking-messages';
import { expectVerdicts } from '../__fixtures__/expect-results';

const policy = {
  formId: '1234567890',
  origins: ['https://form.jotform.com'],
  scripts: ['https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js'],
};
const frame = { name: 'our iframe window' };
const msg = (data: unknown, origin = 'https://form.jotform.com', source: unknown = frame) => ({ data, origin, source });

describe('parseProviderMessage', () => {
  it('reads every supported command for our form id', () => {
    expect(parseProviderMessage('setHeight:850:1234567890', policy)).toEqual({ type: 'setHeight', height: 850 });
    expect(parseProviderMessage('scrollIntoView::1234567890', policy)).toEqual({ type: 'scrollIntoView' });
    expect(parseProviderMessage('collapseErrorPage::1234567890', policy)).toEqual({ type: 'collapseErrorPage' });
    expect(parseProviderMessage('reloadPage::1234567890', policy)).toEqual({ type: 'reloadPage' });
    expect(parseProviderMessage('exitFullscreen::1234567890', policy)).toEqual({ type: 'exitFullscreen' });
    expect(
      parseProviderMessage(
        'loadScript:https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js:1234567890',
        policy,
      ),
    ).toEqual({
      type: 'loadScript',
      src: 'https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js',
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

  it('refuses scripts from anywhere but the provider over https', () => {
    for (const src of [
      'http://cdn.jotfor.ms/x.js',
      'javascript:alert(1)',
      'https://jotform.com.evil.test/x.js',
      'https://evil.test/jotform.com/x.js',
      'https://notjotform.com/x.js',
      'https://user:pw@cdn.jotfor.ms/x.js',
      'data:text/javascript,alert(1)',
      '//cdn.jotfor.ms/x.js',
      'https://js.jotform.com/x.js',
      'https://evil.jotfor.ms/x.js',
      'https://cdn.jotfor.ms.evil.example/x.js',
      'https://evil-jotfor.ms/x.js',
    ]) {
      expect(parseProviderMessage(`loadScript:${src}:1234567890`, policy)).toBeNull();
    }
  });
});

describe('isAllowedScriptUrl', () => {
  const allowedScript = (src: string) => isAllowedScriptUrl(src, policy.scripts);
  const [pinned = ''] = policy.scripts;

  it('accepts exactly the listed script URLs', () => {
    expectVerdicts(allowedScript, { accepted: [pinned] });
  });

  it('refuses any other path on the same host, a query, a fragment or another spelling of the URL', () => {
    expectVerdicts(allowedScript, {
      refused: [
        'https://cdn.jotfor.ms/../../any/path.js?callback=alert',
        'https://cdn.jotfor.ms/s/umd/latest/../../../any/path.js',
        'https://cdn.jotfor.ms/s/umd/latest/%2e%2e/for-form-embed-handler.js',
        `${pinned}?callback=alert`,
        `${pinned}#x`,
        `${pinned}/`,
        'https://cdn.jotfor.ms/js/vendor/smoothscroll.min.js',
        'https://cdn.jotfor.ms//s/umd/latest/for-form-embed-handler.js',
        'https://CDN.JOTFOR.MS/s/umd/latest/for-form-embed-handler.js',
        'https://cdn.jotfor.ms:443/s/umd/latest/for-form-embed-handler.js',
        'https://cdn.jotfor.ms/S/UMD/latest/for-form-embed-handler.js',
        ' ' + pinned,
      ],
    });
  });

  it('refuses subdomains, parents, siblings and look-alikes of the host, credentials and other schemes', () => {
    const path = new URL(pinned).pathname;
    expectVerdicts(allowedScript, {
      refused: [
        `https://evil.cdn.jotfor.ms${path}`,
        `https://jotfor.ms${path}`,
        `https://cdn2.jotfor.ms${path}`,
        `https://form.jotform.com${path}`,
        `https://cdn.jotfor.ms.evil.example${path}`,
        `https://cdn-jotfor.ms${path}`,
        `https://cdn.jotfor.ms:8443${path}`,
        `https://cdn.jotfor.ms.${path}`,
        `https://cdn.j\u043etfor.ms${path}`,
        `https://user:pw@cdn.jotfor.ms${path}`,
        `https://evil.example/${pinned}`,
        `http://cdn.jotfor.ms${path}`,
        `blob:${pinned}`,
        'not a url',
        '',
      ],
    });
  });
});

describe("the booking provider's pinned scripts", () => {
  it('are https URLs on one of its own domains, with no query, written as a browser writes them', () => {
    expect(site.booking.scripts.length).toBeGreaterThan(0);
    for (const src of site.booking.scripts) {
      const url = new URL(src);
      expect(url.href).toBe(src);
      expect(url.protocol).toBe('https:');
      expect(url.search + url.hash + url.username).toBe('');
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
