import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * An event the local provider owes our webhook, kept until the webhook has accepted it: like Stripe, it retries
 * a delivery that failed (the service was busy or restarting), always with the same event id.
 */
export interface LocalEventDocument {
  _id: string;
  /** The Stripe-format event JSON, signed afresh at each attempt. */
  body: string;
  createdAt: Date;
  deliveredAt: Date | null;
  attempts: number;
}

const localEventSchema = new Schema<LocalEventDocument>(
  {
    _id: { type: String, required: true },
    body: { type: String, required: true },
    createdAt: { type: Date, required: true },
    deliveredAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
  },
  { collection: 'local_webhook_events', versionKey: false },
);
localEventSchema.index({ deliveredAt: 1, createdAt: 1 });

export type LocalEventModel = Model<LocalEventDocument>;
export const localEventModel = (connection: Connection): LocalEventModel =>
  connection.models.LocalEvent ?? connection.model<LocalEventDocument>('LocalEvent', localEventSchema);
