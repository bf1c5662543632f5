/**
 * Calendar dates (YYYY-MM-DD) as the UK counts them, the one copy for every service and the browser. Deliveries,
 * cut-offs, bank holidays and the report's day filters are about London's calendar, whatever the machine's time
 * zone; arithmetic runs on UTC midnights, so it never trips over the clocks changing. Browser-safe (Intl only):
 * `@mealbox/contracts/london-calendar`.
 */
import { lazyFormatter } from './lazy-formatter';

/** The shop's time zone: every date a customer or staff member reads is London's. */
export const LONDON_TIME_ZONE = 'Europe/London';

const londonClock = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  Number(parts.find((p) => p.type === type)?.value);

/** The date it is in London at `instant`. */
export function londonDate(instant: Date): string {
  const parts = londonClock().formatToParts(instant);
  return isoDate(part(parts, 'year'), part(parts, 'month'), part(parts, 'day'));
}

/** The hour (0 to 23) on London's clocks at `instant`, GMT or BST. */
export function londonHour(instant: Date): number {
  return part(londonClock().formatToParts(instant), 'hour');
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '12:00': the time on London's clocks at `instant`, GMT or BST, 24-hour. */
export function londonClockTime(instant: Date): string {
  const parts = londonClock().formatToParts(instant);
  return `${twoDigits(part(parts, 'hour'))}:${twoDigits(part(parts, 'minute'))}`;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every date from `first` to `last`, both included, earliest first; none when either is not a date. */
export function everyDateFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  if (!ISO_DATE.test(first) || !ISO_DATE.test(last)) return dates;
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The instant London's day `date` begins. The UK changes its clocks at 01:00 UTC, never around midnight, so
 * London's offset at UTC midnight of that date is its offset at its own midnight.
 */
export function londonMidnight(date: string): Date {
  const utc = utcMidnight(date);
  const parts = londonClock().formatToParts(new Date(utc));
  const londonAtUtcMidnight = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return new Date(utc - (londonAtUtcMidnight - utc));
}

/**
 * The instant London's clocks show `hour`:`minute` on `date`. The UK changes its clocks between 01:00 and 02:00
 * local time, so any other time of day names exactly one instant: London's offset at that UTC wall time is its
 * offset at the local one (both sides of a change are at least an hour away).
 */
export function londonTime(date: string, hour: number, minute = 0): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const parts = londonClock().formatToParts(new Date(wall));
  const londonAtWall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return new Date(wall - (londonAtWall - wall));
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** January first: the months as en-GB writes them in full. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Calendar dates are written from these tables rather than by Intl: the first Intl formatter a page makes loads the
// browser's locale data, a tenth of a second and more of a phone's main thread (en-gb-numbers.ts), and a day needs
// no time zone. The unit test holds the words equal to Intl's en-GB.
const monthOf = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';
const dayNumberOf = (date: string) => Number(date.slice(8, 10));

/** '2025-03-07' -> '7 March 2025' (en-GB, as customers read dates). */
export function formatLongDate(date: string): string {
  return `${formatDayMonth(date)} ${Number(date.slice(0, 4))}`;
}

/** '2026-03-12' -> 'Thursday'. */
export function weekdayOf(date: string): (typeof WEEKDAY_NAMES)[number] {
  // dayOfWeek is always 0-6; the fallback only satisfies the index type.
  return WEEKDAY_NAMES[dayOfWeek(date)] ?? 'Sunday';
}

/** '2026-03-12' -> 'Thursday 12 March 2026'. */
export function formatWeekdayDate(date: string): string {
  return `${weekdayOf(date)} ${formatLongDate(date)}`;
}

/** '2026-03-12' -> '12 March' (where the year goes without saying). */
export function formatDayMonth(date: string): string {
  return `${dayNumberOf(date)} ${monthOf(date)}`;
}
