import type {
  OrderPaymentStatusChangedData,
  OrderPaymentTerms,
  OrderPlacedData,
  OrderRepricedData,
} from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { OrderViewDocument } from '../data/order-view-model';
import type { PaymentDeps } from './payment-deps';

type ViewFields = Partial<
  Pick<OrderViewDocument, 'totalPence' | 'firstBoxOnlyCode' | 'paymentStatus' | 'subscriptionBox'>
>;

/**
 * Applies one ordering event to the order's view, unless a newer event was applied already (a redelivery after
 * a restart replays older events). An event for an order not seen yet creates its view.
 */
async function applyIfNewer(
  { orders }: Pick<PaymentDeps, 'orders'>,
  change: { orderId: string; userId: string; at: Date; fields: ViewFields },
): Promise<void> {
  const { orderId, userId, at, fields } = change;
  const newer = await orders.updateOne(trustedFilter({ _id: orderId, lastEventAt: { $lte: at } }), {
    $set: { ...fields, userId, lastEventAt: at },
  });
  if (newer.matchedCount === 1) return;
  const defaults: ViewFields = { totalPence: null, firstBoxOnlyCode: null, paymentStatus: 'pending' };
  await orders.updateOne(
    { _id: orderId },
    { $setOnInsert: { ...defaults, ...fields, userId, lastEventAt: at } },
    { upsert: true },
  );
}

export const applyOrderPlaced = (deps: Pick<PaymentDeps, 'orders'>, data: OrderPlacedData, at: Date) =>
  applyIfNewer(deps, {
    orderId: data.orderId,
    userId: data.userId,
    at,
    fields: {
      totalPence: data.totalPence,
      firstBoxOnlyCode: data.firstBoxOnlyCode ?? null,
      paymentStatus: data.paymentStatus,
      subscriptionBox: Boolean(data.subscriptionId),
    },
  });

export const applyOrderRepriced = (deps: Pick<PaymentDeps, 'orders'>, data: OrderRepricedData, at: Date) =>
  applyIfNewer(deps, {
    orderId: data.orderId,
    userId: data.userId,
    at,
    fields: { totalPence: data.totalPence, firstBoxOnlyCode: data.firstBoxOnlyCode ?? null },
  });

export const applyOrderPaymentStatusChanged = (
  deps: Pick<PaymentDeps, 'orders'>,
  data: OrderPaymentStatusChangedData,
  at: Date,
) =>
  applyIfNewer(deps, {
    orderId: data.orderId,
    userId: data.userId,
    at,
    fields: { paymentStatus: data.to },
  });

/**
 * Applies what ordering answered over HTTP (its terms as of the order's last change), unless an event from after
 * that change was applied already. Events from before it then find a newer view and change nothing.
 */
export const applyOrderTerms = (deps: Pick<PaymentDeps, 'orders'>, terms: OrderPaymentTerms) =>
  applyIfNewer(deps, {
    orderId: terms.order_id,
    userId: terms.user_id,
    at: new Date(terms.as_of),
    fields: {
      totalPence: terms.total_pence,
      firstBoxOnlyCode: terms.first_box_only_code,
      paymentStatus: terms.payment_status,
    },
  });

/**
 * Reads an order's view until `settled` accepts it or `timeoutMs` passes, and answers the last one read. Ordering's
 * events reach us milliseconds after its answers (a customer who applies a code and presses pay at once can be
 * faster), so a request that does not match yet waits briefly before it is refused.
 */
export async function awaitOrderView(
  { orders }: Pick<PaymentDeps, 'orders'>,
  orderId: string,
  settled: (view: OrderViewDocument | null) => boolean,
  { timeoutMs, pollMs = 50 }: { timeoutMs: number; pollMs?: number },
): Promise<OrderViewDocument | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = await orders.findById(orderId).lean<OrderViewDocument>();
    if (settled(view) || Date.now() >= deadline) return view;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
