import {
  conflictingAllergens,
  type AllergenDeclaration,
  type AllergenExclusions,
} from '@mealbox/contracts/food';
import { allergenNameInText, andList } from './allergen-names';

/**
 * Why a meal cannot go in this customer's box, in words a screen reader reads with the add button: 'Contains
 * peanuts, which you leave out', 'Contains milk and may contain sesame, which you leave out'. Null when the meal
 * is fine for them. The rule is contracts' `conflictingAllergens`, the one ordering refuses by, so the page and
 * the server never disagree; a meal with no declaration conflicts with any exclusion.
 */
export function mealConflictReason(
  food: { allergens: AllergenDeclaration } | null | undefined,
  exclusions: AllergenExclusions,
): string | null {
  const clashes = conflictingAllergens(food, exclusions);
  if (clashes.length === 0) return null;
  if (!food) return 'No allergen information yet, so it can’t go in a box that leaves allergens out';
  const contained = clashes.filter((allergen) => food.allergens[allergen] === 'contains');
  const risky = clashes.filter((allergen) => food.allergens[allergen] === 'may_contain');
  const parts = [
    contained.length > 0 ? `contains ${andList(contained.map(allergenNameInText))}` : null,
    risky.length > 0 ? `may contain ${andList(risky.map(allergenNameInText))}` : null,
  ].filter((part) => part !== null);
  const words = parts.join(' and ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}, which you leave out`;
}
