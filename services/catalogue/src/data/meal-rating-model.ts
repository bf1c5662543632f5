import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * The catalogue's copy of each customer rating, fed by ordering's MealRated events: one document per (order,
 * meal), the latest stars given. `revision` is the event's version, so a redelivered or overtaken event changes
 * nothing (keepNewest). The meal's totals are counted from these, never adjusted by deltas, so they can always be
 * counted again and come out right.
 */
export interface MealRatingDocument {
  /** `<orderId>:<mealId>`: one rating per meal per order. */
  _id: string;
  orderId: string;
  mealId: string;
  stars: number;
  revision: number;
  ratedAt: Date;
}

const mealRatingSchema = new Schema<MealRatingDocument>(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    mealId: { type: String, required: true },
    stars: { type: Number, required: true },
    revision: { type: Number, required: true },
    ratedAt: { type: Date, required: true },
  },
  { collection: 'meal_ratings', versionKey: false },
);
// Counting a meal's ratings reads only that meal's.
mealRatingSchema.index({ mealId: 1 });

export const mealRatingId = (orderId: string, mealId: string): string => `${orderId}:${mealId}`;

export type MealRatingModel = Model<MealRatingDocument>;
export const mealRatingModel = (connection: Connection): MealRatingModel =>
  connection.models.MealRating ?? connection.model<MealRatingDocument>('MealRating', mealRatingSchema);
