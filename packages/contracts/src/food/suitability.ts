import type { FoodInformation } from './food-information';

/**
 * "Suitable for" follows from the declaration, never typed beside it, so a meal cannot be called vegan while its
 * allergens say milk. A "may contain" (cross-contact in the kitchen) does not stop a meal being vegetarian or vegan,
 * as the Vegan Society's trademark allows, but it does stop a "free from" claim: gluten-free, dairy-free and nut-free
 * need the allergen declared free.
 */
export const SUITABILITIES = [
  { value: 'vegan', label: 'Vegan' },
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'gluten_free', label: 'Gluten-free' },
  { value: 'dairy_free', label: 'Dairy-free' },
  { value: 'nut_free', label: 'Nut-free' },
] as const;
export type Suitability = (typeof SUITABILITIES)[number]['value'];
export const SUITABILITY_KEYS = SUITABILITIES.map((s) => s.value) as [Suitability, ...Suitability[]];

type Declared = Pick<FoodInformation, 'allergens' | 'containsMeat' | 'containsOtherAnimalProducts'>;

export function isVegetarian(food: Declared): boolean {
  const { allergens } = food;
  return (
    !food.containsMeat &&
    allergens.fish !== 'contains' &&
    allergens.crustaceans !== 'contains' &&
    allergens.molluscs !== 'contains'
  );
}

export function isVegan(food: Declared): boolean {
  return (
    isVegetarian(food) &&
    !food.containsOtherAnimalProducts &&
    food.allergens.milk !== 'contains' &&
    food.allergens.eggs !== 'contains'
  );
}

export function suitabilityOf(food: Declared): Suitability[] {
  const { allergens } = food;
  const holds: Record<Suitability, boolean> = {
    vegan: isVegan(food),
    vegetarian: isVegetarian(food),
    gluten_free: allergens.gluten === 'free',
    dairy_free: allergens.milk === 'free',
    nut_free: allergens.tree_nuts === 'free' && allergens.peanuts === 'free',
  };
  return SUITABILITY_KEYS.filter((key) => holds[key]);
}

export function suitabilityLabel(value: Suitability): string {
  return SUITABILITIES.find((s) => s.value === value)?.label ?? value;
}
