import type { Connection } from 'mongoose';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOOK_EVERY_MS = 100;

/** The read models kept from ordering's order events, each in the database of the service that keeps it. */
export interface ReadModelStores {
  ordering: Connection;
  payment: Connection;
  identity: Connection;
}

/** For each read model, how long after the orders themselves read paid it showed them all paid (null: not in time). */
export type CatchUpTimes = Record<
  'staffReport' | 'dashboard' | 'paymentOrderViews' | 'identityUserOrders',
  number | null
>;

/**
 * Looks every 100 ms, from `paidAt` (when the last of `orderIds` read `completed` in ordering's own documents)
 * until `withinMs` after it, at whether each read model shows every one of them paid:
 * - ordering's staff report rows (`order_report_rows`, the rows the report and the CSV are read from);
 * - ordering's dashboard (`dashboard_days`): its paid orders up by `dashboardRise` since the test began;
 * - payment's order views (`order_views`), which decide what a checkout may charge;
 * - identity's orders of each user (`user_orders`), which the staff user screens count.
 * Answers when each was first seen caught up, in ms after `paidAt`.
 */
export async function readModelsCaughtUp(
  stores: ReadModelStores,
  orderIds: string[],
  dashboard: { paidBefore: number; rise: number },
  paidAt: number,
  withinMs: number,
): Promise<CatchUpTimes> {
  const checks: Record<keyof CatchUpTimes, () => Promise<boolean>> = {
    staffReport: async () => {
      const days = await stores.ordering
        .collection<{ entries: { id: string; payment: string }[] }>('order_report_rows')
        .find({ 'entries.id': { $in: orderIds } })
        .toArray();
      const paid = new Set(
        days.flatMap((day) => day.entries.filter((row) => row.payment === 'completed').map((row) => row.id)),
      );
      return orderIds.every((id) => paid.has(id));
    },
    dashboard: async () => {
      const days = await stores.ordering
        .collection<{ paidOrders?: number }>('dashboard_days')
        .find({}, { projection: { paidOrders: 1 } })
        .toArray();
      const paid = days.reduce((sum, day) => sum + (day.paidOrders ?? 0), 0);
      return paid >= dashboard.paidBefore + dashboard.rise;
    },
    paymentOrderViews: async () =>
      (await stores.payment
        .collection<{ _id: string }>('order_views')
        .countDocuments({ _id: { $in: orderIds }, paymentStatus: 'completed' })) === orderIds.length,
    identityUserOrders: async () =>
      (await stores.identity
        .collection<{ _id: string }>('user_orders')
        .countDocuments({ _id: { $in: orderIds }, paymentStatus: 'completed' })) === orderIds.length,
  };
  const times: CatchUpTimes = {
    staffReport: null,
    dashboard: null,
    paymentOrderViews: null,
    identityUserOrders: null,
  };
  const names = Object.keys(checks) as (keyof CatchUpTimes)[];
  for (;;) {
    const waiting = names.filter((name) => times[name] === null);
    const seen = await Promise.all(waiting.map((name) => checks[name]().catch(() => false)));
    const now = Date.now();
    waiting.forEach((name, i) => {
      if (seen[i]) times[name] = Math.max(0, now - paidAt);
    });
    if (names.every((name) => times[name] !== null) || now - paidAt > withinMs) return times;
    await sleep(LOOK_EVERY_MS);
  }
}

/** The read models that were not caught up within `withinMs` ([name, ms or null]); all of them when `times` is null. */
export function lateReadModels(times: CatchUpTimes | null, withinMs: number): [string, number | null][] {
  if (!times) return [['every read model (the orders never read paid)', null]];
  return Object.entries(times).filter(([, ms]) => ms === null || ms > withinMs);
}

/** One line for the test's output: each read model's time after the orders, or 'late'. */
export function describeCatchUp(times: CatchUpTimes | null): string {
  if (!times) return 'read models: not measured (the orders never read paid)';
  const parts = Object.entries(times).map(([name, ms]) => `${name} ${ms === null ? 'late' : `${ms} ms`}`);
  return `read models caught up after the orders: ${parts.join(', ')}`;
}
