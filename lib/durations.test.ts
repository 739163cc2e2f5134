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
} from './durations';

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
  it.each([
    ['en', hours(48, 72), { in: '48-72 hours', count: '48-72 hours', at: 'at 48-72 hours', adjective: '48-72 hour' }],
    ['en', weeks(2), { in: '2 weeks', count: '2 weeks', at: 'at 2 weeks', adjective: '2-week' }],
    ['en', weeks(1), { in: 'a week', count: 'a week', at: 'after a week', adjective: '1-week' }],
    ['en', hours(1), { in: 'an hour', count: 'an hour', at: 'after an hour', adjective: '1-hour' }],
    [
      'en',
      minutes(20, 25),
      { in: '20-25 minutes', count: '20-25 minutes', at: 'at 20-25 minutes', adjective: '20-25 minute' },
    ],
    [
      'es',
      hours(48, 72),
      { in: 'de 48 a 72 horas', count: '48 a 72 horas', at: 'a las 48 a 72 horas', adjective: 'de 48 a 72 horas' },
    ],
    [
      'es',
      days(10, 14),
      { in: 'de 10 a 14 días', count: '10 a 14 días', at: 'a los 10 a 14 días', adjective: 'de 10 a 14 días' },
    ],
    ['es', weeks(2), { in: '2 semanas', count: '2 semanas', at: 'a las 2 semanas', adjective: 'de 2 semanas' }],
    ['es', weeks(1), { in: 'una semana', count: 'una semana', at: 'a la semana', adjective: 'de una semana' }],
    ['es', months(1), { in: 'un mes', count: 'un mes', at: 'al mes', adjective: 'de un mes' }],
    [
      'es',
      months(3, 4),
      { in: 'de 3 a 4 meses', count: '3 a 4 meses', at: 'a los 3 a 4 meses', adjective: 'de 3 a 4 meses' },
    ],
    [
      'es',
      minutes(25, 30),
      {
        in: 'de 25 a 30 minutos',
        count: '25 a 30 minutos',
        at: 'a los 25 a 30 minutos',
        adjective: 'de 25 a 30 minutos',
      },
    ],
  ] as const)('write %s %j in each form', (locale, span, forms) => {
    expect({
      in: timeIn(locale, span),
      count: timeCount(locale, span),
      at: timeAt(locale, span),
      adjective: timeAdjective(locale, span),
    }).toEqual(forms);
  });
});
