import { renderToStaticMarkup } from 'react-dom/server';
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
