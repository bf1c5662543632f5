import { z } from 'zod';
import { mealCategorySchema, mealStatusSchema } from '../http/meal';
import type { EventEnvelope } from './envelope';
import { allergenDeclarationSchema, foodInformationSchema } from '../food/food-information';
import { allergenSchema } from '../food/allergen-schemas';

/** The meal as other services keep it in their read models. `revision` increases with every change. */
export const mealSnapshotSchema = z.object({
  mealId: z.string(),
  revision: z.number().int().nonnegative(),
  name: z.string(),
  description: z.string(),
  category: mealCategorySchema,
  status: mealStatusSchema,
  calories: z.number().int(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  ingredients: z.string(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  isDairyFree: z.boolean(),
  /** The week of the menu's four-week turn it rests (1 to 4); null or absent (older events): every week. */
  menuRestWeek: z.number().int().min(1).max(4).nullable().optional(),
  imagePath: z.string(),
  /** When the meal last changed (ISO 8601), shown as the meal's `updated_at`; absent in events before it was added. */
  updatedAt: z.iso.datetime().optional(),
  /** Allergens, nutrition and the rest of the label (food/); null for an undeclared draft, absent in older events. */
  foodInformation: foodInformationSchema.nullable().optional(),
});
export type MealSnapshot = z.infer<typeof mealSnapshotSchema>;

export const mealDeletedSchema = z.object({ mealId: z.string(), revision: z.number().int().nonnegative() });

/**
 * Published on catalogue.meal-allergen-changes.v1 (keyed by meal id) when staff change a meal's allergen
 * declaration, beside the MealUpserted that carries the whole meal. `added` lists the allergens the meal now
 * contains or may contain that it did not before (what ordering checks open boxes for); a change that only
 * removes allergens has `added` empty. `previous` is null when the meal had no declaration.
 */
export const mealAllergensChangedSchema = z.object({
  mealId: z.string(),
  revision: z.number().int().nonnegative(),
  name: z.string(),
  allergens: allergenDeclarationSchema,
  previous: allergenDeclarationSchema.nullable(),
  added: z.array(allergenSchema),
});
export type MealAllergensChangedData = z.infer<typeof mealAllergensChangedSchema>;
export type MealAllergensChanged = EventEnvelope<'MealAllergensChanged', MealAllergensChangedData>;
export const catalogueAllergenEventSchemas = { MealAllergensChanged: mealAllergensChangedSchema } as const;

export const catalogueMealEventSchemas = {
  MealUpserted: mealSnapshotSchema,
  MealDeleted: mealDeletedSchema,
} as const;

export type MealUpserted = EventEnvelope<'MealUpserted', MealSnapshot>;
export type MealDeleted = EventEnvelope<'MealDeleted', z.infer<typeof mealDeletedSchema>>;
export type CatalogueMealEvent = MealUpserted | MealDeleted;
