import {
  ALLERGEN_KEYS,
  type Allergen,
  type AllergenDeclaration,
  type AllergenLevel,
} from '@mealbox/contracts';

export interface AllergenChange {
  allergens: AllergenDeclaration;
  previous: AllergenDeclaration | null;
  /** Allergens the meal now contains or may contain that it did not, or now contains where it only might. */
  added: Allergen[];
}

const RISK: Record<AllergenLevel, number> = { free: 0, may_contain: 1, contains: 2 };

/**
 * How a meal's 14 levels moved, or null when they did not (no declaration after the write, or the same levels: an
 * edit of the salt or the name is not an allergen change). A first declaration is a change from nothing, so every
 * allergen it contains or may contain is added. Removals change the declaration but add nothing.
 */
export function allergenChangeOf(
  previous: AllergenDeclaration | null | undefined,
  next: AllergenDeclaration | null | undefined,
): AllergenChange | null {
  if (!next) return null;
  const before = previous ?? null;
  if (before && ALLERGEN_KEYS.every((allergen) => before[allergen] === next[allergen])) return null;
  const added = ALLERGEN_KEYS.filter(
    (allergen) => RISK[next[allergen]] > (before ? RISK[before[allergen]] : RISK.free),
  );
  return { allergens: next, previous: before, added };
}
