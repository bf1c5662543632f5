import type { Order } from '@mealbox/contracts';
import { isOnWeeklyMenu } from '@mealbox/contracts/weekly-menu';

/**
 * The delivery days an order's chosen meals allow: those whose week's menu has every one of them (a meal may
 * rest one week of the menu's turn). Ordering refuses any other day, so the cart does not offer it. An order
 * with no meals chosen yet can have any day.
 */
export function daysForTheMeals(dates: readonly string[], items: Order['items']): string[] {
  return dates.filter((date) =>
    items.every((item) => isOnWeeklyMenu({ menuRestWeek: item.meal.menu_rest_week }, date)),
  );
}
