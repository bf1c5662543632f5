import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * When each user last signed in. Kept apart from the user document so sign-ins never write it: on FerretDB v1 a
 * concurrent write to the same document could otherwise undo a deactivation.
 */
export interface UserLoginDocument {
  _id: string;
  lastLogin: Date;
}

const userLoginSchema = new Schema<UserLoginDocument>(
  { _id: { type: String, required: true }, lastLogin: { type: Date, required: true } },
  { collection: 'user_logins', versionKey: false },
);

export type UserLoginModel = Model<UserLoginDocument>;
export const userLoginModel = (connection: Connection): UserLoginModel =>
  connection.models.UserLogin ?? connection.model<UserLoginDocument>('UserLogin', userLoginSchema);
