import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * A solved proof-of-work challenge that has been used, kept until the challenge would have expired anyway. The
 * challenge's signature is the `_id`, so recording a use is one insert that the unique `_id` makes atomic: of two
 * instances given the same solution at once, exactly one inserts and the other is told it was spent.
 *
 * `expiresAt` carries a TTL index where the database has them (MongoDB); FerretDB v1 refuses TTL indexes, so
 * identity's hourly sweep also deletes the expired ones (domain/spent-challenges.ts).
 */
export interface SpentChallengeDocument {
  /** The challenge's HMAC signature (hex). */
  _id: string;
  expiresAt: Date;
}

const spentChallengeSchema = new Schema<SpentChallengeDocument>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'spent_challenges', versionKey: false },
);

export type SpentChallengeModel = Model<SpentChallengeDocument>;
export const spentChallengeModel = (connection: Connection): SpentChallengeModel =>
  connection.models.SpentChallenge ??
  connection.model<SpentChallengeDocument>('SpentChallenge', spentChallengeSchema);
