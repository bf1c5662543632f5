import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * One change the projection announced: the day buckets it moved, the report's and the search's lists it moved, and
 * the order contact it listed, if any.
 */
export interface FeedEntry {
  /** Its number in the feed (the `seq` it was given). */
  k: number;
  days: string[];
  /**
   * The report lists ('YYYY-MM-DD|status') and the contacts' search lists the change moved. Absent from entries
   * written by an ordering from before the lists were held in memory: a follower then reloads everything.
   */
  lists?: string[];
  searches?: string[];
  contact?: { id: string; name: string; email: string };
}

/**
 * The projection's feed of changes (collection `read_model_feed`, one document `_id` 'changes'): a counter and
 * the last FEED_RING entries in slots `ring.<k mod FEED_RING>`. Every ordering instance reads it by `_id` a few
 * times a second to keep its in-memory read model current (see read-model-follower.ts).
 */
export interface ReadModelFeedDocument {
  _id: string;
  seq: number;
  ring: Record<string, FeedEntry>;
  /** Changed when the projection is rebuilt wholesale: followers then reload rather than follow. */
  epoch?: string;
}

const readModelFeedSchema = new Schema<ReadModelFeedDocument>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, default: 0 },
    ring: { type: Schema.Types.Mixed, default: {} },
    epoch: { type: String },
  },
  { collection: 'read_model_feed', versionKey: false, minimize: false },
);

export type ReadModelFeedModel = Model<ReadModelFeedDocument>;
export const readModelFeedModel = (connection: Connection): ReadModelFeedModel =>
  connection.models.ReadModelFeed ??
  connection.model<ReadModelFeedDocument>('ReadModelFeed', readModelFeedSchema);
