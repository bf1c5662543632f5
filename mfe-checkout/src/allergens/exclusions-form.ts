import { ALLERGEN_KEYS, type Allergen, type AllergenExclusions } from '@mealbox/contracts/food';
import { describeError, isApiError } from '@mealbox/web-kit';

/** The allergens with one ticked or unticked, kept in the law's order (the order the server saves them in). */
export function toggleAllergen(chosen: readonly Allergen[], allergen: Allergen, on: boolean): Allergen[] {
  return ALLERGEN_KEYS.filter((key) => (key === allergen ? on : chosen.includes(key)));
}

export function sameExclusions(a: AllergenExclusions, b: AllergenExclusions): boolean {
  return (
    a.includeMayContain === b.includeMayContain &&
    a.allergens.length === b.allergens.length &&
    a.allergens.every((allergen) => b.allergens.includes(allergen))
  );
}

/** Why a save was refused: beside the allergens, beside the may-contain choice, or for the whole card. */
export interface ExclusionsProblem {
  allergens: string | null;
  includeMayContain: string | null;
  general: string | null;
}

const NO_PROBLEM: ExclusionsProblem = { allergens: null, includeMayContain: null, general: null };

/**
 * A refused PUT in the card's terms: the server's field messages (`allergens`, `allergens.3`,
 * `include_may_contain`) go beside their fields; anything else (a fault, no connection, an ended session) above
 * the button, in the customer's words.
 */
export function exclusionsProblem(error: unknown): ExclusionsProblem {
  if (!isApiError(error) || error.status !== 400) return { ...NO_PROBLEM, general: describeError(error) };
  const about = (field: string) => {
    const messages = Object.entries(error.fieldErrors)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .flatMap(([, list]) => list);
    return messages.length > 0 ? [...new Set(messages)].join(' ') : null;
  };
  const allergens = about('allergens');
  const includeMayContain = about('include_may_contain');
  if (!allergens && !includeMayContain) return { ...NO_PROBLEM, general: describeError(error) };
  return { allergens, includeMayContain, general: null };
}
