import { z } from 'zod';
import { MAX_STARS } from '../ratings/star-rating';
import type { EventEnvelope } from './envelope';

const starsSchema = z.number().int().min(1).max(MAX_STARS);

/**
 * Published by ordering on `ordering.orders.v1`, keyed by order id, when a customer rates a meal of their delivered
 * order or changes that rating. There is one rating per (order, meal); `version` counts its changes (1 for the
 * first), so a reader keeps the highest version it has seen and a redelivered or overtaken event changes nothing.
 * `previousStars` is what the rating was before (null the first time), for readers that keep no per-rating copy.
 */
export const mealRatedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  mealId: z.string(),
  stars: starsSchema,
  previousStars: starsSchema.nullable(),
  version: z.number().int().positive(),
  ratedAt: z.iso.datetime(),
});
export type MealRatedData = z.infer<typeof mealRatedSchema>;
export type MealRated = EventEnvelope<'MealRated', MealRatedData>;
