import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { DayFigures } from './projection-shapes';

/**
 * One London day's dashboard figures (collection `dashboard_days`, keyed 'YYYY-MM-DD'), kept by the dashboard
 * consumer with `$inc`. The dashboard reads one of these per day of its period: its cost grows with days, never
 * with orders. `applying` holds, only while a change is being applied, the order rows' revisions already added
 * here, so a retry after a crash adds nothing twice.
 */
export interface DashboardDayDocument extends DayFigures {
  _id: string;
  applying: Record<string, number>;
}

const dashboardDaySchema = new Schema<DashboardDayDocument>(
  {
    _id: { type: String, required: true },
    received: { type: Number, default: 0 },
    paidOrders: { type: Number, default: 0 },
    paidPence: { type: Number, default: 0 },
    refundedOrders: { type: Number, default: 0 },
    refundedPence: { type: Number, default: 0 },
    cancelled: { type: Number, default: 0 },
    delivered: { type: Number, default: 0 },
    meals: { type: Schema.Types.Mixed, default: {} },
    statuses: { type: Schema.Types.Mixed, default: {} },
    applying: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'dashboard_days', versionKey: false, minimize: false },
);

export type DashboardDayModel = Model<DashboardDayDocument>;
export const dashboardDayModel = (connection: Connection): DashboardDayModel =>
  connection.models.DashboardDay ??
  connection.model<DashboardDayDocument>('DashboardDay', dashboardDaySchema);
