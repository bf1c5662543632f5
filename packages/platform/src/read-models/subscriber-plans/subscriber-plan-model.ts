import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * A service's read model of each customer's subscription plan (contracts' SubscriberPlan), folded from ordering's
 * subscription events, so the service can give a plan's perks without asking ordering. Catalogue (the Large plan's
 * recipes) and identity (priority support) each keep one in their own database. One document per user; every
 * write is conditional on the `asOf` it was folded from (see record-subscriber-plan).
 */
export interface SubscriberPlanDocument {
  /** The user id (identity's), as the access token's `sub` and ordering's events carry it. */
  _id: string;
  subscriptionId: string;
  numberOfMeals: number;
  cancelled: boolean;
  /** When the last event applied happened (ISO 8601, as the events carry it, so it compares as text). */
  asOf: string;
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
  (connection.models.SubscriberPlan as SubscriberPlanModel | undefined) ??
  connection.model<SubscriberPlanDocument>('SubscriberPlan', subscriberPlanSchema);

/** What keeping and reading customers' subscription plans needs. */
export interface SubscriberPlanDeps {
  subscriberPlans: SubscriberPlanModel;
}
