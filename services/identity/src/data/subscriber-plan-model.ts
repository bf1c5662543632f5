import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { SubscriberPlan } from '@mealbox/contracts';

/**
 * Each customer's subscription as identity needs it for their perks (priority support), one row per user id,
 * folded from ordering's subscription events. `asOf` is the time of the last event applied: a write only ever
 * replaces an older one, so redelivered and late events change nothing.
 */
export interface SubscriberPlanDocument extends Omit<SubscriberPlan, 'userId'> {
  /** The user id. */
  _id: string;
}

const subscriberPlanSchema = new Schema<SubscriberPlanDocument>(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: String, required: true },
    numberOfMeals: { type: Number, required: true },
    cancelled: { type: Boolean, required: true },
    asOf: { type: String, required: true },
  },
  { collection: 'subscriber_plans', versionKey: false },
);

export type SubscriberPlanModel = Model<SubscriberPlanDocument>;
export const subscriberPlanModel = (connection: Connection): SubscriberPlanModel =>
  connection.models.SubscriberPlan ??
  connection.model<SubscriberPlanDocument>('SubscriberPlan', subscriberPlanSchema);
