import { isOnWeeklyMenu, menuWeekOf } from '@mealbox/contracts';
import type { MealReadDocument } from '../data/meal-read-model';
import { formatWeekdayDate } from '@mealbox/contracts/london-calendar';

/** 'the week of Monday 30 November 2026': the menu week holding `date`, as customers read it. */
export const menuWeekWords = (date: string): string => `the week of ${formatWeekdayDate(menuWeekOf(date))}`;

/**
 * Why a meal cannot go in a box delivered on `date`: it rests that week (`isOnWeeklyMenu`); null when it is
 * on that week's menu. Whether it exists and is on sale is `mealChoiceProblem`'s question.
 */
export function offMenuProblem(
  meal: Pick<MealReadDocument, 'name' | 'menuRestWeek'>,
  date: string,
): string | null {
  if (isOnWeeklyMenu(meal, date)) return null;
  return `${meal.name ?? 'This meal'} is not on the menu for ${menuWeekWords(date)}. Choose another meal or another delivery day.`;
}

/**
 * The names of the meals of `items` that rest in the week of `date`, in the order given. A meal not in `meals`
 * (never seen) counts as off the menu: nothing unknown is promised to the kitchen.
 */
export function mealsOffMenu(
  items: readonly { mealId: string }[],
  date: string,
  meals: ReadonlyMap<string, Pick<MealReadDocument, 'name' | 'menuRestWeek'>>,
): string[] {
  return items.flatMap((item) => {
    const meal = meals.get(item.mealId);
    return meal && isOnWeeklyMenu(meal, date) ? [] : [meal?.name ?? 'A meal no longer on the menu'];
  });
}

/** 'Thai Green Curry is' / 'Thai Green Curry, Beef Stew are': the names as the subject of a sentence. */
export const namesAre = (names: readonly string[]): string =>
  `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'}`;
