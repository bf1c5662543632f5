import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { ReportRow } from './projection-shapes';

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
 * The projection's feed of changes (collection `read_model_feed`): a counter document (`_id` 'changes': the
 * number of the last change announced, and the epoch) and the last FEED_RING entries, each in a small document of
 * its own (`_id` 'slot-<k mod FEED_RING>', `entry`). Every ordering instance reads the counter by `_id` many times
 * a second, and the slots of the numbers it has not seen, to keep its in-memory read model current (see
 * read-model-follower.ts). Feeds written before the slots had their own documents kept them all in the counter's
 * `ring`, which made every look and every announcement read and write the whole ring.
 */
export interface ReadModelFeedDocument {
  _id: string;
  seq: number;
  /** Only in a counter written before the slots had documents of their own (dropped on the next load). */
  ring?: Record<string, FeedEntry>;
  /** Changed when the projection is rebuilt wholesale: followers then reload rather than follow. */
  epoch?: string;
  /** A slot's entry. */
  entry?: FeedEntry;
}

const readModelFeedSchema = new Schema<ReadModelFeedDocument>(
  {
    _id: { type: String, required: true },
    seq: { type: Number },
    ring: { type: Schema.Types.Mixed },
    epoch: { type: String },
    entry: { type: Schema.Types.Mixed },
  },
  { collection: 'read_model_feed', versionKey: false, minimize: false },
);

export type ReadModelFeedModel = Model<ReadModelFeedDocument>;
export const readModelFeedModel = (connection: Connection): ReadModelFeedModel =>
  connection.models.ReadModelFeed ??
  connection.model<ReadModelFeedDocument>('ReadModelFeed', readModelFeedSchema);
