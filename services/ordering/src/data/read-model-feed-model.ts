import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { ReportRow } from '../domain/order-report-rows';

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
  /**
   * The report rows of the orders the change moved, as the projection now holds them, and the orders whose row it
   * removed: a follower holds them as they are, without reading the day's rows document. Absent from entries
   * written by an ordering from before the rows were held in memory: a follower then reloads everything.
   */
  rows?: ReportRow[];
  gone?: string[];
  /** The feed's epoch when the change was announced, so a reload applies again only this epoch's entries. */
  e?: string;
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
