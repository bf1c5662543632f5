import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { MealImageDocument } from './meal-image-model';

/**
 * Add-on pictures, keyed by add-on id, stored as meal pictures are (meal-image-model.ts, and for the same reason:
 * listing add-ons never loads image bytes), in a collection of their own so an add-on id and a meal id never
 * share one.
 */
export type AddOnImageDocument = MealImageDocument;

const addOnImageSchema = new Schema<AddOnImageDocument>(
  {
    contentType: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    version: { type: String, required: true },
  },
  { collection: 'add_on_images', versionKey: false },
);

export type AddOnImageModel = Model<AddOnImageDocument>;
export const addOnImageModel = (connection: Connection): AddOnImageModel =>
  connection.models.AddOnImage ?? connection.model<AddOnImageDocument>('AddOnImage', addOnImageSchema);
