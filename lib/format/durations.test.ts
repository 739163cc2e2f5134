import {
  catalogMinutes,
  countsIn,
  everyMonths,
  everyWeeks,
  minuteRanges,
  minutesAdjective,
  minutesIn,
  minutesLabel,
  days,
  hours,
  minutes,
  months,
  range,
  spanOf,
  timeAdjective,
  timeAt,
  timeCount,
  timeIn,
  weeks,
  type Span,
} from './durations';
import type { Locale } from './locale';

describe('minuteRanges', () => {
  it('reads single lengths, ranges and every length a text gives', () => {
    expect(minuteRanges('60 min')).toEqual([{ min: 60, max: 60 }]);
    expect(minuteRanges('30-45 min')).toEqual([{ min: 30, max: 45 }]);
    expect(minuteRanges('30 min appointment (10-15 min injection)')).toEqual([
      { min: 30, max: 30 },
      { min: 10, max: 15 },
    ]);
    expect(minuteRanges('takes 30 to 45 minutes, within a 30-minute visit')).toEqual([
      { min: 30, max: 45 },
      { min: 30, max: 30 },
    ]);
    expect(minuteRanges('two to four weeks, 24 hours, 40 units')).toEqual([]);
  });

  it('reads lengths written in Spanish', () => {
    expect(minuteRanges('dura de 30 a 45 minutos, dentro de una cita de 30 minutos; 1 minuto')).toEqual([
      { min: 30, max: 45 },
      { min: 30, max: 30 },
      { min: 1, max: 1 },
    ]);
    expect(minuteRanges('de dos a cuatro semanas, 24 horas, 40 unidades')).toEqual([]);
  });
});

describe('minutesIn, minutesLabel and minutesAdjective', () => {
  // English as the copy writes it; Spanish as the glossary does: "de 10 a 15 min", "de 60 a 90 minutos".
  it.each([
    ['en', '60 min', { label: '60 min', sentence: '60 minutes', adjective: '60-minute' }],
    ['en', '30-45 min', { label: '30-45 min', sentence: '30 to 45 minutes', adjective: '30- to 45-minute' }],
    ['en', range(30, 45), { label: '30-45 min', sentence: '30 to 45 minutes', adjective: '30- to 45-minute' }],
    ['es', '60 min', { label: '60 min', sentence: '60 minutos', adjective: 'de 60 minutos' }],
    ['es', '10-15 min', { label: 'de 10 a 15 min', sentence: 'de 10 a 15 minutos', adjective: 'de 10 a 15 minutos' }],
    ['es', range(60, 90), { label: 'de 60 a 90 min', sentence: 'de 60 a 90 minutos', adjective: 'de 60 a 90 minutos' }],
  ] as const)('write %s %j in each form', (locale, length, forms) => {
    expect({
      label: minutesLabel(locale, length),
      sentence: minutesIn(locale, length),
      adjective: minutesAdjective(locale, length),
    }).toEqual(forms);
  });

  it('fails loudly, naming the value, when a catalog value states no length', () => {
    expect(() => minutesIn('en', 'Varies')).toThrow('"Varies" states no length in minutes');
    expect(() => catalogMinutes('30 min appointment', 1)).toThrow('at position 1');
    expect(() => minutesIn('es', '30 min appointment (10-15 min injection)')).toThrow('states several lengths');
    expect(minutesLabel('en', '30 min appointment (10-15 min injection)')).toBe(
      '30 min appointment (10-15 min injection)',
    );
  });
});

describe('catalogMinutes and spanOf', () => {
  it('pick one length of a catalog value, and span several', () => {
    expect(catalogMinutes('30 min appointment (10-15 min injection)', 1)).toEqual(range(10, 15));
    expect(spanOf(['30-45 min', '45-60 min', '30-45 min'])).toEqual(range(30, 60));
  });
});

describe('everyWeeks, everyMonths and countsIn', () => {
  it('write intervals with the small numbers in words, as the posts do', () => {
    expect(everyWeeks('en', range(4, 6))).toBe('every four to six weeks');
    expect(everyWeeks('es', range(4, 6))).toBe('cada cuatro a seis semanas');
    expect(everyMonths('en', range(3, 6))).toBe('every three to six months');
    expect(everyMonths('es', range(1))).toBe('cada mes');
    expect(everyWeeks('en', range(12, 16))).toBe('every 12 to 16 weeks');
    expect(countsIn('es', range(4, 6))).toBe('cuatro a seis');
    expect(countsIn('en', range(2))).toBe('two');
  });
});

describe('timeIn, timeCount, timeAt and timeAdjective', () => {
  // English as the copy writes results and drives ("48-72 hours", "a 20-25 minute drive"); Spanish as the glossary
  // does ("de 3 a 4 meses"), without its "de" after a word that counts ("unos 25 a 30 minutos").
  // Each row: the span, then how timeIn | timeCount | timeAt | timeAdjective write it.
  const cases: Record<Locale, [Span, string][]> = {
    en: [
      [hours(48, 72), '48-72 hours | 48-72 hours | at 48-72 hours | 48-72 hour'],
      [weeks(2), '2 weeks | 2 weeks | at 2 weeks | 2-week'],
      [weeks(1), 'a week | a week | after a week | 1-week'],
      [hours(1), 'an hour | an hour | after an hour | 1-hour'],
      [minutes(20, 25), '20-25 minutes | 20-25 minutes | at 20-25 minutes | 20-25 minute'],
    ],
    es: [
      [hours(48, 72), 'de 48 a 72 horas | 48 a 72 horas | a las 48 a 72 horas | de 48 a 72 horas'],
      [days(10, 14), 'de 10 a 14 días | 10 a 14 días | a los 10 a 14 días | de 10 a 14 días'],
      [weeks(2), '2 semanas | 2 semanas | a las 2 semanas | de 2 semanas'],
      [weeks(1), 'una semana | una semana | a la semana | de una semana'],
      [months(1), 'un mes | un mes | al mes | de un mes'],
      [months(3, 4), 'de 3 a 4 meses | 3 a 4 meses | a los 3 a 4 meses | de 3 a 4 meses'],
      [minutes(25, 30), 'de 25 a 30 minutos | 25 a 30 minutos | a los 25 a 30 minutos | de 25 a 30 minutos'],
    ],
  };
  const rows = (['en', 'es'] as const).flatMap((locale) =>
    cases[locale].map(([span, forms]) => [locale, span, forms] as const),
  );
  it.each(rows)('write %s %j in each form', (locale, span, forms) => {
    const written = [timeIn, timeCount, timeAt, timeAdjective].map((form) => form(locale, span));
    expect(written.join(' | ')).toBe(forms);
  });
});
