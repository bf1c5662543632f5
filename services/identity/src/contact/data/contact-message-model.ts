import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import type { ContactMessageStatus, ContactSubject } from '@mealbox/contracts';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/**
 * A message sent through the public contact form, kept for staff. The sender's address is not stored here (the
 * throttle keeps it briefly, under its own key, and sweeps it).
 */
export interface ContactMessageDocument extends Partial<WithOutbox> {
  _id: Types.ObjectId;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  status: ContactMessageStatus;
  /**
   * Sent by a signed-in customer whose plan has priority support, as decided when it arrived: staff answer it
   * first. False for everyone else (and for messages kept before priority existed, once backfilled).
   */
  priority: boolean;
  createdAt: Date;
  /** Moves by one with every change: a change applies only to the version it was decided on. */
  version: number;
  updatedAt: Date;
  handledAt: Date | null;
  /** The staff user (id) who marked it handled. */
  handledBy: string | null;
  /** Their username at the time, shown to staff; absent on messages handled before it was kept. */
  handledByUsername?: string | null;
  /** The sender was answered (ContactMessageHandled announced): once per message, however often it is toggled. */
  answered?: boolean;
  /** Staff's own words in that answer; null (or absent) when it went without them. */
  reply?: string | null;
}

const contactMessageSchema = new Schema<ContactMessageDocument>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    status: { type: String, required: true },
    priority: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true, default: 0 },
    updatedAt: { type: Date, required: true },
    handledAt: { type: Date, default: null },
    handledBy: { type: String, default: null },
    handledByUsername: { type: String, default: null },
    answered: { type: Boolean, default: false },
    reply: { type: String, default: null },
    ...outboxFields,
  },
  { collection: 'contact_messages', versionKey: false },
);
// The staff list: newest first, all or by status; the new ones with priority messages first.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1, _id: -1 });
contactMessageSchema.index({ status: 1, priority: -1, createdAt: -1, _id: -1 });

export type ContactMessageModel = Model<ContactMessageDocument>;
export const contactMessageModel = (connection: Connection): ContactMessageModel =>
  connection.models.ContactMessage ??
  connection.model<ContactMessageDocument>('ContactMessage', contactMessageSchema);
