/**
 * The weekly menu. A meal either stays on every week's menu or rests one week of a four-week turn
 * (`menuRestWeek` 1 to 4, set by staff; the demo menu spreads its meals over the four), so each week's menu
 * differs from the last and a month shows every meal (the marketing pages' "the menu changes weekly with 50+
 * options per month"). The rule is shared, like the price rule: the catalogue lists a week's menu, and ordering
 * checks an order's meals against the menu of its delivery week from its own copies of the meals.
 *
 * Trade-off: a turn of rest weeks, not a hand-built menu per week; that would need a menu editor and its own
 * events, and this gives the weekly change with the meal form staff already use.
 */

import { addDays, dayOfWeek, daysBetween } from '../calendar/london-calendar';

/** Weeks in one turn of the menu. */
export const MENU_TURN_WEEKS = 4;

/** The rest-week choices staff pick from (null: on the menu every week). */
export const MENU_REST_WEEKS = [1, 2, 3, 4] as const;
export type MenuRestWeek = (typeof MENU_REST_WEEKS)[number];

/** A Monday counted from: week 1 of the turn. */
const FIRST_MONDAY = '2024-01-01';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday (YYYY-MM-DD) that starts the menu week holding `date` (a London calendar day). */
export function menuWeekOf(date: string): string {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date: ${date}`);
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** Which week of the turn (1 to 4) `date` falls in. */
export function menuTurnWeekOf(date: string): MenuRestWeek {
  const weeks = daysBetween(FIRST_MONDAY, menuWeekOf(date)) / 7;
  return ((((weeks % MENU_TURN_WEEKS) + MENU_TURN_WEEKS) % MENU_TURN_WEEKS) + 1) as MenuRestWeek;
}

/** Whether a meal is on the menu of the week holding `date` (whether it is on sale is its status). */
export function isOnWeeklyMenu(meal: { menuRestWeek?: number | null | undefined }, date: string): boolean {
  return meal.menuRestWeek == null || meal.menuRestWeek !== menuTurnWeekOf(date);
}
