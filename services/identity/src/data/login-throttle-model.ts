import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/*
 * Sign-in throttling without counters: FerretDB v1 loses concurrent `$inc`s, so every step is a unique insert.
 * A window (`<key>|<seq>`) starts at the first attempt after the previous one ended; each attempt in it takes
 * one of `limit` numbered slots (`<key>|<seq>|<slot>`). When all slots are taken, further attempts are refused
 * until the window ends. No TTL index (FerretDB v1 has none): ages are checked in code and old rows swept.
 */

export interface LoginWindowDocument {
  _id: string;
  key: string;
  seq: number;
  start: Date;
}

const loginWindowSchema = new Schema<LoginWindowDocument>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    seq: { type: Number, required: true },
    start: { type: Date, required: true, index: true },
  },
  { collection: 'login_windows', versionKey: false },
);
loginWindowSchema.index({ key: 1, seq: -1 });

export type LoginWindowModel = Model<LoginWindowDocument>;
export const loginWindowModel = (connection: Connection): LoginWindowModel =>
  connection.models.LoginWindow ?? connection.model<LoginWindowDocument>('LoginWindow', loginWindowSchema);

export interface LoginAttemptDocument {
  _id: string;
  key: string;
  seq: number;
  at: Date;
}

const loginAttemptSchema = new Schema<LoginAttemptDocument>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    seq: { type: Number, required: true },
    at: { type: Date, required: true, index: true },
  },
  { collection: 'login_attempts', versionKey: false },
);
loginAttemptSchema.index({ key: 1, seq: 1 });

export type LoginAttemptModel = Model<LoginAttemptDocument>;
export const loginAttemptModel = (connection: Connection): LoginAttemptModel =>
  connection.models.LoginAttempt ??
  connection.model<LoginAttemptDocument>('LoginAttempt', loginAttemptSchema);
