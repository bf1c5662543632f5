/**
 * Calendar days as the subscription API names them ('2026-03-12', London days), worked out in the browser for
 * the pickers. A day is read at midday UTC, so no time zone can move it to the day before or after.
 */
const UK = 'Europe/London';

const dayParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  timeZone: UK,
});
const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: UK });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** London's calendar day at `now`. */
export function londonDay(now: Date): string {
  const parts = dayParts.formatToParts(now);
  return `${partOf(parts, 'year')}-${partOf(parts, 'month')}-${partOf(parts, 'day')}`;
}

/** The hour (0 to 23) on London's clocks at `now`, GMT or BST. */
export function londonHour(now: Date): number {
  return Number(partOf(dayParts.formatToParts(now), 'hour'));
}

const atMidday = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = atMidday(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Thursday'. */
export function weekdayOf(day: string): string {
  return weekdayName.format(atMidday(day));
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = atMidday(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Every day from `first` to `last`, both included, earliest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  if (!ISO_DAY.test(first) || !ISO_DAY.test(last)) return days;
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
