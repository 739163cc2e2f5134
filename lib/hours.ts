import type { DayHours, Weekday } from '@/content/site';

export const WEEKDAYS: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "19:00" -> "7:00 PM" */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatRange(day: DayHours): string {
  return day.open && day.close ? `${formatTime(day.open)} – ${formatTime(day.close)}` : 'Closed';
}

export type HoursGroup = { label: string; hours: string };

/** Groups consecutive days with the same hours: "Monday – Friday: 9:00 AM – 7:00 PM". */
export function groupHours(hours: readonly DayHours[]): HoursGroup[] {
  const groups: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of hours) {
    const range = formatRange(day);
    const prev = groups[groups.length - 1];
    if (prev && prev.hours === range) prev.last = day.day;
    else groups.push({ first: day.day, last: day.day, hours: range });
  }
  return groups.map((g) => ({ label: g.first === g.last ? g.first : `${g.first} – ${g.last}`, hours: g.hours }));
}

type ZonedNow = { weekday: Weekday; minutes: number };

/** Weekday and minutes since midnight of `date` in `timeZone`. */
export function zonedNow(date: Date, timeZone: string): ZonedNow {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: get('weekday') as Weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

export type OpenStatus = { open: true; closesAt: string } | { open: false; opensDay: Weekday; opensAt: string; today: boolean };

/** Whether the studio is open at `date`, and when it next opens or closes. */
export function openStatus(hours: readonly DayHours[], date: Date, timeZone: string): OpenStatus | null {
  const now = zonedNow(date, timeZone);
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const todayIndex = WEEKDAYS.indexOf(now.weekday);
  const today = byDay.get(now.weekday);
  if (today?.open && today.close && now.minutes >= toMinutes(today.open) && now.minutes < toMinutes(today.close)) {
    return { open: true, closesAt: formatTime(today.close) };
  }
  for (let offset = 0; offset < 7; offset++) {
    const day = WEEKDAYS[(todayIndex + offset) % 7];
    const entry = day ? byDay.get(day) : undefined;
    if (!entry?.open || !day) continue;
    if (offset === 0 && now.minutes >= toMinutes(entry.open)) continue;
    return { open: false, opensDay: day, opensAt: formatTime(entry.open), today: offset === 0 };
  }
  return null;
}

export function describeStatus(status: OpenStatus | null): string {
  if (!status) return 'Closed';
  if (status.open) return `Open now · closes at ${status.closesAt}`;
  return status.today ? `Closed now · opens today at ${status.opensAt}` : `Closed now · opens ${status.opensDay} at ${status.opensAt}`;
}
