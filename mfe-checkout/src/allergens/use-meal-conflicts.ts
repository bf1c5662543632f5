import { useCallback } from 'react';
import type { Meal } from '@mealbox/contracts';
import type { AllergenExclusions } from '@mealbox/contracts/food';
import { mealConflictReason } from './meal-conflict';
import { useAllergenExclusions } from './use-allergen-exclusions';

export interface MealConflicts {
  /** What the customer leaves out; undefined while loading, or when it could not be loaded. */
  exclusions: AllergenExclusions | undefined;
  /** Why this meal cannot go in their box, or null. */
  reasonOf: (meal: Pick<Meal, 'food_information'>) => string | null;
}

/**
 * The meal pickers' view of the customer's allergen exclusions. Until they load (or if they cannot be loaded) no
 * meal is held back here: ordering checks every meal added against the saved exclusions and refuses a conflict,
 * and the picker shows its words, so a slow or failed call never blocks a box.
 */
export function useMealConflicts(): MealConflicts {
  const { data: exclusions } = useAllergenExclusions();
  const reasonOf = useCallback(
    (meal: Pick<Meal, 'food_information'>) =>
      exclusions ? mealConflictReason(meal.food_information, exclusions) : null,
    [exclusions],
  );
  return { exclusions, reasonOf };
}
