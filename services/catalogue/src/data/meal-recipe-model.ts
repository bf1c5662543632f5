import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';

/**
 * A meal's cook-at-home recipe, kept apart from the meal so it can never leak into the public menu answers or the
 * MealUpserted event (both are built from the meal document): the recipes are the Large plan's exclusive perk.
 * One document per meal, keyed by the meal's id, so a meal has at most one recipe.
 */
export interface MealRecipeDocument {
  /** The meal's id. */
  _id: Types.ObjectId;
  serves: number;
  prepMinutes: number;
  cookMinutes: number;
  ingredients: { quantity: string; item: string }[];
  /** The method, in order. */
  steps: string[];
  updatedAt: Date;
}

const mealRecipeSchema = new Schema<MealRecipeDocument>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    serves: { type: Number, required: true },
    prepMinutes: { type: Number, required: true },
    cookMinutes: { type: Number, required: true },
    ingredients: {
      type: [
        { _id: false, quantity: { type: String, required: true }, item: { type: String, required: true } },
      ],
      required: true,
    },
    steps: { type: [String], required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'meal_recipes', versionKey: false },
);

export type MealRecipeModel = Model<MealRecipeDocument>;
export const mealRecipeModel = (connection: Connection): MealRecipeModel =>
  connection.models.MealRecipe ?? connection.model<MealRecipeDocument>('MealRecipe', mealRecipeSchema);
