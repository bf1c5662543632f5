import { MENU_TURN_WEEKS } from '@mealbox/contracts';
import type { MenuRestWeek } from '@mealbox/contracts';

/**
 * Rest weeks for a whole menu at once (the demo seed). The meals are taken kind by kind (category, vegan or
 * not) and given the four weeks of the turn in turn, carrying on from one kind to the next, so every kind
 * changes every week, every week keeps about three quarters of each kind, and the weeks are the same size.
 */
export function spreadRestWeeks(meals: readonly { category: string; is_vegan: boolean }[]): MenuRestWeek[] {
  const kindOf = (meal: { category: string; is_vegan: boolean }) => `${meal.category}:${meal.is_vegan}`;
  const kinds = [...new Set(meals.map(kindOf))];
  const kindByKind = meals
    .map((meal, index) => ({ index, kind: kinds.indexOf(kindOf(meal)) }))
    .sort((a, b) => a.kind - b.kind || a.index - b.index);
  const restWeeks: MenuRestWeek[] = new Array<MenuRestWeek>(meals.length);
  kindByKind.forEach(({ index }, position) => {
    restWeeks[index] = ((position % MENU_TURN_WEEKS) + 1) as MenuRestWeek;
  });
  return restWeeks;
}
