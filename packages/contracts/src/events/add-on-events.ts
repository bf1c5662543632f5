import { z } from 'zod';
import { addOnCategorySchema, addOnStatusSchema } from '../http/add-on';
import { foodInformationSchema } from '../food/food-information';
import type { EventEnvelope } from './envelope';

/**
 * An add-on as other services keep it (ordering's read model), carried whole by every AddOnUpserted on the
 * compacted catalogue.add-ons.v1, keyed by the add-on id. A deletion is an upsert with `deleted: true` (there is
 * no separate event), so compaction always keeps the add-on's last word. `revision` increases with every change:
 * a read model applies an event only if it is newer than what it holds.
 */
export const addOnSnapshotSchema = z.object({
  addOnId: z.string(),
  revision: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  category: addOnCategorySchema,
  status: addOnStatusSchema,
  /** The price of one, in pence. */
  pricePence: z.number().int().positive(),
  imagePath: z.string(),
  ingredients: z.string(),
  calories: z.number().int(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  /** Allergens, nutrition and the rest of the label (food/); null for an undeclared add-on that is not available. */
  foodInformation: foodInformationSchema.nullable(),
  /** How many can be sold for one delivery week; null: no limit. */
  stockPerWeek: z.number().int().positive().nullable(),
  deleted: z.boolean(),
  /** When the add-on last changed (ISO 8601). */
  updatedAt: z.iso.datetime(),
});
export type AddOnSnapshot = z.infer<typeof addOnSnapshotSchema>;

export type AddOnUpserted = EventEnvelope<'AddOnUpserted', AddOnSnapshot>;
export const catalogueAddOnEventSchemas = { AddOnUpserted: addOnSnapshotSchema } as const;
