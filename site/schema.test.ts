import { areaNames } from '@/content/locations';
import { site } from '@/content/site';
import { localBusiness, serializeJsonLd, webSite } from './schema';

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});

describe('localBusiness', () => {
  const business = localBusiness('en');
  it('describes the studio from the one config', () => {
    expect(business['@type']).toEqual(['DaySpa', 'MedicalClinic']);
    expect(business.name).toBe(site.name);
    expect(business.telephone).toBe(site.phone.tel);
    expect(business.address).toMatchObject({ addressLocality: 'El Paso', addressRegion: 'TX' });
    expect(business.areaServed.map((a) => a.name)).toEqual([site.address.locality, ...areaNames]);
  });
  it('derives opening hours from the hours config, closed days left out', () => {
    // One entry per open day, in the config's order, with its hours; a closed day has none.
    const open = site.hours.filter((d) => d.open !== null && d.close !== null);
    expect(
      business.openingHoursSpecification.map((h) => ({ dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes })),
    ).toEqual(open.map((d) => ({ dayOfWeek: `https://schema.org/${d.day}`, opens: d.open, closes: d.close })));
    for (const closed of site.hours.filter((d) => d.open === null)) {
      expect(business.openingHoursSpecification.some((h) => h.dayOfWeek.endsWith(closed.day))).toBe(false);
    }
  });
  it("gives the founder's title in the page's language", () => {
    expect(business.founder.jobTitle).toBe(site.owner.title.en);
    expect(localBusiness('es').founder.jobTitle).toBe(site.owner.title.es);
  });
  it('says the studio speaks English and Spanish', () => {
    expect(business.contactPoint.availableLanguage.map((l) => l.name)).toEqual(['English', 'Spanish']);
  });
});

describe('webSite', () => {
  it('names the language of each edition and its home page', () => {
    expect(webSite('en')).toMatchObject({ inLanguage: 'en', url: site.url });
    expect(webSite('es')).toMatchObject({ inLanguage: 'es', url: `${site.url}/es` });
  });
});
