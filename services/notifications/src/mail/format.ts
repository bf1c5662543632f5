import { LONDON_TIME_ZONE, londonClockTime } from '@mealbox/contracts/london-calendar';

/** GBP and en-GB, London time: how every mail writes money and dates. */

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 7599 -> '£75.99'. */
export const money = (pence: number): string => gbp.format(pence / 100);

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'Thursday 3 December 2026', from the formatter's parts: recent ICU data writes en-GB with a comma after the
 * weekday ('Thursday, 3 December'), older data without; British house style has none.
 */
function weekdayDayMonthYear(format: Intl.DateTimeFormat, at: Date): string {
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** A calendar day ('2026-12-03') -> 'Thursday 3 December 2026'. */
export const calendarDay = (isoDate: string): string =>
  weekdayDayMonthYear(longDay, new Date(`${isoDate}T00:00:00Z`));

const londonDayOnly = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LONDON_TIME_ZONE,
});

/** An instant -> its London day, 'Monday 30 November 2026'. */
export const londonDay = (instant: string | Date): string =>
  weekdayDayMonthYear(londonDayOnly, new Date(instant));

/** An instant -> 'Monday 30 November 2026 at 12:00', on the London clock (GMT or BST). */
export const londonDayAndTime = (instant: string | Date): string =>
  `${londonDay(instant)} at ${londonClockTime(new Date(instant))}`;

/** Escapes text for HTML (names and meal names come from people). */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const weekdayDayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A calendar day ('2026-12-03') without its year -> 'Thursday 3 December'. */
export const shortCalendarDay = (isoDate: string): string => {
  const parts = weekdayDayMonth.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
};

/** An instant's time on the London clock, '12:00'. */
export const londonTimeOfDay = (instant: string | Date): string => londonClockTime(new Date(instant));

const londonWeekdayDayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: LONDON_TIME_ZONE,
});

/** An instant -> its London day without the year, 'Monday 30 November' (a cut-off late in a UTC day may be tomorrow in London). */
export const londonShortDay = (instant: string | Date): string => {
  const parts = londonWeekdayDayMonth.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
};
