import type { Allergen } from './allergens';
import type { FoodInformation } from './food-information';

/**
 * A customer's saved allergen exclusions (set on /account): the meal picker and the weekly auto-picked box never
 * choose a meal that contains one of them, nor one that may contain one when `includeMayContain` is set. A meal
 * without a declaration conflicts with every exclusion: an allergic customer is never given a meal nobody declared.
 */
export interface AllergenExclusions {
  allergens: Allergen[];
  includeMayContain: boolean;
}

export const NO_EXCLUSIONS: AllergenExclusions = { allergens: [], includeMayContain: false };

/** The excluded allergens a meal conflicts with, in the law's order; empty when the meal is safe for the customer. */
export function conflictingAllergens(
  food: Pick<FoodInformation, 'allergens'> | null | undefined,
  exclusions: AllergenExclusions,
): Allergen[] {
  if (exclusions.allergens.length === 0) return [];
  if (!food) return [...exclusions.allergens];
  return exclusions.allergens.filter((allergen) => {
    const level = food.allergens[allergen];
    return level === 'contains' || (exclusions.includeMayContain && level === 'may_contain');
  });
}
