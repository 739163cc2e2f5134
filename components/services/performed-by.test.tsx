import { renderToStaticMarkup } from 'react-dom/server';
import { Contact } from '@/components/home/contact';
import { contactTeasers } from '@/content/pages/home';
import { servicesCopy } from '@/content/pages/services';
import { serviceSlugs, services } from '@/content/services';
import { site } from '@/content/site';
import { RelatedServiceCard } from './related-service-card';

const times = (html: string, phrase: string) => html.split(phrase).length - 1;

describe('a related-service card', () => {
  it.each(['en', 'es'] as const)(
    'says once who performs a medical service and who supervises, and names nobody for the others (%s)',
    (locale) => {
      const { injector, supervisor } = site.medical[locale];
      const said = serviceSlugs.map((slug) => {
        const html = renderToStaticMarkup(<RelatedServiceCard slug={slug} locale={locale} />);
        return { slug, performer: times(html, injector), supervisor: times(html, supervisor) };
      });
      expect(said).toEqual(
        serviceSlugs.map((slug) =>
          services[slug].medical ? { slug, performer: 1, supervisor: 1 } : { slug, performer: 0, supervisor: 0 },
        ),
      );
      const medical = serviceSlugs.find((slug) => services[slug].medical)!;
      expect(renderToStaticMarkup(<RelatedServiceCard slug={medical} locale={locale} />)).toContain(
        servicesCopy[locale].menuPage.performedBy.injector,
      );
    },
  );
});

describe("the home page's teasers", () => {
  it.each(['en', 'es'] as const)('say once who performs a medical service and who supervises (%s)', (locale) => {
    const { injector, supervisor } = site.medical[locale];
    const html = renderToStaticMarkup(<Contact locale={locale} />);
    const teasers = html.split('<li class="rounded-2xl').slice(1);
    const medical = contactTeasers.map((slug) => services[slug].medical);
    expect(teasers.map((teaser) => [times(teaser, injector), times(teaser, supervisor)])).toEqual(
      medical.map((isMedical) => (isMedical ? [1, 1] : [0, 0])),
    );
  });
});
