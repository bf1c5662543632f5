import { z } from 'zod';
import { MAX_STARS } from '../ratings/star-rating';

const STARS_MESSAGE = `Choose a whole number of stars from 1 to ${MAX_STARS}.`;

/** A meal's ratings on the catalogue's meal answers: the average to one decimal (null while none) and the count. */
export const mealRatingSchema = z.object({
  average: z.number().min(1).max(MAX_STARS).nullable(),
  count: z.number().int().nonnegative(),
});

/** PUT /api/orders/{id}/ratings/{meal_id}/: the customer's stars for a meal of their delivered order. */
export const mealRatingInputShape = {
  stars: z
    .number({ error: STARS_MESSAGE })
    .int({ error: STARS_MESSAGE })
    .min(1, { error: STARS_MESSAGE })
    .max(MAX_STARS, { error: STARS_MESSAGE }),
};
export const mealRatingInputSchema = z.object(mealRatingInputShape);
export type MealRatingInput = z.input<typeof mealRatingInputSchema>;

/**
 * A rating as an order reads it back (GET /api/orders/{id}/ `ratings`, and the answer of the PUT): one per meal
 * of the order, the latest stars given. `rated_at` is ISO 8601.
 */
export const orderMealRatingSchema = z.object({
  meal_id: z.string(),
  stars: z.number().int().min(1).max(MAX_STARS),
  rated_at: z.string(),
});
export type OrderMealRating = z.infer<typeof orderMealRatingSchema>;
