/**
 * The page check's rules about one page, on a small export held in memory (page-fixtures.ts): the fixture passes
 * every rule, and each defect a page can come out with fails its rule with the line the check prints. No test reads
 * out/: Jest runs before the build.
 */
import { galleryImagesIn } from '../content/gallery';
import { homeServiceCategoriesIn } from '../content/home-services';
import { servicesCopy } from '../content/pages/services';
import { catalogCopy, serviceSlugs, services } from '../content/services';
import { site as studio } from '../content/site';
import { testimonialLabel, testimonials, testimonialsOn, type Testimonial } from '../content/testimonials';
import { scriptHash } from '../deploy/security';
import { absoluteUrl } from '@/site/metadata';
import { HOME_SECTIONS } from './page-checks-home';
import { medicalDescriptions } from './page-checks-medical';
import { allSiteChecks, checkPages, pageChecks } from './page-checks';
import {
  fixtureFiles,
  fixtureInput,
  fixtureRoutes,
  fixtureSite,
  route,
  routePage,
  type FixtureChange,
} from './page-fixtures';
import { BOOT_SCRIPT } from './startup-scripts';

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A fixture page with one piece of its HTML replaced (which must be there). */
function edit(path: string, from: string | RegExp, to: string, html = fixtureFiles()[fileOf(path)]!.toString()) {
  const edited = html.replace(from, to);
  if (edited === html) throw new Error(`${String(from)} is not in the fixture ${path}`);
  return { [fileOf(path)]: edited };
}

/** The lines one page rule prints for a page of the fixture export, changed as given. */
function problems(check: string, path: string, change: FixtureChange = {}): string[] {
  const site = fixtureSite(change);
  const page = site.pages.get(path);
  const rule = pageChecks.find((c) => c.name === check);
  if (!page || !rule) throw new Error(`no page ${path} or no rule "${check}"`);
  if (!rule.applies(page, site)) throw new Error(`"${check}" does not apply to ${path}`);
  return rule.problems(page, site).map((problem) => `${path}: ${problem}`);
}

const hash = (script: string) => `'sha256-${scriptHash(script)}'`;

describe('the fixture export', () => {
  it('passes every page rule', () => {
    expect(checkPages(fixtureInput(), { pages: pageChecks, site: [] }).problems).toEqual([]);
  });
});

