import { durationAdjective, durationInSpanish, minuteRanges } from './durations';

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

describe('durationAdjective', () => {
  it('writes a length before a noun the way US copy does', () => {
    expect(durationAdjective('60 min')).toBe('60-minute');
    expect(durationAdjective('30-45 min')).toBe('30- to 45-minute');
    expect(durationAdjective('Varies')).toBe('Varies');
  });
});

describe('durationInSpanish', () => {
  it('writes a length in words for a Spanish sentence', () => {
    expect(durationInSpanish('60 min')).toBe('60 minutos');
    expect(durationInSpanish('30-45 min')).toBe('30 a 45 minutos');
    expect(durationInSpanish('Varies')).toBe('Varies');
  });
});
