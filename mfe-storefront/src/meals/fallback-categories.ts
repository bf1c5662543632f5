import type { Choice, MealCategory } from '@mealbox/contracts';

/**
 * The spec's categories, in the spec's order (section 3), shown when GET /api/meals/categories/ fails so the
 * menu can still be filtered. (contracts has MEAL_CATEGORIES too, but importing its values would ship zod to
 * the browser; the type check below keeps the values in step with it.)
 */
export const FALLBACK_CATEGORIES = [
  { value: 'main_course', label: 'Main Course' },
  { value: 'beverages', label: 'Beverages' },
  { value: 'dessert', label: 'Dessert' },
  { value: 'appetizer', label: 'Appetizer' },
  { value: 'breakfast', label: 'Breakfast' },
] as const satisfies ReadonlyArray<Choice<MealCategory>>;

export function categoryLabel(categories: ReadonlyArray<Choice>, value: string): string {
  return (
    categories.find((c) => c.value === value)?.label ??
    FALLBACK_CATEGORIES.find((c) => c.value === value)?.label ??
    value
  );
}
