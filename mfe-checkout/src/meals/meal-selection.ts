import type { Meal } from '@mealbox/contracts';
import type { MealSelection, MealSelectionItem } from '@mealbox/web-kit';

/**
 * The rules of the meal step (spec section 5): the box holds exactly the plan's number of meals. Plus stops at
 * the limit, minus at zero, Next needs none left to choose. Pure: the page keeps the selection, these decide.
 */

/** How many meals are in the box. */
export function countMeals(selection: MealSelection): number {
  return selection.reduce((total, item) => total + item.quantity, 0);
}

/** How many of this meal are in the box (0 when none). */
export function quantityOf(selection: MealSelection, mealId: string): number {
  return selection.find((item) => item.meal_id === mealId)?.quantity ?? 0;
}

/** Plus is offered while the box has room. */
export function canAdd(selection: MealSelection, limit: number): boolean {
  return countMeals(selection) < limit;
}

/** Minus is offered while the meal is in the box. */
export function canRemove(selection: MealSelection, mealId: string): boolean {
  return quantityOf(selection, mealId) > 0;
}

/** One more of the meal; the same selection when the box is full. A new meal joins the end of the list. */
export function addMeal(selection: MealSelection, mealId: string, limit: number): MealSelection {
  if (!canAdd(selection, limit)) return selection;
  if (quantityOf(selection, mealId) === 0) return [...selection, { meal_id: mealId, quantity: 1 }];
  return selection.map((item) =>
    item.meal_id === mealId ? { meal_id: item.meal_id, quantity: item.quantity + 1 } : item,
  );
}

/** One fewer of the meal; it leaves the list at zero. The same selection when there is none to take away. */
export function removeMeal(selection: MealSelection, mealId: string): MealSelection {
  if (!canRemove(selection, mealId)) return selection;
  return selection.flatMap((item): MealSelectionItem[] => {
    if (item.meal_id !== mealId) return [item];
    return item.quantity > 1 ? [{ meal_id: item.meal_id, quantity: item.quantity - 1 }] : [];
  });
}

export interface SelectionStatus {
  chosen: number;
  /** Meals still to choose (0 when complete). */
  remaining: number;
  /** Exactly the plan's number: Next may go on. */
  complete: boolean;
  /** The spec's words: 'Great Choice.' or 'You have selected {n} meals. Add {k} meal(s) to continue.' */
  text: string;
}

export function selectionStatus(selection: MealSelection, limit: number): SelectionStatus {
  const chosen = countMeals(selection);
  const remaining = Math.max(0, limit - chosen);
  const complete = chosen === limit;
  return {
    chosen,
    remaining,
    complete,
    text: complete
      ? 'Great Choice.'
      : `You have selected ${chosen} meals. Add ${remaining} meal(s) to continue.`,
  };
}

export interface ReconciledSelection {
  selection: MealSelection;
  /** Meals taken out because they are no longer on the menu (sold out, withdrawn). */
  unavailable: number;
  /** Meals taken out because the plan now has fewer (the most recently chosen go first). */
  overLimit: number;
}

/**
 * The kept selection made to fit what is true now: only meals still available, and no more than the plan holds
 * (the most recently chosen are taken out first). Unchanged (the same object) when it already fits.
 */
export function reconcileSelection(
  selection: MealSelection,
  availableIds: ReadonlySet<string> | undefined,
  limit: number,
): ReconciledSelection {
  let next: MealSelectionItem[] = [...selection];
  let unavailable = 0;
  if (availableIds) {
    next = next.filter((item) => {
      if (availableIds.has(item.meal_id)) return true;
      unavailable += item.quantity;
      return false;
    });
  }
  let overLimit = 0;
  let excess = countMeals(next) - limit;
  for (let index = next.length - 1; excess > 0 && index >= 0; index--) {
    const item = next[index];
    if (!item) continue;
    const taken = Math.min(item.quantity, excess);
    excess -= taken;
    overLimit += taken;
    if (taken === item.quantity) next.splice(index, 1);
    else next[index] = { meal_id: item.meal_id, quantity: item.quantity - taken };
  }
  if (unavailable === 0 && overLimit === 0) return { selection, unavailable, overLimit };
  return { selection: next, unavailable, overLimit };
}

/**
 * What to tell the customer when their kept box had to change; null when it did not. With `week` ('Monday 7
 * December', the menu week shown), a meal that is not on the menu is said to be off that week's menu: it may be
 * resting that week rather than gone.
 */
export function reconcileNotice(
  result: Pick<ReconciledSelection, 'unavailable' | 'overLimit'>,
  week?: string,
): string | null {
  const parts: string[] = [];
  if (result.unavailable > 0) {
    const one = result.unavailable === 1;
    const meals = one ? 'One meal you chose' : `${result.unavailable} meals you chose`;
    const them = one ? 'it' : 'them';
    parts.push(
      week
        ? `${meals} ${one ? 'isn’t' : 'aren’t'} on the menu for the week of ${week}, so we took ${them} out of your box.`
        : `${meals} ${one ? 'is' : 'are'} no longer available, so we took ${them} out of your box.`,
    );
  }
  if (result.overLimit > 0) {
    parts.push(
      result.overLimit === 1
        ? 'Your plan now has fewer meals, so we took out the last one you added.'
        : `Your plan now has fewer meals, so we took out the last ${result.overLimit} you added.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The box with each meal's details, in the order chosen (meals no longer known are left out). */
export function chosenMeals(
  selection: MealSelection,
  meals: readonly Meal[] | undefined,
): Array<{ meal: Meal; quantity: number }> {
  const byId = new Map(meals?.map((meal) => [meal.id, meal]));
  return selection.flatMap((item) => {
    const meal = byId.get(item.meal_id);
    return meal ? [{ meal, quantity: item.quantity }] : [];
  });
}

/**
 * Meals a Vegan Only plan can rely on. The menu marks vegan dishes only (no meat flag, no vegetarian flag), and
 * a vegan dish is certainly meat-free; other dishes may or may not be, so they are not claimed either way.
 */
export function suitsVeganOnly(meal: Pick<Meal, 'is_vegan'>): boolean {
  return meal.is_vegan;
}

export interface MealGroup {
  category: string;
  meals: Meal[];
}

/**
 * Meals grouped by category, the groups in the catalogue's category order (main courses first); a category it
 * does not list comes after, in the order the menu first lists it.
 */
export function groupByCategory(meals: readonly Meal[], categoryOrder: readonly string[] = []): MealGroup[] {
  const groups = new Map<string, Meal[]>();
  for (const meal of meals) {
    const group = groups.get(meal.category);
    if (group) group.push(meal);
    else groups.set(meal.category, [meal]);
  }
  const rank = (category: string) => {
    const index = categoryOrder.indexOf(category);
    return index === -1 ? categoryOrder.length : index;
  };
  return [...groups]
    .map(([category, grouped]) => ({ category, meals: grouped }))
    .sort((a, b) => rank(a.category) - rank(b.category));
}
