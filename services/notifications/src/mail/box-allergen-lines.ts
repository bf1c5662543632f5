import { ALLERGEN_KEYS, allergenLabel } from '@mealbox/contracts';
import type { Allergen, OrderConfirmedData } from '@mealbox/contracts';

const words = (allergens: readonly Allergen[]) => allergens.map(allergenLabel).join(', ');

/**
 * The confirmation email's allergen lines for a box: what its meals contain, what they may contain that none
 * contains (in the law's order), and the meals nobody declared. Empty for an order confirmed before meals carried
 * their allergens: the email then says nothing rather than something unknown.
 */
export function boxAllergenLines(items: OrderConfirmedData['items']): string[] {
  if (items.every((item) => item.allergens === undefined)) return [];
  const contains = new Set<Allergen>();
  const mayContain = new Set<Allergen>();
  const undeclared: string[] = [];
  for (const item of items) {
    if (!item.allergens) {
      undeclared.push(item.name);
      continue;
    }
    item.allergens.contains.forEach((allergen) => contains.add(allergen));
    item.allergens.mayContain.forEach((allergen) => mayContain.add(allergen));
  }
  const contained = ALLERGEN_KEYS.filter((allergen) => contains.has(allergen));
  const traces = ALLERGEN_KEYS.filter((allergen) => mayContain.has(allergen) && !contains.has(allergen));
  const containsText =
    contained.length > 0
      ? `Allergens in this box: ${words(contained)}.`
      : 'This box contains none of the 14 major allergens.';
  const lines = [traces.length > 0 ? `${containsText} May contain: ${words(traces)}.` : containsText];
  for (const name of undeclared) {
    lines.push(`We don't have allergen information for ${name} yet; please contact us before eating it.`);
  }
  lines.push("Each meal's label lists its ingredients with allergens in bold; see More Info on our menu.");
  return lines;
}
