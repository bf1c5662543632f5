import { addDays } from '@mealbox/contracts/london-calendar';
import { menuWeekOf as mondayOf } from '@mealbox/contracts/weekly-menu';
import { formatWeekdayDate } from '../format/dates';

/**
 * Menu weeks as the pages name them. A menu week runs Monday to Sunday and is named by its Monday
 * ('2026-11-30'), as the catalogue's `?week=` and its `X-Menu-Week` header do: the contracts' own rule, from
 * their zod-free `weekly-menu` entry, so the browser and the services can never disagree about a week.
 */

/** The Monday (YYYY-MM-DD) of the menu week holding a London calendar day; null for a value that is not a day. */
export function menuWeekOf(day: string): string | null {
  try {
    return mondayOf(day);
  } catch {
    return null;
  }
}

/** The Monday a week after `monday`. */
export function weekAfter(monday: string): string {
  return addDays(monday, 7);
}

/** 'Monday 30 November': how a week is named to customers (by the day its menu starts). */
export function menuWeekWords(monday: string): string {
  return formatWeekdayDate(monday) || monday;
}

export interface DeliveryWeek {
  /** The week's Monday. */
  week: string;
  /** The delivery days offered in it, earliest first. */
  dates: string[];
}

/** The offered delivery days grouped by menu week, earliest first (weeks with no day offered are left out). */
export function deliveryWeeks(dates: readonly string[]): DeliveryWeek[] {
  const weeks = new Map<string, string[]>();
  for (const date of dates) {
    const week = menuWeekOf(date);
    if (!week) continue;
    const days = weeks.get(week);
    if (days) days.push(date);
    else weeks.set(week, [date]);
  }
  return (
    [...weeks]
      .map(([week, days]) => ({ week, dates: [...days].sort() }))
      // ISO dates sort as plain strings; localeCompare would build an Intl collator, slow the first time on a phone.
      .sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0))
  );
}

/** The offered days that fall in the menu week of `week` (any day of it). */
export function datesInWeek(dates: readonly string[], week: string): string[] {
  const monday = menuWeekOf(week);
  return monday ? dates.filter((date) => menuWeekOf(date) === monday) : [];
}
