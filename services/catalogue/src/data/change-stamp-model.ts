import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** A counter that moves on with every committed change to what the catalogue's cached answers show. */
export interface ChangeStampDocument {
  _id: string;
  n: number;
}

const changeStampSchema = new Schema<ChangeStampDocument>(
  {
    _id: { type: String, required: true },
    n: { type: Number, required: true },
  },
  { collection: 'change_stamps', versionKey: false },
);

export type ChangeStampModel = Model<ChangeStampDocument>;
export const changeStampModel = (connection: Connection): ChangeStampModel =>
  connection.model<ChangeStampDocument>('ChangeStamp', changeStampSchema);
