import { Types } from 'mongoose';
import type { Connection } from 'mongoose';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOOK_EVERY_MS = 100;

/** The read models kept from ordering's order and subscription events, each in the database of its service. */
export interface ReadModelStores {
  ordering: Connection;
  payment: Connection;
  identity: Connection;
  catalogue: Connection;
}

/** For each read model, how long after the orders themselves read paid it showed them all paid (null: not in time). */
export type CatchUpTimes = Record<
  | 'staffReport'
  | 'dashboard'
  | 'paymentOrderViews'
  | 'identityUserOrders'
  | 'cataloguePaidCustomers'
  | 'catalogueSubscriberPlans'
  | 'identitySubscriberPlans',
  number | null
>;

/**
 * Looks every 100 ms, from `paidAt` (when the last of `orderIds` read `completed` in ordering's own documents)
 * until `withinMs` after it, at whether each read model shows every one of them paid:
 * - ordering's staff report rows (`order_report_rows`, the rows the report and the CSV are read from);
 * - ordering's dashboard (`dashboard_days`): its paid orders up by `dashboardRise` since the test began;
 * - payment's order views (`order_views`), which decide what a checkout may charge;
 * - identity's orders of each user (`user_orders`), which the staff user screens count;
 * - catalogue's customers who have paid (`paid_customers`), which refuse them a first-box code: every customer of
 *   the orders;
 * - catalogue's and identity's subscription plans (`subscriber_plans`), which give a plan's perks (the Large plan's
 *   recipes, priority support): each customer's first paid box starts their subscription in ordering, and both
 *   models hold that live subscription. Their time includes ordering's own start of the subscription.
 * Answers when each was first seen caught up, in ms after `paidAt`.
 */
export async function readModelsCaughtUp(
  stores: ReadModelStores,
  orderIds: string[],
  dashboard: { paidBefore: number; rise: number },
  paidAt: number,
  withinMs: number,
): Promise<CatchUpTimes> {
  const userIds = await customersOf(stores.ordering, orderIds);
  // With no customer found, the three checks below would hold for nobody, vacuously.
  if (orderIds.length > 0 && userIds.length === 0) throw new Error('no customer found for the paid orders');
  const plansHeld = (store: Connection) => subscriberPlansHeld(stores.ordering, store, userIds);
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
    cataloguePaidCustomers: async () =>
      (await stores.catalogue
        .collection<{ _id: string }>('paid_customers')
        .countDocuments({ _id: { $in: userIds } })) === userIds.length,
    catalogueSubscriberPlans: () => plansHeld(stores.catalogue),
    identitySubscriberPlans: () => plansHeld(stores.identity),
  };
  const times: CatchUpTimes = {
    staffReport: null,
    dashboard: null,
    paymentOrderViews: null,
    identityUserOrders: null,
    cataloguePaidCustomers: null,
    catalogueSubscriberPlans: null,
    identitySubscriberPlans: null,
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

/** The customers (identity's user ids) who placed `orderIds`, from ordering's own documents. */
async function customersOf(ordering: Connection, orderIds: string[]): Promise<string[]> {
  const orders = await ordering
    .collection<{ _id: Types.ObjectId; userId: string }>('orders')
    .find({ _id: { $in: orderIds.map((id) => new Types.ObjectId(id)) } }, { projection: { userId: 1 } })
    .toArray();
  return [...new Set(orders.map((order) => order.userId))];
}

/** Whether `store`'s plan model holds, for each of `userIds`, the live subscription ordering has for them. */
async function subscriberPlansHeld(
  ordering: Connection,
  store: Connection,
  userIds: string[],
): Promise<boolean> {
  const [live, plans] = await Promise.all([
    ordering
      .collection<{ _id: Types.ObjectId; liveKey: string }>('subscriptions')
      .find({ liveKey: { $in: userIds } }, { projection: { liveKey: 1 } })
      .toArray(),
    store
      .collection<{ _id: string; subscriptionId: string; cancelled: boolean }>('subscriber_plans')
      .find({ _id: { $in: userIds } })
      .toArray(),
  ]);
  const liveOf = new Map(live.map((subscription) => [subscription.liveKey, String(subscription._id)]));
  const planOf = new Map(plans.map((plan) => [plan._id, plan]));
  return userIds.every((userId) => {
    const plan = planOf.get(userId);
    return plan !== undefined && plan.subscriptionId === liveOf.get(userId) && !plan.cancelled;
  });
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
