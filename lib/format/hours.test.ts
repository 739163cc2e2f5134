import type { DayHours } from '@/content/site';
import { ui } from '@/content/ui';
import { describeStatus, formatTime, groupHours, openStatus } from './hours';
import { expectResults } from '../__fixtures__/expect-results';

const en = ui.en.hours;
const es = ui.es.hours;

/** A week to test the logic on (the studio's own hours are the owner's to change in content/site.ts). */
const week: readonly DayHours[] = [
  ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({
    day,
    open: '09:00',
    close: '19:00',
  })),
  { day: 'Saturday', open: '10:00', close: '17:00' },
  { day: 'Sunday', open: null, close: null },
];
const tz = 'America/Denver';
// El Paso is UTC-7 in winter (MST) and UTC-6 in summer (MDT).
const at = (iso: string) => openStatus(week, new Date(iso), tz);

describe('formatTime', () => {
  it('formats 24-hour times as US 12-hour times', () => {
    expectResults(formatTime, { '09:00': '9:00 AM', '12:30': '12:30 PM', '19:00': '7:00 PM', '00:15': '12:15 AM' });
  });
});

describe('groupHours', () => {
  it('groups a week into runs of days with the same hours', () => {
    expect(groupHours(week, en)).toEqual([
      { label: 'Monday – Friday', hours: '9:00 AM – 7:00 PM' },
      { label: 'Saturday', hours: '10:00 AM – 5:00 PM' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
  });
  it('reads the same week in Spanish', () => {
    expect(groupHours(week, es)).toEqual([
      { label: 'lunes a viernes', hours: '9:00 a. m. – 7:00 p. m.' },
      { label: 'sábado', hours: '10:00 a. m. – 5:00 p. m.' },
      { label: 'domingo', hours: 'Cerrado' },
    ]);
  });
});

describe('openStatus in America/Denver', () => {
  it('is open on a Wednesday afternoon', () => {
    // 2026-11-25 is a Wednesday; 21:00 UTC = 2:00 PM MST
    expect(at('2026-11-25T21:00:00Z')).toEqual({ open: true, closesAt: '19:00' });
  });
  it('opens at exactly 9:00 AM and closes at exactly 7:00 PM', () => {
    expect(at('2026-11-25T16:00:00Z')?.open).toBe(true); // 9:00 AM MST
    expect(at('2026-11-25T15:59:00Z')).toEqual({ open: false, opensDay: 'Wednesday', opensAt: '09:00', today: true });
    expect(at('2026-11-26T02:00:00Z')).toEqual({ open: false, opensDay: 'Thursday', opensAt: '09:00', today: false }); // 7:00 PM Wed
  });
  it('skips Sunday: Saturday evening next opens Monday', () => {
    expect(at('2026-11-29T01:00:00Z')).toEqual({ open: false, opensDay: 'Monday', opensAt: '09:00', today: false }); // Sat 6 PM
  });
  it('uses Saturday hours and daylight saving time', () => {
    // 2026-07-11 is a Saturday; 16:30 UTC = 10:30 AM MDT
    expect(at('2026-07-11T16:30:00Z')).toEqual({ open: true, closesAt: '17:00' });
    expect(at('2026-07-11T15:30:00Z')).toEqual({ open: false, opensDay: 'Saturday', opensAt: '10:00', today: true });
  });
  it('describes the status in words', () => {
    expect(describeStatus(at('2026-11-25T21:00:00Z'), en)).toBe('Open now · closes at 7:00 PM');
    expect(describeStatus(at('2026-11-29T18:00:00Z'), en)).toBe('Closed now · opens Monday at 9:00 AM'); // Sunday
    expect(describeStatus(at('2026-11-25T15:59:00Z'), en)).toBe('Closed now · opens today at 9:00 AM');
  });
  it('describes the status in Spanish', () => {
    expect(describeStatus(at('2026-11-25T21:00:00Z'), es)).toBe('Abierto · cierra a las 7:00 p. m.');
    expect(describeStatus(at('2026-11-29T18:00:00Z'), es)).toBe('Cerrado · abre el lunes a las 9:00 a. m.');
    expect(describeStatus(at('2026-11-25T15:59:00Z'), es)).toBe('Cerrado · abre hoy a las 9:00 a. m.');
  });
});
