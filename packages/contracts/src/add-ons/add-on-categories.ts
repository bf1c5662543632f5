/**
 * What the shop sells beside the meals, by kind, in the order the shop shows them. `value` is stored and sent;
 * `label` is what customers and staff read. Browser-safe (no zod): `@mealbox/contracts/add-ons`.
 */
export const ADD_ON_CATEGORIES = [
  { value: 'dessert', label: 'Desserts' },
  { value: 'side', label: 'Sides' },
  { value: 'drink', label: 'Drinks' },
  { value: 'breakfast', label: 'Breakfast' },
] as const;

export type AddOnCategory = (typeof ADD_ON_CATEGORIES)[number]['value'];

export const ADD_ON_CATEGORY_KEYS: readonly AddOnCategory[] = ADD_ON_CATEGORIES.map(
  (category) => category.value,
);

export function isAddOnCategory(value: unknown): value is AddOnCategory {
  return (ADD_ON_CATEGORY_KEYS as readonly unknown[]).includes(value);
}

/** 'dessert' -> 'Desserts'; an unknown value is shown as it is. */
export function addOnCategoryLabel(value: string): string {
  return ADD_ON_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}
