import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * One of identity's token signing keys (ES256, P-256), stored in identity's own database.
 *
 * Why the database and not a key directory: every identity instance already shares this database, so a key
 * introduced by `rotate-keys` (or by whichever instance started first) reaches all of them with no shared volume
 * to mount and keep in step, and the key set changes in one place. The trade-off: whoever can read this
 * collection (a backup, a database operator) can sign tokens; guard it as the secret it is. A directory would
 * keep the private keys out of backups but needs one volume mounted into every instance.
 */
export interface SigningKeyDocument {
  /** The RFC 7638 thumbprint of the public key, which tokens name in their `kid` header. */
  _id: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  createdAt: Date;
  /** Set when a newer key took over signing; the key is still published until `removeAfter`. */
  retiredAt?: Date | null;
  /** When the last token this key signed has expired: from then on it is deleted (no longer published). */
  removeAfter?: Date | null;
}

const signingKeySchema = new Schema<SigningKeyDocument>(
  {
    _id: { type: String, required: true },
    privateKeyPem: { type: String, required: true },
    createdAt: { type: Date, required: true },
    retiredAt: { type: Date, default: null },
    removeAfter: { type: Date, default: null },
  },
  { collection: 'signing_keys', versionKey: false },
);

export type SigningKeyModel = Model<SigningKeyDocument>;
export const signingKeyModel = (connection: Connection): SigningKeyModel =>
  connection.models.SigningKey ?? connection.model<SigningKeyDocument>('SigningKey', signingKeySchema);
