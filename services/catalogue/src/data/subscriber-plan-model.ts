import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * The catalogue's read model of each customer's subscription plan (contracts' SubscriberPlan), folded from
 * ordering's subscription events, so the recipes route can tell a Large subscriber without asking ordering. One
 * document per user; every write is conditional on the `asOf` it was computed from (see record-subscriber-plan).
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
  connection.models.SubscriberPlan ??
  connection.model<SubscriberPlanDocument>('SubscriberPlan', subscriberPlanSchema);
