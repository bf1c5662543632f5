import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';
import type { FoodInformation, MealCategory, MealStatus } from '@mealbox/contracts';

/** A meal as the catalogue stores it. Deleting is a soft delete, so the MealDeleted event has a home. */
export interface MealDocument extends WithOutbox {
  _id: Types.ObjectId;
  name: string;
  description: string;
  category: MealCategory;
  status: MealStatus;
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
  ingredients: string;
  isVegan: boolean;
  isGlutenFree: boolean;
  isDairyFree: boolean;
  /** The week of the menu's four-week turn it rests (1 to 4); null: on every week's menu. */
  menuRestWeek: number | null;
  /** Allergens, nutrition and the rest of the label (contracts food/); null for an undeclared draft. */
  foodInformation: FoodInformation | null;
  /** Content hash of the stored image; part of the image URL so browsers can cache it forever. */
  imageVersion: string;
  /** Increases with every change; read models apply an event only if it is newer than what they hold. */
  revision: number;
  /** Marks meals created by the first-start seed, so an interrupted seed resumes without duplicates. */
  seedKey?: string;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const mealSchema = new Schema<MealDocument>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, required: true },
    status: { type: String, required: true },
    calories: { type: Number, required: true },
    protein: { type: Number, required: true },
    carbohydrates: { type: Number, required: true },
    fat: { type: Number, required: true },
    ingredients: { type: String, default: '' },
    isVegan: { type: Boolean, default: false },
    isGlutenFree: { type: Boolean, default: false },
    isDairyFree: { type: Boolean, default: false },
    menuRestWeek: { type: Number, default: null },
    foodInformation: { type: Schema.Types.Mixed, default: null },
    imageVersion: { type: String, required: true },
    revision: { type: Number, required: true },
    seedKey: { type: String, index: true },
    deleted: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'meals', versionKey: false },
);
mealSchema.index({ deleted: 1, category: 1, name: 1 });

export type MealModel = Model<MealDocument>;
export const mealModel = (connection: Connection): MealModel =>
  connection.models.Meal ?? connection.model<MealDocument>('Meal', mealSchema);
