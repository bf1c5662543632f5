import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

/**
 * Delivery days as the pickers show them. A day from the API ('2026-03-10') is a calendar day, not an instant:
 * it is read at midday UTC and written in UK time, so no time zone can move it to the day before or after.
 */
const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: LONDON_TIME_ZONE });
const dayNumber = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: LONDON_TIME_ZONE });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: LONDON_TIME_ZONE });
const full = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LONDON_TIME_ZONE,
});

export interface DayParts {
  /** 'Tue' */
  weekday: string;
  /** '10' */
  day: string;
  /** 'Mar' */
  month: string;
  /** 'Tuesday 10 March 2026': what a screen reader hears. */
  label: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function dayParts(date: string): DayParts | null {
  if (!ISO_DAY.test(date)) return null;
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return null;
  return {
    weekday: weekdayShort.format(instant),
    day: dayNumber.format(instant),
    month: monthShort.format(instant),
    label: full.format(instant).replace(',', ''),
  };
}

/** The day to show as chosen: the customer's choice while it is still offered, else the earliest offered. */
export function chosenDay(offered: readonly string[], choice: string | null): string | undefined {
  return choice !== null && offered.includes(choice) ? choice : offered[0];
}
