import type { Choice, MealStatus } from '@mealbox/contracts';
import { addDays, formatDayMonth } from '@mealbox/contracts/london-calendar';
import { MENU_REST_WEEKS, menuTurnWeekOf, menuWeekOf } from '@mealbox/contracts/weekly-menu';

/**
 * The spec's meal statuses with their labels (section 3), in the catalogue's order. Only the type comes from
 * contracts (its values would bring zod to the browser); meals.unit.test.ts checks the list against it.
 */
export const MEAL_STATUS_CHOICES = [
  { value: 'available', label: 'Available' },
  { value: 'sold_out', label: 'Sold Out' },
  { value: 'not_available', label: 'Not Available' },
] as const satisfies ReadonlyArray<Choice<MealStatus>>;

export function statusLabel(status: string): string {
  return MEAL_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status;
}

/** How a status reads at a glance: on the menu, gone for now, or off the menu. */
export function statusTone(status: string): 'green' | 'amber' | 'neutral' {
  if (status === 'available') return 'green';
  return status === 'sold_out' ? 'amber' : 'neutral';
}

/** 'this week', or 'next: week of 7 December': when week `turnWeek` of the menu's turn next comes (from `today`). */
function whenWeekOfTurn(turnWeek: number, today: string): string {
  const thisMonday = menuWeekOf(today);
  let monday = thisMonday;
  while (menuTurnWeekOf(monday) !== turnWeek) monday = addDays(monday, 7);
  return monday === thisMonday ? 'this week' : `next: week of ${formatDayMonth(monday)}`;
}

/**
 * The rest-week choices of the meal form: every week, or one week of the four-week turn, each named by when it
 * next falls (from `today`, a London date), so staff see when the meal will be off the menu.
 */
export function menuRestWeekChoices(today: string): { value: string; label: string }[] {
  return [
    { value: '', label: 'Every week' },
    ...MENU_REST_WEEKS.map((week) => ({
      value: String(week),
      label: `Rests week ${week} of 4 (${whenWeekOfTurn(week, today)})`,
    })),
  ];
}
