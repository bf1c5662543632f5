import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { ReportRow } from './projection-shapes';

/**
 * One London day's export rows (collection `order_report_rows`, `_id` the day, see order-report-rows.ts), in no
 * particular order. Kept by the dashboard consumer with `$addToSet` and `$pull`, which a retry repeats harmlessly.
 */
export interface ReportRowsDocument {
  _id: string;
  entries: ReportRow[];
}

const reportRowSchema = new Schema<ReportRow>(
  {
    at: Number,
    id: String,
    reference: String,
    name: String,
    email: String,
    status: String,
    payment: String,
    totalPence: Number,
    deliveryDay: String,
    customer: String,
    protein: String,
    size: String,
    meals: Number,
    subscription: String,
    lines: String,
    safePlace: String,
    instructions: String,
  },
  { _id: false },
);

const reportRowsSchema = new Schema<ReportRowsDocument>(
  {
    _id: { type: String, required: true },
    entries: { type: [reportRowSchema], default: [] },
  },
  { collection: 'order_report_rows', versionKey: false },
);

export type ReportRowsModel = Model<ReportRowsDocument>;
export const reportRowsModel = (connection: Connection): ReportRowsModel =>
  connection.models.ReportRows ?? connection.model<ReportRowsDocument>('ReportRows', reportRowsSchema);
