import { areaNames } from '@/content/locations';
import { site } from '@/content/site';
import { blogPosting, breadcrumbList, faqPage, serviceCatalog, serviceSchema } from './schema';

describe('breadcrumbs, FAQ and services', () => {
  it('numbers breadcrumb items with absolute URLs', () => {
    expect(
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: site.url },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${site.url}/services` },
    ]);
  });
  it('builds FAQPage questions and answers', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }], 'en').mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Q?',
      acceptedAnswer: { '@type': 'Answer', text: 'A.' },
    });
  });
  it('links a service to the studio and its service areas, on a page in the language of its words', () => {
    const service = serviceSchema({
      name: 'HydraFacial',
      description: 'd',
      path: '/es/services/hydrafacial',
      locale: 'es',
    });
    expect(service.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `${site.url}/es/services/hydrafacial`,
      inLanguage: 'es',
    });
    expect(service.provider.name).toBe(site.name);
    expect(service.url).toBe(`${site.url}/es/services/hydrafacial`);
    expect(service.areaServed.map((a) => a.name)).toEqual([site.address.locality, ...areaNames]);
  });
});

describe('serviceCatalog', () => {
  const menu = {
    name: 'IV Therapy',
    description: 'Drips by nurses.',
    path: '/iv-therapy',
    catalogName: 'IV Drips',
    locale: 'en' as const,
  };
  const catalog = serviceCatalog({
    ...menu,
    items: [
      { name: 'Hydration Drip', description: 'Fluids.', facts: ['Ingredients: Saline.', 'Duration: 30-45 min.'] },
      { name: 'Custom Blends', description: 'Made for you.' },
    ],
  });
  it('is a Service of the studio with an offer catalog of medical therapies in menu order', () => {
    expect(catalog['@type']).toBe('Service');
    expect(catalog.provider['@id']).toBe(`${site.url}/#business`);
    expect(catalog.url).toBe(`${site.url}/iv-therapy`);
    expect(catalog.hasOfferCatalog.name).toBe('IV Drips');
    expect(
      catalog.hasOfferCatalog.itemListElement.map((o) => [o.position, o.itemOffered['@type'], o.itemOffered.name]),
    ).toEqual([
      [1, 'MedicalTherapy', 'Hydration Drip'],
      [2, 'MedicalTherapy', 'Custom Blends'],
    ]);
  });
  it('folds the extra facts into each description', () => {
    expect(catalog.hasOfferCatalog.itemListElement[0]!.itemOffered.description).toBe(
      'Fluids. Ingredients: Saline. Duration: 30-45 min.',
    );
    expect(catalog.hasOfferCatalog.itemListElement[1]!.itemOffered.description).toBe('Made for you.');
  });
  it('can describe other kinds of items', () => {
    const other = serviceCatalog({ ...menu, itemType: 'Service', items: [{ name: 'HydraFacial', description: 'x' }] });
    expect(other.hasOfferCatalog.itemListElement[0]!.itemOffered['@type']).toBe('Service');
  });
});

describe('blogPosting', () => {
  const sunSafety: Parameters<typeof blogPosting>[0] = {
    title: 'Sun Safety',
    description: 'Sunscreen tips',
    path: '/blog/sun-safety',
    image: '/images/blog/sun-1200.webp',
    datePublished: '2025-06-27',
    author: 'Adriana Morales',
    tags: ['SPF', 'Sun'],
    locale: 'en',
  };

  it('describes a post with absolute URLs, date and author', () => {
    const post = blogPosting(sunSafety);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      inLanguage: 'en',
      dateModified: '2025-06-27',
      headline: 'Sun Safety',
      image: `${site.url}/images/blog/sun-1200.webp`,
      datePublished: '2025-06-27',
      author: { '@type': 'Person', name: 'Adriana Morales' },
      url: `${site.url}/blog/sun-safety`,
      keywords: 'SPF, Sun',
    });
    expect(post).not.toHaveProperty('workTranslation');
  });

  it('names the language and links an original and its translation both ways', () => {
    const common = { ...sunSafety, dateModified: '2025-08-02' };
    const english = blogPosting({
      ...common,
      path: '/blog/sun-safety',
      locale: 'en',
      translation: { path: '/es/blog/sun-safety', locale: 'es' },
    });
    const spanish = blogPosting({
      ...common,
      path: '/es/blog/sun-safety',
      locale: 'es',
      translation: { path: '/blog/sun-safety', locale: 'en' },
    });
    expect(english).toMatchObject({
      inLanguage: 'en',
      dateModified: '2025-08-02',
      workTranslation: { url: `${site.url}/es/blog/sun-safety`, inLanguage: 'es' },
    });
    expect(spanish).toMatchObject({
      inLanguage: 'es',
      url: `${site.url}/es/blog/sun-safety`,
      translationOfWork: { url: `${site.url}/blog/sun-safety`, inLanguage: 'en' },
    });
  });
});
