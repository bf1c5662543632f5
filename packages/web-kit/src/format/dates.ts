/**
 * Dates are shown en-GB and in UK time, whatever the browser's own zone: a delivery 'on Tuesday 4 March' must mean
 * the same day to the customer, the kitchen and the courier. A calendar date ('2025-03-04') is written from the London
 * calendar's own words, not by Intl: it needs no time zone, and the first Intl formatter a page makes costs a phone's
 * main thread a tenth of a second and more (`@mealbox/contracts/en-gb-numbers`). Instants still go through Intl.
 */
import { lazyFormatter } from '@mealbox/contracts/lazy-formatter';
import {
  LONDON_TIME_ZONE,
  formatDayMonth,
  formatLongDate,
  weekdayOf,
} from '@mealbox/contracts/london-calendar';

const longDate = lazyFormatter(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LONDON_TIME_ZONE }),
);
const shortDate = lazyFormatter(
  () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: LONDON_TIME_ZONE }),
);
const weekdayDate = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: LONDON_TIME_ZONE,
    }),
);
const dateTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: LONDON_TIME_ZONE }),
);

type DateInput = Date | string | number;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date from the API that is a real day, written from the calendar's own words (others keep Date's reading). */
const calendarDay = (value: DateInput): string | undefined =>
  typeof value === 'string' &&
  CALENDAR_DATE.test(value) &&
  toDate(value)?.toISOString().slice(0, 10) === value
    ? value
    : undefined;

/**
 * A calendar date from the API ('2025-03-04') is a day, not an instant: read it as midday UTC so that no time zone
 * can move it to the day before or after.
 */
function toDate(value: DateInput): Date | undefined {
  const date =
    typeof value === 'string' && CALENDAR_DATE.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '4 March 2025'; '' for a value that is not a date, so a bad field never breaks a page. */
export function formatDate(value: DateInput): string {
  const day = calendarDay(value);
  if (day) return formatLongDate(day);
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** '04/03/2025' (day first, as in the UK). */
export function formatShortDate(value: DateInput): string {
  const day = calendarDay(value);
  if (day) return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const date = toDate(value);
  return date ? shortDate().format(date) : '';
}

/** 'Tuesday 4 March', for delivery days. */
export function formatWeekdayDate(value: DateInput): string {
  const day = calendarDay(value);
  if (day) return `${weekdayOf(day)} ${formatDayMonth(day)}`;
  const date = toDate(value);
  return date ? weekdayDate().format(date) : '';
}

/** '4 Mar 2025, 14:05' (24-hour clock). */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : '';
}
