import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type {
  DayFigures,
  OrderFacts,
  ReportListMove,
  ReportRowMove,
  SearchListMove,
} from './projection-shapes';

/**
 * A change to the day buckets (and the order report's lists) that has been decided but may not have reached
 * every one of them yet.
 */
export interface PendingBuckets {
  /** The row's revision that decided it; each bucket records it while applying, so it is added once. */
  rev: number;
  days: Record<string, DayFigures>;
  /** The order's move between the report's lists (absent in changes decided before the lists existed). */
  lists?: ReportListMove;
  /** The order's move between the search's contact lists (absent in changes decided before they existed). */
  search?: SearchListMove;
  /** The order's export row moving between (or within) days (absent in changes decided before rows existed). */
  rows?: ReportRowMove;
}

/**
 * The dashboard's row for one order (collection `dashboard_orders`, keyed by order id): the facts as last
 * counted into the day buckets. A new event's effect on the buckets is the difference between what these facts
 * added and what the new ones add, so a cancellation after payment takes the order out of the right day.
 */
export interface DashboardOrderDocument extends OrderFacts {
  _id: string;
  rev: number;
  pending: PendingBuckets | null;
}

const dashboardOrderSchema = new Schema<DashboardOrderDocument>(
  {
    _id: { type: String, required: true },
    placedDay: { type: String, default: null },
    placedAt: { type: Number, default: 0 },
    deliveryDay: { type: String, default: null },
    totalPence: { type: Number, required: true },
    orderStatus: { type: String, default: null },
    paymentStatus: { type: String, default: null },
    items: { type: Schema.Types.Mixed, default: null },
    contact: { type: Schema.Types.Mixed, default: null },
    plan: { type: Schema.Types.Mixed },
    refundedToCardPence: { type: Number },
    deliveryDayAt: { type: Number, required: true },
    totalPenceAt: { type: Number, required: true },
    orderStatusAt: { type: Number, required: true },
    paymentStatusAt: { type: Number, required: true },
    rev: { type: Number, required: true },
    pending: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'dashboard_orders', versionKey: false, minimize: false },
);
// The start-up sweep finishes bucket changes a crash left half-applied.
dashboardOrderSchema.index({ 'pending.rev': 1 });

export type DashboardOrderModel = Model<DashboardOrderDocument>;
export const dashboardOrderModel = (connection: Connection): DashboardOrderModel =>
  connection.models.DashboardOrder ??
  connection.model<DashboardOrderDocument>('DashboardOrder', dashboardOrderSchema);
