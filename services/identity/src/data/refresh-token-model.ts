import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

export type RefreshTokenStatus = 'active' | 'rotated' | 'revoked';

/**
 * One refresh token, stored only as the SHA-256 of its `jti`: a copy of this collection cannot be used to sign in.
 *
 * Single use is enforced by a unique index, not by a conditional update: the token that replaces this one is
 * inserted with `parent` = this token's id, and `parent` is unique, so of two uses only one insert can succeed
 * (a unique insert needs nothing of the update path, so the rule holds on any MongoDB-wire server).
 * `status` is bookkeeping for people reading the data; the checks never rely on it.
 */
export interface RefreshTokenDocument {
  _id: string;
  /** The token this one replaced, or `root:<family>` for the first token of a sign-in. Unique. */
  parent: string;
  family: string;
  userId: string;
  status: RefreshTokenStatus;
  issuedAt: Date;
  /** When the sign-in that began this token's family happened: the session's absolute lifetime counts from it. */
  sessionStartedAt?: Date;
  expiresAt: Date;
}

const refreshTokenSchema = new Schema<RefreshTokenDocument>(
  {
    _id: { type: String, required: true },
    parent: { type: String, required: true, unique: true },
    family: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    status: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    sessionStartedAt: { type: Date },
    expiresAt: { type: Date, required: true, index: true },
  },
  { collection: 'refresh_tokens', versionKey: false },
);

export type RefreshTokenModel = Model<RefreshTokenDocument>;
export const refreshTokenModel = (connection: Connection): RefreshTokenModel =>
  connection.models.RefreshToken ??
  connection.model<RefreshTokenDocument>('RefreshToken', refreshTokenSchema);

/**
 * A revoked token family (sign-out, reuse of a spent token, deactivation). Insert-only, so no later write can
 * undo a revocation; its existence is the check.
 */
export interface RevokedFamilyDocument {
  _id: string;
  userId: string;
  revokedAt: Date;
  reason: string;
}

const revokedFamilySchema = new Schema<RevokedFamilyDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    revokedAt: { type: Date, required: true, index: true },
    reason: { type: String, required: true },
  },
  { collection: 'revoked_token_families', versionKey: false },
);

export type RevokedFamilyModel = Model<RevokedFamilyDocument>;
export const revokedFamilyModel = (connection: Connection): RevokedFamilyModel =>
  connection.models.RevokedFamily ??
  connection.model<RevokedFamilyDocument>('RevokedFamily', revokedFamilySchema);
