import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Where ordering records the one-off fills of its data that have finished. */
export const BACKFILL_MARKERS_COLLECTION = 'backfill_markers';

/** Records that a one-off fill of older documents finished, so later starts skip it without reading them. */
export interface BackfillMarkerDocument {
  _id: string;
  completedAt: Date;
}

const backfillMarkerSchema = new Schema<BackfillMarkerDocument>(
  { _id: { type: String, required: true }, completedAt: { type: Date, required: true } },
  { collection: BACKFILL_MARKERS_COLLECTION, versionKey: false },
);

export type BackfillMarkerModel = Model<BackfillMarkerDocument>;
export const backfillMarkerModel = (connection: Connection): BackfillMarkerModel =>
  connection.models.BackfillMarker ??
  connection.model<BackfillMarkerDocument>('BackfillMarker', backfillMarkerSchema);