/** [rule, page, what the defect replaces, with what, the line expected]. */
const defects: [string, string, string | RegExp, string, string][] = [
  ['language', '/es/about', '<html lang="es">', '<html lang="en">', '/es/about: <html lang="en">, expected lang="es"'],
  ['title', '/about', /<title>[^<]*<\/title>/, '<title> </title>', '/about: no <title> text'],
  [
    'description',
    '/about',
    /<meta name="description"[^>]*>/,
    '<meta name="description" content="Facials in El Paso."/>',
    '/about: meta description missing or shorter than 50 characters',
  ],
  [
    'canonical URL',
    '/about',
    /<link rel="canonical"[^>]*>/,
    `<link rel="canonical" href="${absoluteUrl('/es/about')}"/>`,
    `/about: canonical URL ${absoluteUrl('/es/about')}, expected ${absoluteUrl('/about')}`,
  ],
  [
    'hreflang links',
    '/about',
    /<link rel="alternate" hrefLang="es"[^>]*>/,
    '',
    `/about: hreflang links en ${absoluteUrl('/about')}, x-default ${absoluteUrl('/about')}, expected en ${absoluteUrl('/about')}, es ${absoluteUrl('/es/about')}, x-default ${absoluteUrl('/about')}`,
  ],
  [
    'Open Graph locale',
    '/es/about',
    /<meta property="og:locale:alternate"[^>]*>/,
    '',
    '/es/about: og:locale:alternate missing, expected en_US',
  ],
  [
    'share image tags',
    '/about',
    /default\.jpg/g,
    'default.webp',
    `/about: og:image is "${studio.url}/og/default.webp", expected an https URL of a .jpg or .png`,
  ],
  [
    'Twitter card',
    '/about',
    /<meta name="twitter:card"[^>]*>/,
    '',
    '/about: twitter:card missing, expected summary_large_image',
  ],
  [
    'JSON-LD',
    '/es/about',
    '"inLanguage":"es"',
    '"inLanguage":"en"',
    '/es/about: WebSite JSON-LD inLanguage en, expected es',
  ],
  ['one h1', '/es/about', '</main>', '<h1>Otra</h1></main>', '/es/about: 2 <h1> elements (one expected)'],
  [
    'pictures keep their space',
    '/es/about',
    '</main>',
    '<img src="/images/a.webp" alt="" loading="lazy"></main>',
    '/es/about: <img src="/images/a.webp"> has no width and height: the page moves when it arrives',
  ],
  [
    'content in the HTML',
    '/about',
    /<p>Adriana[^<]*<\/p>/,
    '<p>Facials in El Paso.</p>',
    '/about: 36 characters of text in <main> (more than 200 expected without scripts)',
  ],
  ['booking links', '/about', 'data-booking=""', 'data-book=""', '/about: no booking link (a[data-booking])'],
  [
    'current page links',
    '/es/about',
    '</main>',
    '<a href="/es" aria-current="page">Inicio</a></main>',
    '/es/about: the link to /es is marked as the current page (aria-current="page")',
  ],
  [
    'phone link',
    '/about',
    `tel:${studio.phone.tel}`,
    'tel:+10000000000',
    `/about: no phone link (tel:${studio.phone.tel})`,
  ],
  [
    'link texts',
    '/about',
    '</main>',
    '<a href="/services">Learn more</a></main>',
    '/about: link text "Learn more" does not say where it leads',
  ],
  [
    'likeliest next pages',
    '/about',
    '</main>',
    '<a href="/about" data-likely-next="">Sobre</a></main>',
    '/about: likeliest next page /about is not another registered page',
  ],
  ['no editor', '/about', '</main>', '<a href="/admin">Editor</a></main>', '/about: mentions /admin, the editor'],
  [
    'Spanish wording',
    '/es/about',
    '</main>',
    '<p>Book now</p></main>',
    '/es/about: English words in the text, title, alt text or labels: Book',
  ],
  [
    'Spanish wording',
    '/es/about',
    '</main>',
    '<p>Trabajamos la frente, el barbilla y la mandíbula.</p></main>',
    '/es/about: "barbilla" is feminine in Spanish, but "el barbilla" puts "el" beside it: write "la barbilla"',
  ],
  [
    'Spanish dates and notes',
    '/es/about',
    '</main>',
    '<p>15/01/2026</p></main>',
    '/es/about: day/month dates: 15/01/2026',
  ],
  [
    'Spanish breadcrumbs',
    '/es/about',
    /,\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList".*?\]\}/,
    '',
    '/es/about: 0 BreadcrumbList JSON-LD for one visible trail',
  ],
  [
    'language switch',
    '/es/about',
    /<div><a [^>]*data-language-switch[^>]*>English<\/a><\/div>/,
    '',
    "/es/about: 1 language switches (the header's and the mobile menu's expected)",
  ],
  [
    'inline scripts in the CSP',
    '/about',
    '</body>',
    '<script>alert(1)</script></body>',
    `/about: the CSP <meta> does not list ${hash('alert(1)')}, the hash of the inline script "alert(1)"`,
  ],
  [
    'scripts from our origin only',
    '/about',
    "script-src 'self'",
    "script-src 'self' https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js",
    "/about: the CSP <meta> lets https://cdn.jotfor.ms/s/umd/latest/for-form-embed-handler.js run scripts (script-src): only the site's own scripts may, listed in deploy/security.ts",
  ],
  [
    'boot script',
    '/about',
    `<script>${BOOT_SCRIPT}</script>`,
    '',
    '/about: no boot script (scripts/boot.ts) in <head>',
  ],
  [
    'startup scripts',
    '/about',
    '"/_next/static/chunks/d.js"',
    '"/_next/static/chunks/e.js"',
    '/about: its startup script /_next/static/chunks/e.js is missing',
  ],
  [
    'redirect stub',
    '/services/lip-filler',
    /<meta http-equiv="refresh"[^>]*>/,
    '',
    '/services/lip-filler: no meta refresh to /services/lip-fillers in <head>',
  ],
  [
    '404 page',
    '/es/404',
    '¡Uy! No encontramos esta página',
    'Error',
    '/es/404: its <h1> does not say "¡Uy! No encontramos esta página"',
  ],
  [
    '404 page',
    '/es/404',
    /<title>[^<]*<\/title>/,
    '<title>Página no encontrada</title>',
    `/es/404: its <title> is "Página no encontrada", expected "Página no encontrada | ${studio.name}"`,
  ],
  ['language', '/es/404', '<html lang="es">', '<html lang="en">', '/es/404: <html lang="en">, expected lang="es"'],
  [
    'language switch',
    '/404',
    '</main>',
    '<a href="/es" lang="es" hreflang="es" data-language-switch="">Español</a></main>',
    '/404: 1 language switches, but no counterpart',
  ],
];

