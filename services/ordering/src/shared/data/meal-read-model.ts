import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { FoodInformation, MealCategory, MealStatus } from '@mealbox/contracts';

/** The fields of a meal as catalogue's MealUpserted carries them. */
export interface MealFields {
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
  /** The week of the menu's turn it rests (1 to 4); null or absent: every week (isOnWeeklyMenu). */
  menuRestWeek: number | null;
  imagePath: string;
  /** Allergens, nutrition and the rest of the label; null for an undeclared draft, absent from older events. */
  foodInformation?: FoodInformation | null;
}

/**
 * Ordering's copy of a catalogue meal (DESIGN section 3), keyed by the meal id and kept only if newer
 * (`revision`). A deleted meal stays as a tombstone (`deleted`), so orders that hold it still show it and a late
 * older event cannot bring it back. Its fields are missing only if the deletion was the first event seen.
 */
export interface MealReadDocument extends Partial<MealFields> {
  _id: string;
  revision: number;
  deleted: boolean;
  /** When catalogue changed it (the snapshot's `updatedAt`, or the event's time for older events). */
  updatedAt: Date;
}

const mealReadSchema = new Schema<MealReadDocument>(
  {
    _id: { type: String, required: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, required: true },
    name: String,
    description: String,
    category: String,
    status: String,
    calories: Number,
    protein: Number,
    carbohydrates: Number,
    fat: Number,
    ingredients: String,
    isVegan: Boolean,
    isGlutenFree: Boolean,
    isDairyFree: Boolean,
    menuRestWeek: Number,
    imagePath: String,
    foodInformation: { type: Schema.Types.Mixed, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'meals', versionKey: false },
);

export type MealReadModel = Model<MealReadDocument>;
export const mealReadModel = (connection: Connection): MealReadModel =>
  connection.models.MealRead ?? connection.model<MealReadDocument>('MealRead', mealReadSchema);
