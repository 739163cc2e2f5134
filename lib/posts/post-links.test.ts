import path from 'node:path';
import type { Locale } from '../format/locale';
import { checkPostLinks, postLinkProblems, postLinks, type LinkTargets } from './post-links';
import type { Post } from './post-schema';
import { PostValidationError } from './post-validation';
import { allRoutes, redirectStubs } from '@/site/routes';

const publicDir = path.join(process.cwd(), 'public');
const targets: LinkTargets = {
  pages: new Set([
    '/',
    '/about',
    '/es/about',
    '/services/botox',
    '/es/services/botox',
    '/contact',
    '/blog/winter-skin',
    '/es/blog/piel-en-invierno',
    '/es/blog/winter-skin',
  ]),
  publicDir,
};

const post = (content: string, file = 'content/blog/en/new-post.md'): Post => ({
  title: 'A post',
  excerpt: 'An excerpt.',
  author: 'Adriana Morales',
  publishDate: '2025-08-01',
  tags: ['Skincare'],
  featuredImage: 'blog/teen-acne-guide',
  slug: path.basename(file, '.md'),
  id: path.basename(file, '.md'),
  content,
  file,
});
const problems = (content: string, locale: Locale = 'en') =>
  postLinkProblems(post(content, `content/blog/${locale}/new-post.md`), locale, targets);

describe('postLinks', () => {
  it('finds inline links, reference definitions and images, not link-like text in code', () => {
    const markdown =
      'See [our services](/services/botox "Botox") and [the about page][about].\n\n![A photo](/images/a.webp)\n\n`[not](/a-link)`\n\n[about]: /about';
    expect(postLinks(markdown)).toEqual([
      { kind: 'link', url: '/services/botox' },
      { kind: 'image', url: '/images/a.webp' },
      { kind: 'link', url: '/about' },
    ]);
  });
});

describe('postLinkProblems: one line naming the file, the link and what to do', () => {
  it('accepts pages, posts, link variants in the list, files in public/, fragments and outside addresses', () => {
    expect(
      problems(
        '[a](/about) [b](/services/botox#cost) [c](/blog/winter-skin) [d](/about/) [e](/og/default.jpg) [f](#faq) [g](https://www.fda.gov/) [h](mailto:hi@example.com) [i](tel:+12025550123) ![j](/og/default.jpg)',
      ),
    ).toEqual([]);
  });

  it('names a link to a page that does not exist', () => {
    expect(problems('Read [this](/servicez).')).toEqual([
      'content/blog/en/new-post.md: link "/servicez" leads nowhere: there is no page at that address (see /sitemap)',
    ]);
  });

  it('names the missing post file when a link points at a post that is not there (removed or renamed)', () => {
    expect(problems('[Sun safety](/blog/sun-safety)')).toEqual([
      'content/blog/en/new-post.md: link "/blog/sun-safety" leads nowhere: there is no post content/blog/en/sun-safety.md',
    ]);
    expect(problems('[Sol](/es/blog/proteccion-solar)', 'es')).toEqual([
      'content/blog/es/new-post.md: link "/es/blog/proteccion-solar" leads nowhere: there is no post content/blog/es/proteccion-solar.md',
    ]);
  });

  it('keeps a post in its own language when the page exists in it, and allows the other language when it does not', () => {
    expect(problems('[Sobre nosotros](/about)', 'es')).toEqual([
      'content/blog/es/new-post.md: link "/about" leads to the English page: link "/es/about" in a post written in Spanish',
    ]);
    expect(problems('[About](/es/about)')).toEqual([
      'content/blog/en/new-post.md: link "/es/about" leads to the Spanish page: link "/about" in a post written in English',
    ]);
    // The home page and the contact page exist only in English here: a Spanish post may link to them.
    expect(problems('[Inicio](/) [Contacto](/contact) [Piel](/es/blog/piel-en-invierno)', 'es')).toEqual([]);
  });

  it('refuses relative links, other schemes, missing images and images from other sites', () => {
    expect(
      problems(
        '[a](services/botox) [b](javascript:alert(1)) ![c](/images/none.webp) ![d](https://example.com/a.jpg) [e](//evil.example/x)',
      ),
    ).toEqual([
      'content/blog/en/new-post.md: link "services/botox" is relative: start it with / (for example /services)',
      'content/blog/en/new-post.md: link "javascript:alert(1)" is not a web address, e-mail or phone link',
      'content/blog/en/new-post.md: image "/images/none.webp" does not exist in public/',
      'content/blog/en/new-post.md: image "https://example.com/a.jpg" is on another site, and the pages\' security policy shows only this site\'s images: put the file in public/images/ and use its /images/ address',
      'content/blog/en/new-post.md: link "//evil.example/x" is not a web address, e-mail or phone link',
    ]);
  });

  it('tells an outside address typed without its start to add https://, and a relative path to start with /', () => {
    expect(problems('[a](www.example.com) [b](example.com/prices) [c](about.html) [d](blog/x)')).toEqual([
      'content/blog/en/new-post.md: link "www.example.com" is another site\'s address without its start: add https:// to the link ("https://www.example.com")',
      'content/blog/en/new-post.md: link "example.com/prices" is another site\'s address without its start: add https:// to the link ("https://example.com/prices")',
      'content/blog/en/new-post.md: link "about.html" is relative: start it with / (for example /services)',
      'content/blog/en/new-post.md: link "blog/x" is relative: start it with / (for example /services)',
    ]);
  });

  it('refuses plain http:// links and images, asking for https://', () => {
    expect(problems('[a](http://www.fda.gov/) ![b](HTTP://example.com/a.jpg)')).toEqual([
      'content/blog/en/new-post.md: link "http://www.fda.gov/" is not a secure address: write it with https:// (browsers warn about, or block, plain http:// pages)',
      'content/blog/en/new-post.md: image "HTTP://example.com/a.jpg" is not a secure address: write it with https:// (browsers warn about, or block, plain http:// pages)',
    ]);
  });

  it('never reads outside public/ for a file link', () => {
    expect(problems('[a](/../package.json)')).toHaveLength(1);
  });
});

describe('checkPostLinks', () => {
  it('throws a PostValidationError with the first broken link, one line', () => {
    const good = post('[a](/about)', 'content/blog/en/good.md');
    const bad = post('Fine [a](/about), then [gone](/blog/gone).', 'content/blog/en/bad.md');
    let message = '';
    try {
      checkPostLinks({ en: [good, bad], es: [] }, targets);
    } catch (error) {
      expect(error).toBeInstanceOf(PostValidationError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      'content/blog/en/bad.md: link "/blog/gone" leads nowhere: there is no post content/blog/en/gone.md',
    );
  });

  it("checks a post's links against the route list the build uses: every page and link variant is a target", () => {
    const pages = new Set([...allRoutes().map((r) => r.path), ...redirectStubs.map((s) => s.from)]);
    const english = [...pages].filter((p) => !p.startsWith('/es/') && p !== '/es');
    expect(english.length).toBeGreaterThan(10);
    const links = english.map((p, i) => `[page ${i}](${p})`).join(' ');
    expect(postLinkProblems(post(links), 'en', { pages, publicDir })).toEqual([]);
    expect(postLinkProblems(post('[gone](/no-such-page)'), 'en', { pages, publicDir })).toEqual([
      'content/blog/en/new-post.md: link "/no-such-page" leads nowhere: there is no page at that address (see /sitemap)',
    ]);
  });
});
