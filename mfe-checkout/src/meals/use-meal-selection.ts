import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import { menuWeekWords, readMealSelection, saveMealSelection, type MealSelection } from '@mealbox/web-kit';
import { addMeal, reconcileNotice, reconcileSelection, removeMeal } from './meal-selection';

export interface MealSelectionState {
  /** The box as it stands: only meals on the shown week's menu, no more than the plan holds. */
  selection: MealSelection;
  /** Why the kept box had to change (a meal off this week's menu, the plan shrank), until the customer changes it. */
  notice: string | null;
  add: (mealId: string) => void;
  remove: (mealId: string) => void;
}

/**
 * The customer's box on the meal step, kept in the browser (web-kit's meal selection storage) with the menu week
 * it is for, so it survives a reload. What is shown is always the kept box made to fit the week's menu and the
 * plan (derived, never a second copy to keep in step); it is saved back as shown. `meals` is the menu of `week`
 * (undefined while it loads); switching weeks and back gives the box back as it was, until the customer changes it.
 */
export function useMealSelection(
  meals: readonly Meal[] | undefined,
  limit: number,
  week: string | undefined,
): MealSelectionState {
  const [kept, setKept] = useState<MealSelection>(() => readMealSelection() ?? []);
  const availableIds = useMemo(() => (meals ? new Set(meals.map((meal) => meal.id)) : undefined), [meals]);
  const reconciled = useMemo(
    () => reconcileSelection(kept, availableIds, limit),
    [kept, availableIds, limit],
  );
  const selection = reconciled.selection;

  useEffect(() => {
    // Until the week is known the kept box stays as it was stored, week and all.
    if (week) saveMealSelection(selection, week);
  }, [selection, week]);

  const add = useCallback((mealId: string) => setKept(addMeal(selection, mealId, limit)), [selection, limit]);
  const remove = useCallback((mealId: string) => setKept(removeMeal(selection, mealId)), [selection]);
  return {
    selection,
    notice: reconcileNotice(reconciled, week ? menuWeekWords(week) : undefined),
    add,
    remove,
  };
}
