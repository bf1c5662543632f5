import { formatDate } from '@mealbox/web-kit';

const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDate = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** '2025-03' -> 'Mar' (an axis label; January also shows its year, so the axis reads across a year end). */
export function monthTick(month: string): string {
  const label = shortMonth.format(monthDate(month));
  return month.endsWith('-01') ? `${label} ${month.slice(2, 4)}` : label;
}

/** '2025-03' -> 'March 2025'. */
export const monthName = (month: string): string => longMonth.format(monthDate(month));

/** '1 March 2025 to 30 March 2025' (both days included). */
export const periodLabel = (start: string, end: string): string =>
  start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;

/** '1 order' / '3 orders', with the count in en-GB digits (12,345). */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** The chart's scale: a round top at or above the largest value, so bars and grid lines line up. */
export function niceCeiling(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((top) => top >= value) ?? 10 * magnitude;
  return step;
}
