import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';

/**
 * A user account. Its events (UserRegistered, ...) ride in its own outbox, written with the change itself.
 * Only registration, staff edits and the outbox relay write it; sign-in bookkeeping lives elsewhere.
 */
export interface UserDocument extends WithOutbox {
  _id: Types.ObjectId;
  username: string;
  /** Lower-cased username: unique, so 'Ada' and 'ada' cannot both exist, and sign-in ignores case. */
  usernameKey: string;
  /** Lower-cased; unique. */
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  dateJoined: Date;
  /** Increases with every profile change; edits apply only to the revision they read. */
  revision: number;
  /** The open password-reset link, if any: only its token's hash is kept; a new request replaces it. */
  passwordReset?: PasswordResetEntry | null;
  updatedAt: Date;
}

/** A password-reset link waiting to be used: single use (cleared when used) and valid until `expiresAt`. */
export interface PasswordResetEntry {
  resetId: string;
  /** SHA-256 of the token, hex: the token itself is only ever in the mail. */
  tokenHash: string;
  expiresAt: Date;
}

const passwordResetSchema = new Schema<PasswordResetEntry>(
  {
    resetId: { type: String, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { _id: false },
);

const userSchema = new Schema<UserDocument>(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    passwordHash: { type: String, required: true },
    isActive: { type: Boolean, required: true },
    isStaff: { type: Boolean, required: true },
    isSuperuser: { type: Boolean, required: true },
    dateJoined: { type: Date, required: true },
    revision: { type: Number, required: true },
    passwordReset: { type: passwordResetSchema, default: null },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'users', versionKey: false },
);
userSchema.index({ dateJoined: -1, _id: -1 });
userSchema.index({ isActive: 1, dateJoined: -1 });

export type UserModel = Model<UserDocument>;
export const userModel = (connection: Connection): UserModel =>
  connection.models.User ?? connection.model<UserDocument>('User', userSchema);

/** Never read the password hash or the outbox unless the code needs them. */
export const PUBLIC_USER_FIELDS = { passwordHash: 0, outbox: 0, passwordReset: 0 } as const;

/** MongoDB's duplicate-key error (a unique index refused the write). */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
