import type { Pagination } from '@mealbox/contracts';
import { notFound, pageWindow, paginationOf, trustedFilter } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { OrderDocument } from '../../orders/data/order-model';
import { WITHOUT_OUTBOX, objectIdOr404 } from '../../shared/data/query-helpers';
import { withNulls } from '../data/subscription-model';
import type { StoredConfirmation, SubscriptionDocument } from '../data/subscription-model';
import { mealsById } from '../../shared/domain/meal-choice';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { loadPlanPriceTable } from '../../pricing/domain/plan-price-table';
import type { PlanPriceTable } from '../../pricing/domain/plan-price-table';
import { subscriptionOrderKey } from './start-subscription';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-change';
import { upcomingDeliveries } from './subscription-schedule';
import { loadAddOnsOnSale } from './box-estimate';
import type { AddOnsOnSale } from './box-estimate';
import type { ScheduledDelivery } from './subscription-schedule';

/** How many of the newest confirmations a subscription shows with it (all of them are paged separately). */
export const LATEST_CONFIRMATIONS = 10;

/** A subscription as the account page shows it: its next 14 days, priced, with the meals they name. */
export interface SubscriptionView {
  subscription: SubscriptionDocument;
  now: Date;
  deliveries: ScheduledDelivery[];
  priceOf: PlanPriceTable;
  /** The extras on sale now, to price each box's extras in its estimate. */
  addOnsOnSale: AddOnsOnSale;
  meals: Map<string, MealReadDocument>;
  /** The orders the weekly job placed for these boxes, by slot (scheduled date). */
  boxOrders: Map<string, BoxOrder>;
}

export type BoxOrder = Pick<
  OrderDocument,
  '_id' | 'reference' | 'orderStatus' | 'paymentStatus' | 'paymentProblem' | 'idempotencyKey'
>;

/** The orders placed for these boxes, found by their keys (the customer's own orders, by user: an index read). */
async function boxOrdersOf(
  deps: OrderingDeps,
  subscription: SubscriptionDocument,
  deliveries: ScheduledDelivery[],
): Promise<Map<string, BoxOrder>> {
  const id = subscription._id.toHexString();
  const slotOfKey = new Map(
    deliveries.map((delivery) => [subscriptionOrderKey(id, delivery.scheduledDate), delivery.scheduledDate]),
  );
  if (slotOfKey.size === 0) return new Map();
  const orders = await deps.orders
    .find(trustedFilter({ userId: subscription.userId, idempotencyKey: { $in: [...slotOfKey.keys()] } }))
    .select({ reference: 1, orderStatus: 1, paymentStatus: 1, paymentProblem: 1, idempotencyKey: 1 })
    .lean<BoxOrder[]>();
  return new Map(orders.map((order) => [slotOfKey.get(order.idempotencyKey) ?? '', order]));
}

export async function viewOf(
  deps: OrderingDeps,
  subscription: SubscriptionDocument,
  pricer?: PlanPriceTable,
): Promise<SubscriptionView> {
  const now = deps.now();
  const deliveries = upcomingDeliveries(subscription, now);
  const [priceOf, addOnsOnSale, meals, boxOrders] = await Promise.all([
    pricer ?? loadPlanPriceTable(deps),
    loadAddOnsOnSale(deps),
    mealsById(
      deps,
      deliveries.flatMap((delivery) => (delivery.items ?? []).map((item) => item.mealId)),
    ),
    boxOrdersOf(deps, subscription, deliveries),
  ]);
  return { subscription, now, deliveries, priceOf, addOnsOnSale, meals, boxOrders };
}

/** The caller's own subscription; anyone else's, or an unknown id, is 404. */
export async function findOwnSubscription(
  deps: OrderingDeps,
  user: AuthUser,
  id: string,
): Promise<SubscriptionDocument> {
  const _id = objectIdOr404(id, SUBSCRIPTION_NOT_FOUND);
  const read = await deps.subscriptions.findById(_id).select(WITHOUT_OUTBOX).lean<SubscriptionDocument>();
  if (!read || read.userId !== user.id) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return withNulls(read);
}

/**
 * The caller's live subscription or, if none is live, their latest (cancelled) one; null when they have never had
 * one. Having none is a normal state of every new customer (the cart asks on their first purchase), not an error.
 */
export async function currentSubscription(
  deps: OrderingDeps,
  user: AuthUser,
): Promise<SubscriptionDocument | null> {
  const read =
    (await deps.subscriptions
      .findOne({ liveKey: user.id })
      .select(WITHOUT_OUTBOX)
      .lean<SubscriptionDocument>()) ??
    (await deps.subscriptions
      .findOne({ userId: user.id })
      .select(WITHOUT_OUTBOX)
      .sort({ createdAt: -1 })
      .lean<SubscriptionDocument>());
  return read ? withNulls(read) : null;
}

/** The caller's subscriptions, newest first (a cancelled one stays, with its confirmations). */
export async function listOwnSubscriptions(
  deps: OrderingDeps,
  user: AuthUser,
  page: number,
  pageSize: number,
): Promise<{ subscriptions: SubscriptionDocument[]; pagination: Pagination }> {
  const { skip, limit } = pageWindow(page, pageSize);
  const [subscriptions, total] = await Promise.all([
    deps.subscriptions
      .find({ userId: user.id })
      .select({ outbox: 0, confirmations: 0, overrides: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .lean<SubscriptionDocument[]>(),
    deps.subscriptions.countDocuments({ userId: user.id }),
  ]);
  return {
    subscriptions: subscriptions.map((each) => withNulls(each)),
    pagination: paginationOf(total, page, pageSize),
  };
}

/** The newest `pageSize` confirmations of a page, newest first. */
export function confirmationPage(
  subscription: SubscriptionDocument,
  page: number,
  pageSize: number,
): { confirmations: StoredConfirmation[]; pagination: Pagination } {
  const newestFirst = [...subscription.confirmations].reverse();
  const { skip, limit } = pageWindow(page, pageSize);
  return {
    confirmations: newestFirst.slice(skip, skip + limit),
    pagination: paginationOf(newestFirst.length, page, pageSize),
  };
}
