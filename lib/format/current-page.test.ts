import { isActivePath } from './current-page';

describe('isActivePath', () => {
  it('marks a link current on its own page and on the pages of its section', () => {
    expect(isActivePath('/services', '/services')).toBe(true);
    expect(isActivePath('/services/botox', '/services')).toBe(true);
    expect(isActivePath('/es/services/botox', '/es/services')).toBe(true);
    expect(isActivePath('/servicesx', '/services')).toBe(false);
  });

  it("marks each language's home current on the home page only", () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/es', '/es')).toBe(true);
    expect(['/about', '/services/botox'].filter((page) => isActivePath(page, '/'))).toEqual([]);
    expect(
      ['/es/gallery', '/es/services/botox', '/es/no-such-page'].filter((page) => isActivePath(page, '/es')),
    ).toEqual([]);
  });
});
