import {
  allergenLabel,
  conflictingAllergens,
  listInWords,
  type AllergenExclusions,
} from '@mealbox/contracts';
import type { MealReadDocument } from '../data/meal-read-model';

/**
 * Why a meal cannot go in this customer's box: it contains (or may contain, if they avoid that too) an allergen
 * they asked us to leave out, or it has no declaration while they leave allergens out. Null when it may.
 */
export function excludedMealProblem(
  meal: Pick<MealReadDocument, 'name' | 'foodInformation'>,
  exclusions: AllergenExclusions,
): string | null {
  const conflicts = conflictingAllergens(meal.foodInformation, exclusions);
  if (conflicts.length === 0) return null;
  const name = meal.name ?? 'This meal';
  if (!meal.foodInformation) {
    return `${name} has no allergen information yet, so it cannot go in a box that leaves allergens out.`;
  }
  const contained = conflicts.filter((allergen) => meal.foodInformation?.allergens[allergen] === 'contains');
  const verb = contained.length === conflicts.length ? 'contains' : 'may contain';
  const labels = conflicts.map((allergen) => allergenLabel(allergen).toLowerCase());
  return `${name} ${verb} ${listInWords(labels)}, which you asked us to leave out of your boxes.`;
}
