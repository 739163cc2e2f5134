import {
  countsIn,
  everyMonths,
  everyWeeks,
  minuteRanges,
  days,
  hours,
  minutes,
  months,
  parseLength,
  range,
  spanOf,
  timeAdjective,
  timeAt,
  timeCount,
  timeIn,
  timeLabel,
  timeTaken,
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
    expect(minuteRanges('takes 30 to 45 minutes, within a 30-minute visit, a 10- to 15-minute injection')).toEqual([
      { min: 30, max: 45 },
      { min: 30, max: 30 },
      { min: 10, max: 15 },
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

describe('parseLength', () => {
  it('reads a length as the owner types it into a span of minutes', () => {
    expect(parseLength('60 min')).toEqual(minutes(60));
    expect(parseLength('30-45 min')).toEqual(minutes(30, 45));
  });

  it('refuses anything else, naming the value and the form it takes', () => {
    for (const typed of ['an hour', '60', '60 minutes', '30 - 45 min', ''])
      expect(() => parseLength(typed)).toThrow(`"${typed}" is not a length such as "60 min" or "30-45 min"`);
  });
});

describe('spanOf', () => {
  it('spans several spans of one unit, and refuses to mix units', () => {
    expect(spanOf([minutes(30, 45), minutes(45, 60), minutes(30, 45)])).toEqual(minutes(30, 60));
    expect(spanOf([weeks(2)])).toEqual(weeks(2));
    expect(() => spanOf([minutes(30), hours(1)])).toThrow('cannot be joined');
    expect(() => spanOf([])).toThrow('No span');
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

describe('timeIn, timeTaken, timeCount, timeAt, timeLabel and timeAdjective', () => {
  // English as the copy writes results and drives ("48-72 hours"), how long a visit takes ("30 to 45 minutes") and
  // labels ("30-45 min"); Spanish as the glossary does ("de 3 a 4 meses", "de 10 a 15 min"), without its "de" after a
  // word that counts ("unos 25 a 30 minutos"). A span describing a noun has one form: "a 20- to 25-minute drive".
  // Each row: the span, then how timeIn | timeTaken | timeCount | timeAt | timeLabel | timeAdjective write it.
  const cases: Record<Locale, [Span, string][]> = {
    en: [
      [hours(48, 72), '48-72 hours | 48 to 72 hours | 48-72 hours | at 48-72 hours | 48-72 hours | 48- to 72-hour'],
      [weeks(2), '2 weeks | 2 weeks | 2 weeks | at 2 weeks | 2 weeks | 2-week'],
      [weeks(1), 'a week | a week | a week | after a week | 1 week | 1-week'],
      [hours(1), 'an hour | an hour | an hour | after an hour | 1 hour | 1-hour'],
      [
        minutes(20, 25),
        '20-25 minutes | 20 to 25 minutes | 20-25 minutes | at 20-25 minutes | 20-25 min | 20- to 25-minute',
      ],
      [minutes(60), '60 minutes | 60 minutes | 60 minutes | at 60 minutes | 60 min | 60-minute'],
    ],
    es: [
      [
        hours(48, 72),
        'de 48 a 72 horas | de 48 a 72 horas | 48 a 72 horas | a las 48 a 72 horas | de 48 a 72 horas | de 48 a 72 horas',
      ],
      [
        days(10, 14),
        'de 10 a 14 días | de 10 a 14 días | 10 a 14 días | a los 10 a 14 días | de 10 a 14 días | de 10 a 14 días',
      ],
      [weeks(2), '2 semanas | 2 semanas | 2 semanas | a las 2 semanas | 2 semanas | de 2 semanas'],
      [weeks(1), 'una semana | una semana | una semana | a la semana | 1 semana | de una semana'],
      [months(1), 'un mes | un mes | un mes | al mes | 1 mes | de un mes'],
      [
        months(3, 4),
        'de 3 a 4 meses | de 3 a 4 meses | 3 a 4 meses | a los 3 a 4 meses | de 3 a 4 meses | de 3 a 4 meses',
      ],
      [
        minutes(25, 30),
        'de 25 a 30 minutos | de 25 a 30 minutos | 25 a 30 minutos | a los 25 a 30 minutos | de 25 a 30 min | de 25 a 30 minutos',
      ],
      [minutes(60), '60 minutos | 60 minutos | 60 minutos | a los 60 minutos | 60 min | de 60 minutos'],
    ],
  };
  const rows = (['en', 'es'] as const).flatMap((locale) =>
    cases[locale].map(([span, forms]) => [locale, span, forms] as const),
  );
  it.each(rows)('write %s %j in each form', (locale, span, forms) => {
    const written = [timeIn, timeTaken, timeCount, timeAt, timeLabel, timeAdjective].map((form) => form(locale, span));
    expect(written.join(' | ')).toBe(forms);
  });
});
