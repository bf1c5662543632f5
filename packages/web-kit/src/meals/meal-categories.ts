import type { Choice, MealCategory } from '@mealbox/contracts';

/**
 * The spec's meal categories with their labels, in the spec's order (section 3): what a page shows when
 * GET /api/meals/categories/ fails or is not worth a call. (contracts has MEAL_CATEGORIES too, but importing its
 * values would ship zod to the browser; the type check below keeps the values in step with it.)
 */
export const MEAL_CATEGORY_CHOICES = [
  { value: 'main_course', label: 'Main Course' },
  { value: 'beverages', label: 'Beverages' },
  { value: 'dessert', label: 'Dessert' },
  { value: 'appetizer', label: 'Appetizer' },
  { value: 'breakfast', label: 'Breakfast' },
] as const satisfies ReadonlyArray<Choice<MealCategory>>;

/** A category's label from the given list, else from the spec's, else the value itself. */
export function categoryLabel(categories: ReadonlyArray<Choice>, value: string): string {
  return (
    categories.find((c) => c.value === value)?.label ??
    MEAL_CATEGORY_CHOICES.find((c) => c.value === value)?.label ??
    value
  );
}
