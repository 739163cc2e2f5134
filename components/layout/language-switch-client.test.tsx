import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageSwitch } from './language-switch-client';

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

// Made-up pages, so that a page without a counterpart exists whatever the site's pages are today.
const englishOnly = '/blog/a-post-in-english-only';
const paired = '/blog/a-post-in-both-languages';
const render = (path: string) => {
  mockPath = path;
  return renderToStaticMarkup(<LanguageSwitch without={[englishOnly]} label="Español" lang="es" />);
};

describe('language switch', () => {
  it('a page without a counterpart offers no switch', () => {
    expect(render(englishOnly)).toBe('');
  });

  it('a page with a counterpart links to it', () => {
    expect(render(paired)).toContain(`href="/es${paired}"`);
  });
});
