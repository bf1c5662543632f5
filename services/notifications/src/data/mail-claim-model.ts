import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * One attempt at sending one mail, claimed by the instance that makes it: `_id` is `<mail key>#<attempt>`, so two
 * instances (or two ticks of one) that both see the mail due both insert the same id and only one succeeds. A
 * unique insert is the claim because FerretDB v1 keeps those reliable under concurrency, unlike conditional
 * updates. `until` lets another instance take over when the claimant died mid-attempt.
 */
export interface MailClaimDocument {
  _id: string;
  by: string;
  until: Date;
}

const mailClaimSchema = new Schema<MailClaimDocument>(
  {
    _id: { type: String, required: true },
    by: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: 'mail_claims', versionKey: false },
);

export type MailClaimModel = Model<MailClaimDocument>;
export const mailClaimModel = (connection: Connection): MailClaimModel =>
  (connection.models.MailClaim as MailClaimModel | undefined) ??
  connection.model<MailClaimDocument>('MailClaim', mailClaimSchema);
