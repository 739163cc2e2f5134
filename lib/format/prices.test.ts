import { range } from './durations';
import { amountsIn, atLeast, dollarsIn } from './prices';

describe('dollarsIn', () => {
  it('writes a price range in US style in both languages', () => {
    expect(dollarsIn('en', range(500, 1500))).toBe('$500-$1,500');
    expect(dollarsIn('es', range(500, 1500))).toBe('de $500 a $1,500');
    expect(dollarsIn('en', range(12))).toBe('$12');
  });
});

describe('amountsIn', () => {
  it('writes a range of counts', () => {
    expect(amountsIn('en', range(20, 40))).toBe('20-40');
    expect(amountsIn('es', range(20, 40))).toBe('de 20 a 40');
  });
});

describe('atLeast', () => {
  it('writes a count as a floor, in each language, in US number style', () => {
    expect(atLeast('en', 35)).toBe('35+');
    expect(atLeast('es', 35)).toBe('más de 35');
    expect(atLeast('en', 1500)).toBe('1,500+');
    expect(atLeast('es', 1500)).toBe('más de 1,500');
  });
});
