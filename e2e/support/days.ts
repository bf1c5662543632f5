/*
 * London calendar days as the pages write them, worked out here (not by the pages' code) so a test checks the
 * page's wording rather than repeating it.
 */
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

const weekdayDayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: LONDON_TIME_ZONE,
});

const weekdayDayMonthYear = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LONDON_TIME_ZONE,
});

/** 'Monday 30 November' (YYYY-MM-DD in). */
export const weekdayDate = (day: string): string => weekdayDayMonth.format(new Date(`${day}T12:00:00Z`));

/** 'Tuesday 1 December 2026', as a delivery day is written and read out (YYYY-MM-DD in). */
export const dayLabel = (day: string): string =>
  weekdayDayMonthYear.format(new Date(`${day}T12:00:00Z`)).replace(',', '');
