import { Schema } from 'mongoose';
import type { Connection, Model, mongo } from 'mongoose';

/**
 * Snapshots of the report's rows as held in memory (collection `read_model_snapshots`): each snapshot is a few
 * binary parts (`_id` '<snapshot>.<part>', `bytes`), and one document (`_id` 'current') names the snapshot to
 * load, the feed's epoch and number it holds every change up to, and its size. See read-model-snapshot.ts.
 */
export interface ReadModelSnapshotDocument {
  _id: string;
  bytes?: mongo.Binary;
  snapshot?: string;
  epoch?: string;
  seq?: number;
  parts?: number;
  size?: number;
  at?: Date;
}

const readModelSnapshotSchema = new Schema<ReadModelSnapshotDocument>(
  {
    _id: { type: String, required: true },
    bytes: { type: Buffer },
    snapshot: { type: String },
    epoch: { type: String },
    seq: { type: Number },
    parts: { type: Number },
    size: { type: Number },
    at: { type: Date },
  },
  { collection: 'read_model_snapshots', versionKey: false },
);

export type ReadModelSnapshotModel = Model<ReadModelSnapshotDocument>;
export const readModelSnapshotModel = (connection: Connection): ReadModelSnapshotModel =>
  connection.models.ReadModelSnapshot ??
  connection.model<ReadModelSnapshotDocument>('ReadModelSnapshot', readModelSnapshotSchema);