describe.each(defects)('"%s" on %s', (check, path, from, to, line) => {
  it('passes the fixture', () => expect(problems(check, path)).toEqual([]));
  it(`fails: ${line}`, () => expect(problems(check, path, { files: edit(path, from, to) })).toEqual([line]));
});

describe('more defects', () => {
  it('a page without a counterpart has no hreflang links', () => {
    const files = { 'about.html': routePage(route('/about', 'en', '/es/about')) };
    const input = { routes: [route('/about', 'en')], englishOnlyPages: ['/about'] };
    expect(problems('hreflang links', '/about', { files, input })).toEqual([
      `/about: hreflang links en ${absoluteUrl('/about')}, es ${absoluteUrl('/es/about')}, x-default ${absoluteUrl('/about')}, expected none`,
    ]);
    expect(problems('language switch', '/about', { files, input })).toEqual([
      '/about: 2 language switches, but no counterpart',
    ]);
  });

  it('a JSON-LD block that is not JSON', () => {
    const files = edit('/about', /<script type="application\/ld\+json">\[/, '<script type="application/ld+json">[,');
    expect(problems('JSON-LD', '/about', { files })).toEqual([
      expect.stringMatching(/^\/about: JSON-LD block 1 is not valid JSON/),
    ]);
  });

  it('a booking link to another form, more than two likeliest next pages', () => {
    expect(
      problems('booking links', '/about', {
        files: edit('/about', /href="https:\/\/[^"]*" data-booking/, 'href="/book" data-booking'),
      }),
    ).toEqual([`/about: booking link to /book, expected ${studio.booking.formBaseUrl}/${studio.booking.formId}`]);
    const next = ['/es/about', '/blog/glow', '/es/blog/glow'].map(
      (href) => `<a href="${href}" data-likely-next="">Página</a>`,
    );
    expect(
      problems('likeliest next pages', '/about', { files: edit('/about', '</main>', `${next.join('')}</main>`) }),
    ).toEqual(['/about: 3 likeliest next pages (at most two)']);
  });

  it('the good-faith exam without its gloss, an English quote without the note', () => {
    const exam = edit('/es/about', '</main>', '<p>Antes del tratamiento hay un examen médico previo.</p></main>');
    expect(problems('Spanish dates and notes', '/es/about', { files: exam })).toEqual([
      '/es/about: the good-faith exam is not glossed at its first mention: "examen médico previo."',
    ]);
    const quote = edit('/es/about', '</main>', '<blockquote lang="en">“Lovely.”</blockquote></main>');
    expect(problems('Spanish dates and notes', '/es/about', { files: quote })).toEqual([
      '/es/about: English quotes without the note "Cada opinión aparece en el idioma en que se escribió."',
    ]);
  });

  it('a breadcrumb trail that leaves the Spanish pages', () => {
    const files = edit('/es/about', `"item":"${absoluteUrl('/es/about')}"`, `"item":"${absoluteUrl('/about')}"`);
    expect(problems('Spanish breadcrumbs', '/es/about', { files })).toEqual([
      `/es/about: the breadcrumb Conozca el estudio leads to ${absoluteUrl('/about')}`,
      `/es/about: the breadcrumb trail ends at ${absoluteUrl('/about')}, not at the page itself`,
    ]);
  });

  it('a language switch to the wrong page', () => {
    const files = edit('/about', /href="\/es\/about" lang="es"/g, 'href="/es" lang="es"');
    expect(problems('language switch', '/about', { files })).toEqual([
      '/about: language switch to /es (lang es, hreflang es), expected /es/about in es',
      '/about: language switch to /es (lang es, hreflang es), expected /es/about in es',
    ]);
  });

  it("a policy in out/_headers that restricts scripts must list the page's hashes too", () => {
    const headers = "/*\n  Content-Security-Policy: script-src 'self'\n";
    expect(problems('inline scripts in the CSP', '/about', { files: { _headers: headers } })).toEqual([
      `/about: the CSP of out/_headers does not list ${hash(BOOT_SCRIPT)}, the hash of the inline script ${JSON.stringify(BOOT_SCRIPT.slice(0, 40))}`,
    ]);
    const noMeta = edit('/about', /<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    expect(problems('inline scripts in the CSP', '/about', { files: noMeta })).toEqual([
      '/about: 0 CSP <meta> tags (one expected)',
    ]);
  });

  it("a script-src-elem or script-src naming a host, a scheme or 'unsafe-inline': every one is named", () => {
    const files = edit(
      '/about',
      "script-src 'self'",
      "script-src 'self' https: 'unsafe-inline'; script-src-elem https://cdn.example",
    );
    expect(problems('scripts from our origin only', '/about', { files })).toEqual([
      "/about: the CSP <meta> lets https: run scripts (script-src): only the site's own scripts may, listed in deploy/security.ts",
      "/about: the CSP <meta> lets 'unsafe-inline' run scripts (script-src): only the site's own scripts may, listed in deploy/security.ts",
      "/about: the CSP <meta> lets https://cdn.example run scripts (script-src-elem): only the site's own scripts may, listed in deploy/security.ts",
    ]);
  });

  it('a startup chunk without the compile hint', () => {
    expect(problems('startup scripts', '/about', { files: { '_next/static/chunks/a.js': 'self.chunk=1;' } })).toEqual([
      '/about: /_next/static/chunks/a.js lacks the compile hint',
    ]);
  });
});

/** The fixture export with one more route, whose page holds `content` in its <main>. */
function withPage(path: string, content: string, locale: 'en' | 'es' = 'en'): FixtureChange {
  const extra = route(path, locale);
  return {
    input: { routes: [...fixtureRoutes(), extra], englishOnlyPages: locale === 'en' ? [path] : [] },
    files: { [fileOf(path)]: routePage(extra, { content, breadcrumb: false }) },
  };
}

/** A testimonial card as the site draws it: the quote in its client's language, the source label beside it. */
const card = (t: Testimonial, label = testimonialLabel(t, 'en'), tag = 'figure') =>
  `<${tag} class="testimonial-card"><blockquote lang="${t.lang}">“${t.text}”</blockquote><figcaption>${t.name}, ${label}</figcaption></${tag}>`;

describe('the home page', () => {
  const home = (change: (html: string) => string = (html) => html) => {
    const categories = homeServiceCategoriesIn('en')
      .map((c) => `<div role="tabpanel"><h3>${c.label}</h3>${c.cards.map((k) => `<p>${k.title}</p>`).join('')}</div>`)
      .join('');
    const gallery = galleryImagesIn('en')
      .map((image) => `<img src="/a.webp" alt="${image.alt}"/>`)
      .join('');
    const inside: Record<string, string> = {
      services: `${categories}<p>Signature Glow Facial</p>`,
      gallery,
      // The carousel's first testimonials, and one in each language.
      testimonials: [
        ...testimonialsOn('home', 'en').slice(0, 3),
        { ...testimonials[0]!, lang: 'es' as const },
        { ...testimonials[0]!, lang: 'en' as const },
      ]
        .map((t) => card(t, testimonialLabel(t, 'en'), 'div'))
        .join(''),
    };
    const sections = HOME_SECTIONS.map((id) => `<section id="${id}" class="py-16">${inside[id] ?? ''}</section>`).join(
      '',
    );
    return withPage('/', change(sections));
  };

  it('holds every section in order, each a <section>, with its tabs, gallery and first testimonials', () => {
    expect(problems('home page content', '/', home())).toEqual([]);
    expect(problems('home page size', '/', home())).toEqual([]);
  });

  it('fails on a section out of place or not a <section>, a missing picture, too many elements', () => {
    const swapped = home((html) =>
      html
        .replace('id="about"', 'id="swap"')
        .replace('id="education"', 'id="about"')
        .replace('id="swap"', 'id="education"'),
    );
    expect(problems('home page content', '/', swapped)).toEqual([
      expect.stringMatching(/^\/: sections out of order: hero, education, about/),
    ]);
    const div = home((html) => html.replace(/<section id="contact"(.*?)<\/section>/s, '<div id="contact"$1</div>'));
    expect(problems('home page content', '/', div)).toEqual(['/: #contact is not a <section>']);
    const alt = galleryImagesIn('en')[0]!.alt;
    expect(
      problems(
        'home page content',
        '/',
        home((html) => html.replace(`alt="${alt}"`, 'alt=""')),
      ),
    ).toEqual([`/: no gallery image with alt "${alt}"`]);
    const big = home((html) => html + '<i></i>'.repeat(800));
    expect(problems('home page size', '/', big)).toEqual([expect.stringMatching(/^\/: \d+ elements \(at most 800\)$/)]);
  });
});

describe('testimonials', () => {
  const slug = serviceSlugs.find((s) => testimonialsOn(`/services/${s}`, 'en').length > 0)!;
  const shown = testimonialsOn(`/services/${slug}`, 'en')[0]!;
  const elsewhere = testimonials.find((t) => !t.shownOn.includes(`/services/${slug}`))!;

  it('a card shows one of the testimonials of its page, with its label', () => {
    expect(problems('testimonial cards', `/services/${slug}`, withPage(`/services/${slug}`, card(shown)))).toEqual([]);
    expect(problems('testimonial cards', `/services/${slug}`, withPage(`/services/${slug}`, card(elsewhere)))).toEqual([
      `/services/${slug}: testimonial "“${elsewhere.text.slice(0, 49)}" is not one content/testimonials.json shows here`,
    ]);
    expect(
      problems('testimonial cards', `/services/${slug}`, withPage(`/services/${slug}`, card(shown, 'Review'))),
    ).toEqual([
      `/services/${slug}: testimonial "“${shown.text.slice(0, 49)}" without its label "${testimonialLabel(shown, 'en')}"`,
    ]);
  });

  it('/testimonials lists every one', () => {
    const all = testimonials.map((t) => card(t)).join('');
    expect(problems('testimonials page lists all', '/testimonials', withPage('/testimonials', all))).toEqual([]);
    const last = testimonials.at(-1)!;
    expect(
      problems('testimonials page lists all', '/testimonials', withPage('/testimonials', all.replace(card(last), ''))),
    ).toEqual([`/testimonials: the testimonial of ${last.name} is not in the HTML`]);
  });

  it('/es/testimonials keeps each quote in its language, with the Spanish label only', () => {
    const all = testimonialsOn('/testimonials', 'es')
      .map((t) => card(t, testimonialLabel(t, 'es')))
      .join('');
    const page = (content: string) => withPage('/es/testimonials', content, 'es');
    expect(problems('Spanish testimonials page', '/es/testimonials', page(all))).toEqual([]);
    const first = testimonialsOn('/testimonials', 'es')[0]!;
    const flipped = all.replace(
      card(first, testimonialLabel(first, 'es')),
      card({ ...first, lang: first.lang === 'en' ? 'es' : 'en' }, testimonialLabel(first, 'en')),
    );
    expect(problems('Spanish testimonials page', '/es/testimonials', page(flipped))).toEqual([
      expect.stringMatching(/^\/es\/testimonials: quote languages .*, expected .* \(content\/testimonials.json\)$/),
      `/es/testimonials: 1 testimonials without their Spanish label`,
      `/es/testimonials: the English label "${testimonialLabel(first, 'en')}" is on the page`,
    ]);
  });
});

describe('the order of testimonials', () => {
  const cards = (shown: Testimonial[], locale: 'en' | 'es') =>
    shown.map((t) => card(t, testimonialLabel(t, locale))).join('');
  const path = (locale: 'en' | 'es') => (locale === 'en' ? '/testimonials' : '/es/testimonials');
  const check = (shown: Testimonial[], locale: 'en' | 'es') =>
    problems('testimonials in page order', path(locale), withPage(path(locale), cards(shown, locale), locale));

  it.each(['en', 'es'] as const)('is the order inPageOrder gives the page (%s)', (locale) => {
    const listed = testimonialsOn('/testimonials', locale);
    expect(check(listed, locale)).toEqual([]);
    // Any other order is named at its first quote out of place.
    const swapped = [listed[1]!, listed[0]!, ...listed.slice(2)];
    expect(check(swapped, locale)).toEqual([
      `${path(locale)}: testimonial 1 of ${listed.length} is "${listed[1]!.text.slice(0, 40)}", expected "${listed[0]!.text.slice(0, 40)}" (content/testimonials.ts, inPageOrder)`,
    ]);
    expect(check(listed.slice(0, -1), locale)).toEqual([
      `${path(locale)}: ${listed.length - 1} testimonials, expected ${listed.length}: next "${listed.at(-1)!.text.slice(0, 40)}"`,
    ]);
  });
});

describe('medical cards', () => {
  // Cards as the components draw them: the description, then the card's own line saying who performs it.
  const medicalCard = (description: string, lines: string[]) =>
    `<li><article><h3>Treatment</h3><p>${description}</p>${lines.map((line) => `<p>${line}</p>`).join('')}</article></li>`;
  const performedBy = (locale: 'en' | 'es') => servicesCopy[locale].menuPage.performedBy.injector;

  it.each(['en', 'es'] as const)('say once who performs a medical treatment and who supervises (%s)', (locale) => {
    const path = locale === 'en' ? '/services/a-treatment' : '/es/services/a-treatment';
    const description = medicalDescriptions(locale)[0]!;
    const check = (lines: string[]) =>
      problems('medical cards', path, withPage(path, medicalCard(description, lines), locale));
    expect(check([performedBy(locale)])).toEqual([]);
    const { injector, supervisor } = studio.medical[locale];
    const line = (performer: number, supervising: number) =>
      `${path}: the card of Treatment names who performs it ${performer} times and who supervises ${supervising} (once each)`;
    // The old Botox card: its summary named the nurse injector, and the card's line named her again.
    expect(check([`${injector}.`, performedBy(locale)])).toEqual([line(2, 1)]);
    // The old related-service card: the summary alone, with no line of its own.
    expect(check([])).toEqual([line(0, 0)]);
    expect(check([injector])).toEqual([line(1, 0)]);
    expect(check([`${supervisor}.`, performedBy(locale)])).toEqual([line(1, 2)]);
    // A teaser that goes on in the description's own paragraph is a card too.
    const teaser = (text: string) =>
      problems('medical cards', path, withPage(path, `<li><h3>Treatment</h3><p>${text}</p></li>`, locale));
    expect(teaser(`${description} ${performedBy(locale)}`)).toEqual([]);
    expect(teaser(`${description} ${injector}.`)).toEqual([line(1, 0)]);
  });

  it('know each medical treatment by what its cards say of it, in both languages', () => {
    for (const locale of ['en', 'es'] as const)
      for (const slug of serviceSlugs.filter((s) => services[s].medical))
        expect(medicalDescriptions(locale)).toContain(catalogCopy[locale].services[slug].summary);
  });
});

describe('the Spanish location pages', () => {
  it('link to the Spanish location pages, never the English ones', () => {
    const page = (href: string) => withPage('/es/locations/socorro', `<a href="${href}">Horizon City</a>`, 'es');
    expect(problems('Spanish location links', '/es/locations/socorro', page('/es/locations/horizon-city'))).toEqual([]);
    expect(problems('Spanish location links', '/es/locations/socorro', page('/locations/horizon-city'))).toEqual([
      '/es/locations/socorro: links to the English page /locations/horizon-city',
      '/es/locations/socorro: no link to a Spanish location page',
    ]);
  });
});

describe('checkPages', () => {
  it('prints every problem of every page at once, one line each naming the page', () => {
    const files = {
      ...edit('/es/about', '</main>', '<h1>Otra</h1></main>'),
      ...edit('/about', '</main>', '<a href="/services">Learn more</a></main>'),
    };
    const report = checkPages(fixtureInput({ files }));
    expect(report.problems).toEqual(
      expect.arrayContaining([
        '/about: link text "Learn more" does not say where it leads',
        '/es/about: 2 <h1> elements (one expected)',
      ]),
    );
    expect(report).toMatchObject({ pages: 7, checks: pageChecks.length + allSiteChecks.length });
  });

  it('reports a rule that stops on a page as a problem of that page, and goes on', () => {
    const boom = {
      name: 'boom',
      applies: (page: { path: string }) => page.path.endsWith('about'),
      problems: () => {
        throw new Error('unexpected markup');
      },
    };
    expect(checkPages(fixtureInput(), { pages: [boom, ...pageChecks], site: [] }).problems).toEqual([
      '/about: the check "boom" stopped: unexpected markup',
      '/es/about: the check "boom" stopped: unexpected markup',
    ]);
  });
});
