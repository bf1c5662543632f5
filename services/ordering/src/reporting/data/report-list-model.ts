import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { ReportListEntry } from './projection-shapes';

/**
 * One of the order report's lists (collection `order_report_lists`, `_id` 'YYYY-MM-DD|status'): the orders placed
 * that London day that are now in that status, in no particular order (the reader sorts one day's entries).
 * Kept by the dashboard consumer with `$addToSet` and `$pull`, which a retry can repeat without harm.
 */
export interface ReportListDocument {
  _id: string;
  entries: ReportListEntry[];
}

const reportListSchema = new Schema<ReportListDocument>(
  {
    _id: { type: String, required: true },
    entries: {
      type: [new Schema<ReportListEntry>({ at: Number, id: String }, { _id: false })],
      default: [],
    },
  },
  { collection: 'order_report_lists', versionKey: false },
);

export type ReportListModel = Model<ReportListDocument>;
export const reportListModel = (connection: Connection): ReportListModel =>
  connection.models.ReportList ?? connection.model<ReportListDocument>('ReportList', reportListSchema);
