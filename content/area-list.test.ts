import { areaNames } from '@/content/locations';
import { site } from '@/content/site';
import { listAreas } from '@/content/area-list';

describe('listAreas', () => {
  it('joins one, two or four names as a sentence in each language says them', () => {
    expect(listAreas('en', { names: ['Anthony'] })).toBe('Anthony');
    expect(listAreas('es', { names: ['Anthony'] })).toBe('Anthony');
    expect(listAreas('en', { names: ['Anthony', 'Canutillo'] })).toBe('Anthony and Canutillo');
    expect(listAreas('es', { names: ['Anthony', 'Canutillo'] })).toBe('Anthony y Canutillo');
    const four = ['Anthony', 'Canutillo', 'Clint', 'Fabens'];
    // No comma before "and", as the rest of the English copy writes its lists.
    expect(listAreas('en', { names: four })).toBe('Anthony, Canutillo, Clint and Fabens');
    expect(listAreas('es', { names: four })).toBe('Anthony, Canutillo, Clint y Fabens');
  });

  it('writes "e" for "y" before a Spanish name that starts with an "i" sound', () => {
    expect(listAreas('es', { names: ['Socorro', 'Isleta'] })).toBe('Socorro e Isleta');
    expect(listAreas('es', { names: ['Socorro', 'Hidalgo'] })).toBe('Socorro e Hidalgo');
    expect(listAreas('es', { names: ['Socorro', 'Horizon City'] })).toBe('Socorro y Horizon City');
  });

  it('lists the areas of content/locations/ by default, in their order, with the studio’s city first on request', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(listAreas(locale)).toBe(listAreas(locale, { names: areaNames }));
      expect(listAreas(locale, { withCity: true })).toBe(
        listAreas(locale, { names: [site.address.locality, ...areaNames] }),
      );
      const positions = areaNames.map((name) => listAreas(locale).indexOf(name));
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(listAreas(locale, { withCity: true }).startsWith(site.address.locality)).toBe(true);
    }
  });
});
