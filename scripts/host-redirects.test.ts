import { redirectStubs } from '@/lib/routes';
import { nginxRedirects, redirectsFile } from './host-redirects.mjs';

describe('host redirect files', () => {
  it('write one 301 line per redirect stub for _redirects hosts', () => {
    const lines = redirectsFile(redirectStubs).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines.map((l) => l.split(/\s+/))).toEqual(redirectStubs.map((s) => [s.from, s.to, '301']));
  });

  it('write one exact-match location per stub for nginx', () => {
    const text = nginxRedirects(redirectStubs);
    for (const s of redirectStubs) expect(text).toContain(`location = ${s.from} { return 301 ${s.to}; }`);
  });

  it('refuse a path that could break out of the nginx directive', () => {
    expect(() => nginxRedirects([{ from: '/a; }', to: '/b' }])).toThrow(/not a plain path/);
    expect(() => nginxRedirects([{ from: '/a', to: '/b\nreturn 200' }])).toThrow(/not a plain path/);
  });
});
