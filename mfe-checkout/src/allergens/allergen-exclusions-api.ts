import { ALLERGEN_KEYS, type Allergen, type AllergenExclusions } from '@mealbox/contracts/food';
import type { AllergenExclusionsDto } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';

const EXCLUSIONS = '/api/customers/me/allergen-exclusions/';

const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (ALLERGEN_KEYS as readonly string[]).includes(value);

/** The answer checked by hand (zod would ship to the browser), in the page's camelCase shape. */
function exclusionsOf(answer: unknown): AllergenExclusions {
  const dto = answer as Partial<AllergenExclusionsDto> | null | undefined;
  if (
    !dto ||
    !Array.isArray(dto.allergens) ||
    !dto.allergens.every(isAllergen) ||
    typeof dto.include_may_contain !== 'boolean'
  ) {
    throw unexpectedAnswer(EXCLUSIONS);
  }
  return { allergens: [...dto.allergens], includeMayContain: dto.include_may_contain };
}

/** GET /api/customers/me/allergen-exclusions/: what the signed-in customer asked us to leave out. */
export function fetchAllergenExclusions(signal?: AbortSignal): Promise<AllergenExclusions> {
  return api.get(EXCLUSIONS, { signal, parse: exclusionsOf });
}

/** PUT /api/customers/me/allergen-exclusions/: replaces them; answers them as saved. */
export function saveAllergenExclusions(exclusions: AllergenExclusions): Promise<AllergenExclusions> {
  const body: AllergenExclusionsDto = {
    allergens: exclusions.allergens,
    include_may_contain: exclusions.includeMayContain,
  };
  return api.put(EXCLUSIONS, body, { parse: exclusionsOf });
}
