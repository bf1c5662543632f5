import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * An address the SMTP server refused for good (a 5xx reply: no such mailbox, domain does not exist). Later mails
 * to it are recorded as refused without being sent, so a dead address is not tried for ever; staff see why.
 */
export interface RefusedAddressDocument {
  /** The address, lower case. */
  _id: string;
  reply: string;
  refusedAt: Date;
}

const refusedAddressSchema = new Schema<RefusedAddressDocument>(
  {
    _id: { type: String, required: true },
    reply: { type: String, required: true },
    refusedAt: { type: Date, required: true },
  },
  { collection: 'refused_addresses', versionKey: false },
);

export type RefusedAddressModel = Model<RefusedAddressDocument>;
export const refusedAddressModel = (connection: Connection): RefusedAddressModel =>
  (connection.models.RefusedAddress as RefusedAddressModel | undefined) ??
  connection.model<RefusedAddressDocument>('RefusedAddress', refusedAddressSchema);
