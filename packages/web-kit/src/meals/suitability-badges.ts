import { SUITABILITIES, type Suitability } from '@mealbox/contracts/food';

/**
 * The suitability badges a meal card shows, in the contracts' order. Vegan already says vegetarian, so a vegan
 * meal's card does not spend a badge on it (the 'More info' dialog lists every one).
 */
export function cardSuitability(suitableFor: readonly Suitability[]): Suitability[] {
  const vegan = suitableFor.includes('vegan');
  return SUITABILITIES.map((s) => s.value).filter(
    (value) => suitableFor.includes(value) && !(vegan && value === 'vegetarian'),
  );
}
