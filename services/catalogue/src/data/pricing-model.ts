import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/**
 * One meal plan pricing row per meal count (DESIGN section 7). Money is integer pence. Its PricingChanged events
 * ride in its own outbox, written with the change itself.
 */
export interface MealPlanPricingDocument extends WithOutbox {
  _id: Types.ObjectId;
  /** Unique: the row a plan of this many meals is priced by. */
  mealCount: number;
  /** Weekly price of `mealCount` Standard meals. */
  basePricePence: number;
  standardPricePence: number;
  largePricePence: number;
  leanPricePence: number;
  /** Increases with every change; edits apply only to the revision they read, read models keep the newest. */
  revision: number;
  updatedAt: Date;
}

const pence = { type: Number, required: true, min: 0 };

const mealPlanPricingSchema = new Schema<MealPlanPricingDocument>(
  {
    mealCount: { type: Number, required: true, unique: true },
    basePricePence: pence,
    standardPricePence: pence,
    largePricePence: pence,
    leanPricePence: pence,
    revision: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'meal_plan_pricing', versionKey: false },
);

export type MealPlanPricingModel = Model<MealPlanPricingDocument>;
export const mealPlanPricingModel = (connection: Connection): MealPlanPricingModel =>
  connection.models.MealPlanPricing ??
  connection.model<MealPlanPricingDocument>('MealPlanPricing', mealPlanPricingSchema);
