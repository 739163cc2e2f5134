import { englishPath, fill, localeOfPath, pathIn } from './locale';
import { expectResults } from '../__fixtures__/expect-results';

describe('locale paths', () => {
  it('reads the language from the /es prefix only', () => {
    expectResults(localeOfPath, { '/es': 'es', '/es/about': 'es', '/es#contact': 'es' });
    expectResults(localeOfPath, { '/': 'en', '/esthetics-services': 'en' });
  });

  it('maps every page to its counterpart and back', () => {
    for (const path of [
      '/',
      '/about',
      '/services/hydrafacial',
      '/#contact',
      '/esthetics-services',
      '/locations/socorro/botox',
    ]) {
      const spanish = pathIn('es', path);
      expect(localeOfPath(spanish)).toBe('es');
      expect(englishPath(spanish)).toBe(path);
      expect(pathIn('en', spanish)).toBe(path);
    }
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('es', '/#about')).toBe('/es#about');
    expect(pathIn('es', '/about')).toBe('/es/about');
  });

  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(fill('Abierto · cierra a las {time}', { time: '7:00 p. m.' })).toBe('Abierto · cierra a las 7:00 p. m.');
    expect(fill('{day} {missing}', { day: 'lunes' })).toBe('lunes {missing}');
  });
});
