import { z } from 'zod';
import { mealCategorySchema, mealStatusSchema } from '../http/meal';
import type { EventEnvelope } from './envelope';

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
});
export type MealSnapshot = z.infer<typeof mealSnapshotSchema>;

export const mealDeletedSchema = z.object({ mealId: z.string(), revision: z.number().int().nonnegative() });

export const catalogueMealEventSchemas = {
  MealUpserted: mealSnapshotSchema,
  MealDeleted: mealDeletedSchema,
} as const;

export type MealUpserted = EventEnvelope<'MealUpserted', MealSnapshot>;
export type MealDeleted = EventEnvelope<'MealDeleted', z.infer<typeof mealDeletedSchema>>;
export type CatalogueMealEvent = MealUpserted | MealDeleted;
