import { isUsableHeroImage } from '@/lib/hero-image';

describe('isUsableHeroImage', () => {
  it('accepts https and inline images only', () => {
    expect(isUsableHeroImage('https://picsum.photos/1024/768?random=1')).toBe(true);
    expect(isUsableHeroImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isUsableHeroImage('javascript:alert(1)')).toBe(false);
    expect(isUsableHeroImage('http://example.com/x.png')).toBe(false);
    expect(isUsableHeroImage('data:text/html;base64,PGI+')).toBe(false);
    expect(isUsableHeroImage(null)).toBe(false);
  });
});
