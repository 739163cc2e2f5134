/**
 * Property-based test of the open/closed answer: for any instant, including the hours around both daylight-saving
 * changes in America/Denver, openStatus agrees with a reference that finds the local time a different way (the
 * zone's UTC offset from Intl, applied by hand) and walks forward to the next opening hour by hour.
 */
import fc from 'fast-check';
import { site, type Weekday } from '@/content/site';
import { WEEKDAYS, openStatus } from './hours';

const RUNS = 1000;
const tz = site.timeZone;
const HOUR = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' });
/** The zone's offset from UTC at `ms`, in ms ("GMT-07:00" -> -7 h). */
function offsetAt(ms: number): number {
  const name = offsetFormat.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0; // "GMT" alone means offset zero
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * HOUR + Number(m[3]) * 60_000);
}

/** Local weekday and minutes since midnight, from the offset rather than from formatted parts. */
function localTime(ms: number): { weekday: Weekday; minutes: number } {
  const local = new Date(ms + offsetAt(ms));
  return { weekday: WEEKDAYS[local.getUTCDay()] as Weekday, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function referenceOpen(ms: number): boolean {
  const { weekday, minutes } = localTime(ms);
  const day = site.hours.find((h) => h.day === weekday);
  return !!day?.open && !!day.close && minutes >= minutesOf(day.open) && minutes < minutesOf(day.close);
}

/** Every opening lasts more than an hour, so hourly steps cannot skip one. */
function referenceNextOpening(ms: number): { opensDay: Weekday; opensAt: string; today: boolean } {
  const startDay = localTime(ms).weekday;
  for (let t = ms; t < ms + 8 * 24 * HOUR; t += HOUR) {
    if (!referenceOpen(t)) continue;
    const { weekday } = localTime(t);
    const open = site.hours.find((h) => h.day === weekday)?.open ?? '';
    const today = weekday === startDay && t - ms < 24 * HOUR;
    return { opensDay: weekday, opensAt: open, today };
  }
  throw new Error('the studio never opens');
}

/** US rules since 2007: 2:00 AM local on the second Sunday of March and the first Sunday of November. */
function dstChanges(year: number): number[] {
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (n - 1) * 7;
  };
  return [Date.UTC(year, 2, nthSunday(2, 2), 9), Date.UTC(year, 10, nthSunday(10, 1), 8)]; // 2 AM MST = 09 UTC, 2 AM MDT = 08 UTC
}
const changes = Array.from({ length: 2040 - 2007 + 1 }, (_, i) => dstChanges(2007 + i)).flat();

const anyInstant = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.getTime());
/** Instants within two days either side of a daylight-saving change (from a Saturday to a Tuesday). */
const nearDstChange = fc
  .tuple(fc.constantFrom(...changes), fc.integer({ min: -48 * HOUR, max: 48 * HOUR }))
  .map(([change, delta]) => change + delta);
/** Exactly on, or a minute either side of, an opening or closing time. */
const nearBoundary = fc
  .tuple(anyInstant, fc.constantFrom('09:00', '10:00', '17:00', '19:00'), fc.constantFrom(-60_000, -1, 0, 1, 59_999))
  .map(([ms, hhmm, delta]) => {
    const local = ms + offsetAt(ms);
    const midnight = local - (local % (24 * HOUR));
    const target = midnight + minutesOf(hhmm) * 60_000;
    return target - offsetAt(target) + delta;
  });

describe('openStatus (property-based, America/Denver)', () => {
  it('the generator really spans both daylight-saving changes', () => {
    for (const change of changes.slice(0, 2)) expect(offsetAt(change - 1)).not.toBe(offsetAt(change + 1));
  });

  it(`agrees with the Intl offset reference at any instant, near both DST changes and at the opening and closing minutes (${RUNS * 3} cases)`, () => {
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearDstChange, nearBoundary), (ms) => {
        const status = openStatus(site.hours, new Date(ms), tz);
        expect(status?.open).toBe(referenceOpen(ms));
        if (status && !status.open) expect(status).toEqual({ open: false, ...referenceNextOpening(ms) });
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
