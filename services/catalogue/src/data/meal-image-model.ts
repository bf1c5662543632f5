import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';

/**
 * Meal images live in their own collection, keyed by meal id, so listing meals never loads image bytes.
 * The trade-off: an image and its meal are two writes. The image goes first; if the meal write then fails, the
 * meal still points at its previous image version and the new bytes are simply replaced by the next save.
 */
export interface MealImageDocument {
  _id: Types.ObjectId;
  contentType: string;
  bytes: Buffer;
  version: string;
}

const mealImageSchema = new Schema<MealImageDocument>(
  {
    contentType: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    version: { type: String, required: true },
  },
  { collection: 'meal_images', versionKey: false },
);

export type MealImageModel = Model<MealImageDocument>;
export const mealImageModel = (connection: Connection): MealImageModel =>
  connection.models.MealImage ?? connection.model<MealImageDocument>('MealImage', mealImageSchema);
