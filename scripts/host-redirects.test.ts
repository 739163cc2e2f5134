import { languageNotFound, redirectStubs } from '@/site/routes';
import { nginxRedirects, redirectsFile } from './host-redirects';

describe('host redirect files', () => {
  it('write one 301 line per redirect stub for _redirects hosts', () => {
    const lines = redirectsFile(redirectStubs)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.map((l) => l.split(/\s+/))).toEqual(redirectStubs.map((s) => [s.from, s.to, '301']));
  });

  it('write one exact-match location per stub for nginx', () => {
    const text = nginxRedirects(redirectStubs);
    for (const s of redirectStubs) expect(text).toContain(`location = ${s.from} { return 301 ${s.to}; }`);
  });

  it('send misses under /es/ to the Spanish 404 page with status 404', () => {
    expect(redirectsFile(redirectStubs, languageNotFound)).toContain('/es/*  /es/404  404\n');
    const nginx = nginxRedirects(redirectStubs, languageNotFound);
    expect(nginx).toContain('location /es/ {');
    expect(nginx).toContain('error_page 404 /es/404.html;');
  });

  it('refuse a path that could break out of the nginx directive', () => {
    expect(() => nginxRedirects([], [{ prefix: '/es/; }', page: '/es/404' }])).toThrow(/not a plain path/);
    expect(() => nginxRedirects([{ from: '/a; }', to: '/b' }])).toThrow(/not a plain path/);
    expect(() => nginxRedirects([{ from: '/a', to: '/b\nreturn 200' }])).toThrow(/not a plain path/);
  });
});
