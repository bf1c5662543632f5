import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * Who a user is, as identity last announced it (UserRegistered, UserUpdated): where their mails go and the name
 * they are greeted by. `announcedAt` orders the announcements, so a late or redelivered one changes nothing.
 */
export interface RecipientDocument {
  /** The user's id. */
  _id: string;
  email: string;
  firstName: string;
  announcedAt: Date;
}

const recipientSchema = new Schema<RecipientDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, default: '' },
    announcedAt: { type: Date, required: true },
  },
  { collection: 'recipients', versionKey: false },
);

export type RecipientModel = Model<RecipientDocument>;
export const recipientModel = (connection: Connection): RecipientModel =>
  (connection.models.Recipient as RecipientModel | undefined) ??
  connection.model<RecipientDocument>('Recipient', recipientSchema);
