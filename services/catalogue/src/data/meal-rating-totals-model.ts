import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * A meal's ratings summed up, as the menu shows them: the stars' sum and how many ratings, counted from
 * `meal_ratings`. Kept apart from the meal so a rating never contends with staff editing the meal. `version`
 * rises with every count written; a count is written only over the version it read, so a slower count of fewer
 * ratings can never overwrite a newer one.
 */
export interface MealRatingTotalsDocument {
  /** The meal's id. */
  _id: string;
  sum: number;
  count: number;
  version: number;
}

const mealRatingTotalsSchema = new Schema<MealRatingTotalsDocument>(
  {
    _id: { type: String, required: true },
    sum: { type: Number, required: true },
    count: { type: Number, required: true },
    version: { type: Number, required: true },
  },
  { collection: 'meal_rating_totals', versionKey: false },
);

export type MealRatingTotalsModel = Model<MealRatingTotalsDocument>;
export const mealRatingTotalsModel = (connection: Connection): MealRatingTotalsModel =>
  connection.models.MealRatingTotals ??
  connection.model<MealRatingTotalsDocument>('MealRatingTotals', mealRatingTotalsSchema);
