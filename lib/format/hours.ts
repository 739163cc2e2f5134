import { fill } from './locale';

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export type DayHours = {
  day: Weekday;
  /** 24-hour "HH:MM" in the studio's time zone, or null when closed. */
  open: string | null;
  close: string | null;
};

/**
 * The words hours are read in, one set per language (content/ui.ts). Plain strings with `{placeholders}`, so the
 * open-now line (a client component) receives them as props.
 */
export type HoursWords = {
  days: Record<Weekday, string>;
  am: string;
  pm: string;
  closed: string;
  /** "{first} – {last}" */
  dayRange: string;
  /** "Open now · closes at {time}" */
  openNow: string;
  /** "Closed now · opens today at {time}" */
  opensToday: string;
  /** "Closed now · opens {day} at {time}" */
  opensDay: string;
};

type Marks = Pick<HoursWords, 'am' | 'pm'>;
const US: Marks = { am: 'AM', pm: 'PM' };

export const WEEKDAYS: readonly Weekday[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** "19:00" -> "7:00 PM" (or "7:00 p. m." with Spanish marks) */
export function formatTime(hhmm: string, marks: Marks = US): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? marks.pm : marks.am;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatRange(day: DayHours, words: HoursWords): string {
  return day.open && day.close ? `${formatTime(day.open, words)} – ${formatTime(day.close, words)}` : words.closed;
}

export type HoursGroup = { label: string; hours: string };

/** Groups consecutive days with the same hours: "Monday – Friday: 9:00 AM – 7:00 PM", "lunes a viernes". */
export function groupHours(hours: readonly DayHours[], words: HoursWords): HoursGroup[] {
  const groups: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of hours) {
    const range = formatRange(day, words);
    const prev = groups[groups.length - 1];
    if (prev && prev.hours === range) prev.last = day.day;
    else groups.push({ first: day.day, last: day.day, hours: range });
  }
  return groups.map((g) => ({
    label:
      g.first === g.last
        ? words.days[g.first]
        : fill(words.dayRange, { first: words.days[g.first], last: words.days[g.last] }),
    hours: g.hours,
  }));
}

/** A group's label where it starts a row of an hours list: "Lunes a viernes" (Spanish days are lowercase mid-sentence). */
export const rowLabel = (label: string) => label.charAt(0).toLocaleUpperCase() + label.slice(1);

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

export type OpenStatus =
  | { open: true; closesAt: string }
  | { open: false; opensDay: Weekday; opensAt: string; today: boolean };

/** Whether the studio is open at `date`, and when ("HH:MM") it next opens or closes. */
export function openStatus(hours: readonly DayHours[], date: Date, timeZone: string): OpenStatus | null {
  const now = zonedNow(date, timeZone);
  const byDay = new Map(hours.map((h) => [h.day, h]));
  const todayIndex = WEEKDAYS.indexOf(now.weekday);
  const today = byDay.get(now.weekday);
  if (today?.open && today.close && now.minutes >= toMinutes(today.open) && now.minutes < toMinutes(today.close)) {
    return { open: true, closesAt: today.close };
  }
  for (let offset = 0; offset < 7; offset++) {
    const day = WEEKDAYS[(todayIndex + offset) % 7];
    const entry = day ? byDay.get(day) : undefined;
    if (!entry?.open || !day) continue;
    if (offset === 0 && now.minutes >= toMinutes(entry.open)) continue;
    return { open: false, opensDay: day, opensAt: entry.open, today: offset === 0 };
  }
  return null;
}

export function describeStatus(status: OpenStatus | null, words: HoursWords): string {
  if (!status) return words.closed;
  if (status.open) return fill(words.openNow, { time: formatTime(status.closesAt, words) });
  const time = formatTime(status.opensAt, words);
  return status.today
    ? fill(words.opensToday, { time })
    : fill(words.opensDay, { day: words.days[status.opensDay], time });
}
