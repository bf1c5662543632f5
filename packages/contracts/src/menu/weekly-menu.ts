/**
 * The weekly menu. Every meal on sale takes one week off in four, by a fixed turn, so each week's menu differs
 * from the last by a quarter of its dishes and a month shows every meal (the marketing pages' "the menu changes
 * weekly with 50+ options per month"). The rule is shared, like the price rule, so the catalogue lists a week's
 * menu and ordering checks an order's meals against the menu of its delivery week from its own copies of the
 * meals, with no menu event to wait for.
 *
 * Trade-off: staff choose which meals are on sale (a meal's status), not which week each one rests; a new meal
 * may start with its week off. A hand-built menu per week would need a menu editor and a menu event.
 */

/** Weeks in one turn of the menu: each meal rests one of them. */
export const MENU_CYCLE_WEEKS = 4;

/** A Monday before any menu, counted from: week 0 of the turn. */
const FIRST_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(date: string): number {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The Monday (YYYY-MM-DD) that starts the menu week holding `date` (a London calendar day). */
export function menuWeekOf(date: string): string {
  const day = utcDay(date);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Which week of the turn (0 to 3) `date` falls in. */
function turnOf(date: string): number {
  const weeks = Math.round((utcDay(menuWeekOf(date)) - FIRST_MONDAY) / (7 * DAY_MS));
  return ((weeks % MENU_CYCLE_WEEKS) + MENU_CYCLE_WEEKS) % MENU_CYCLE_WEEKS;
}

/**
 * The week of the turn a meal rests. A MongoDB id ends in a counter that rises by one per id, so meals created
 * together (the seeded menu) take their rest weeks in turn and every week keeps three quarters of each
 * category; any other id is hashed.
 */
export function restWeekOf(mealId: string): number {
  if (/^[0-9a-f]{24}$/i.test(mealId)) return parseInt(mealId.slice(-6), 16) % MENU_CYCLE_WEEKS;
  let hash = 2166136261;
  for (const char of mealId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % MENU_CYCLE_WEEKS;
}

/** Whether a meal is on the menu of the week holding `date` (a meal on sale must still be available). */
export function isOnWeeklyMenu(mealId: string, date: string): boolean {
  return restWeekOf(mealId) !== turnOf(date);
}
