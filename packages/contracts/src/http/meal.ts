import { z } from 'zod';
import { mealRatingSchema } from './meal-rating';
import { foodInformationDtoSchema } from '../food/food-information-dto';

/** The spec's meal categories, in menu order. `value` is stored and sent; `label` is what customers read. */
export const MEAL_CATEGORIES = [
  { value: 'main_course', label: 'Main Course' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'appetizer', label: 'Appetizer' },
  { value: 'dessert', label: 'Dessert' },
  { value: 'beverages', label: 'Beverages' },
] as const;

export const MEAL_STATUSES = [
  { value: 'available', label: 'Available' },
  { value: 'sold_out', label: 'Sold Out' },
  { value: 'not_available', label: 'Not Available' },
] as const;

export type MealCategory = (typeof MEAL_CATEGORIES)[number]['value'];
export type MealStatus = (typeof MEAL_STATUSES)[number]['value'];

export const mealCategorySchema = z.enum(
  MEAL_CATEGORIES.map((c) => c.value) as [MealCategory, ...MealCategory[]],
);
export const mealStatusSchema = z.enum(MEAL_STATUSES.map((s) => s.value) as [MealStatus, ...MealStatus[]]);

/** A choice as the list endpoints return it (GET /api/meals/categories/ and /statuses/). */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/**
 * A meal as the HTTP API returns it (spec section 3, plus `description`). Nutrition is per portion:
 * calories in kcal (integer), protein/carbohydrates/fat in grams with one decimal place.
 * `image` is a same-origin path served by the catalogue service; `ingredients` is the label text, comma separated.
 */
export const mealSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  category: mealCategorySchema,
  status: mealStatusSchema,
  calories: z.number().int(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  ingredients: z.string(),
  is_vegan: z.boolean(),
  is_gluten_free: z.boolean(),
  is_dairy_free: z.boolean(),
  /** The week of the menu's four-week turn it rests (1 to 4, see weekly-menu); null: on every week's menu. */
  menu_rest_week: z.number().int().min(1).max(4).nullable(),
  updated_at: z.string(),
  /** Customers' stars for the meal (rated from their delivered orders), as the catalogue has counted them. */
  rating: mealRatingSchema,
  /**
   * The allergens, nutrition and suitability the law asks for before purchase (food/). Every meal on the menu has
   * one; null only for a draft (status not_available) that staff have not declared yet. When present,
   * is_vegan, is_gluten_free and is_dairy_free are derived from it.
   */
  food_information: foodInformationDtoSchema.nullable(),
});
export type Meal = z.infer<typeof mealSchema>;

export function mealCategoryLabel(value: string): string {
  return MEAL_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}
