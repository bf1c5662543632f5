import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * Every verified provider event, stored under the provider's event id: a redelivery finds it and changes nothing
 * a second time. `processedAt` is set once its effect is written; until then a redelivery applies it again
 * (safely: the payment remembers the event ids it applied).
 */
export interface WebhookEventDocument {
  _id: string;
  type: string;
  orderId: string | null;
  /** The event as received (the signed bytes), for support and replays. */
  body: string;
  receivedAt: Date;
  processedAt: Date | null;
  /** What it did: applied, already applied, stale, ignored and why. */
  outcome: string | null;
}

const webhookEventSchema = new Schema<WebhookEventDocument>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    orderId: { type: String, default: null },
    body: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
    outcome: { type: String, default: null },
  },
  { collection: 'webhook_events', versionKey: false },
);
webhookEventSchema.index({ orderId: 1, receivedAt: 1 });

export type WebhookEventModel = Model<WebhookEventDocument>;
export const webhookEventModel = (connection: Connection): WebhookEventModel =>
  connection.models.WebhookEvent ??
  connection.model<WebhookEventDocument>('WebhookEvent', webhookEventSchema);
