import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { PaymentProviderName } from '@mealbox/contracts';

/**
 * The card a customer saved with the provider at a paid checkout, for their subscription boxes (`_id` = user
 * id; the latest paid checkout's card). Nothing about the card itself is kept here: only the provider's customer
 * and the payment made with it, whose card the provider charges again.
 */
export interface SavedCardDocument {
  _id: string;
  provider: PaymentProviderName;
  customerRef: string;
  paymentIntentRef: string;
  /** The order whose checkout saved it. */
  orderId: string;
  savedAt: Date;
}

const savedCardSchema = new Schema<SavedCardDocument>(
  {
    _id: { type: String, required: true },
    provider: { type: String, required: true },
    customerRef: { type: String, required: true },
    paymentIntentRef: { type: String, required: true },
    orderId: { type: String, required: true },
    savedAt: { type: Date, required: true },
  },
  { collection: 'saved_cards', versionKey: false },
);

export type SavedCardModel = Model<SavedCardDocument>;
export const savedCardModel = (connection: Connection): SavedCardModel =>
  connection.models.SavedCard ?? connection.model<SavedCardDocument>('SavedCard', savedCardSchema);
