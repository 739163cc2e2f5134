import { colorToken } from './design-tokens';

describe('colorToken', () => {
  it('reads a color from the theme block of app/globals.css', () => {
    expect(colorToken('cream-50')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('returns the exact value written in the CSS', () => {
    expect(colorToken('gold-700', '@theme { --color-gold-700: #7a5c24; --color-gold-70: #000; }')).toBe('#7a5c24');
  });

  it('names the missing token instead of returning a wrong color', () => {
    expect(() => colorToken('teal-500', '@theme { --color-teal-50: #fff; }')).toThrow(
      'app/globals.css has no color token --color-teal-500',
    );
  });
});
