import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { MailKind, MailRequest } from './mail-request';

/** pending: waiting to be sent (or to be tried again); sent; refused: the server refused the address for good. */
export type MailStatus = 'pending' | 'sent' | 'refused';

/**
 * The outbox of mails: one document per fact to tell, under the fact's key, written before anything is sent. The
 * sender works through the pending ones; a mail leaves `pending` only when the SMTP server took it (sent) or
 * refused its address for good (refused). Never a terminal "failed": a server that is down is tried again, with
 * growing waits, until it takes the mail.
 */
export interface MailDocument {
  /** The fact's key ('order_confirmation:<order id>'): recording the same fact twice is a duplicate key. */
  _id: string;
  kind: MailKind;
  data: MailRequest['data'];
  userId: string;
  to: string | null;
  orderId: string | null;
  status: MailStatus;
  /** Sending attempts so far; each attempt is claimed once, under `<key>#<attempt>` (see mail-claim-model). */
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** What went out, for staff: the subject and the address it went to. */
  subject: string | null;
  sentTo: string | null;
}

const mailSchema = new Schema<MailDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    userId: { type: String, required: true },
    to: { type: String, default: null },
    orderId: { type: String, default: null },
    status: { type: String, required: true },
    attempts: { type: Number, required: true },
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String, default: null },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    subject: { type: String, default: null },
    sentTo: { type: String, default: null },
  },
  { collection: 'mails', versionKey: false, minimize: false },
);
// The sender's question: which pending mails are due.
mailSchema.index({ status: 1, nextAttemptAt: 1 });
// Staff's question: the mails about an order.
mailSchema.index({ orderId: 1, createdAt: 1 });

export type MailModel = Model<MailDocument>;
export const mailModel = (connection: Connection): MailModel =>
  (connection.models.Mail as MailModel | undefined) ?? connection.model<MailDocument>('Mail', mailSchema);
