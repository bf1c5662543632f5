import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';
import type { AddOnCategory, AddOnStatus, FoodInformation } from '@mealbox/contracts';

/**
 * An add-on as the catalogue stores it: something sold beside the meals. Deleting is a soft delete, so the last
 * AddOnUpserted (with `deleted: true`) has a home until it is published, and orders that hold it keep its picture.
 */
export interface AddOnDocument extends WithOutbox {
  _id: Types.ObjectId;
  name: string;
  description: string;
  category: AddOnCategory;
  status: AddOnStatus;
  /** The price of one, in pence. */
  pricePence: number;
  ingredients: string;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  /** Allergens, nutrition and the rest of the label (contracts food/); null for an undeclared, unavailable add-on. */
  foodInformation: FoodInformation | null;
  /** How many can be sold for one delivery week; null: no limit. */
  stockPerWeek: number | null;
  /** Content hash of the stored image; part of the image URL so browsers can cache it forever. */
  imageVersion: string;
  /** Increases with every change; read models apply an event only if it is newer than what they hold. */
  revision: number;
  /** Marks add-ons created by the demo seed, so an interrupted seed resumes without duplicates. */
  seedKey?: string;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const addOnSchema = new Schema<AddOnDocument>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, required: true },
    status: { type: String, required: true },
    pricePence: { type: Number, required: true },
    ingredients: { type: String, default: '' },
    calories: { type: Number, required: true },
    protein: { type: Number, required: true },
    carbohydrates: { type: Number, required: true },
    fat: { type: Number, required: true },
    foodInformation: { type: Schema.Types.Mixed, default: null },
    stockPerWeek: { type: Number, default: null },
    imageVersion: { type: String, required: true },
    revision: { type: Number, required: true },
    seedKey: { type: String, index: true },
    deleted: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'add_ons', versionKey: false },
);
addOnSchema.index({ deleted: 1, category: 1, name: 1 });

export type AddOnModel = Model<AddOnDocument>;
export const addOnModel = (connection: Connection): AddOnModel =>
  connection.models.AddOn ?? connection.model<AddOnDocument>('AddOn', addOnSchema);
