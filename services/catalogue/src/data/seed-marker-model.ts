import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Records that a seed finished, so meals staff later delete are not brought back on the next start. */
export interface SeedMarkerDocument {
  _id: string;
  completedAt: Date;
}

const seedMarkerSchema = new Schema<SeedMarkerDocument>(
  { _id: { type: String, required: true }, completedAt: { type: Date, required: true } },
  { collection: 'seed_markers', versionKey: false },
);

export type SeedMarkerModel = Model<SeedMarkerDocument>;
export const seedMarkerModel = (connection: Connection): SeedMarkerModel =>
  connection.models.SeedMarker ?? connection.model<SeedMarkerDocument>('SeedMarker', seedMarkerSchema);
