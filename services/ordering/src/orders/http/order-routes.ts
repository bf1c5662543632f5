import { Router } from 'express';
import type { Request } from 'express';
import { z } from 'zod';
import type { OrderStatus } from '@mealbox/contracts';
import {
  orderAddOnShape,
  orderCreateShape,
  orderStatusUpdateShape,
  orderUpdateShape,
} from '@mealbox/contracts';
import {
  badRequest,
  correlationIdOf,
  noStore,
  pageQueryFields,
  parseInput,
  requireAdmin,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import { deliveryWindow } from '../../calendar/domain/delivery-window';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { orderPaymentTerms } from '../domain/order-payment-terms';
import { listOwnOrders, viewOf, viewOrder } from '../domain/order-queries';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { placeOrder } from '../domain/place-order';
import { setOrderAddOn } from '../domain/order-add-ons';
import { SUBSCRIPTION_ORDER_KEY_PREFIX } from '../../subscriptions/domain/start-subscription';
import { updateOrder, updateOrderStatus } from '../domain/update-order';
import { toOrderDto, toOwnOrderSummaryDto } from './order-dto';
import { idempotencyKeyHeader } from '../../shared/http/idempotency-key';

export const orderCreateBody = strictBody(orderCreateShape);
export const orderUpdateBody = strictBody(orderUpdateShape);
export const orderStatusBody = strictBody(orderStatusUpdateShape);
export const orderAddOnBody = strictBody(orderAddOnShape);
export const ownOrderListQuery = z.object({
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
});

/** The shared Idempotency-Key check, plus keys kept for subscription deliveries. */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = idempotencyKeyHeader(req);
  // Otherwise a customer could place an order that reads as a subscription delivery and never starts a subscription.
  if (key?.startsWith(SUBSCRIPTION_ORDER_KEY_PREFIX)) {
    const message = `Keys starting with '${SUBSCRIPTION_ORDER_KEY_PREFIX}' are kept for subscription deliveries.`;
    throw badRequest('The Idempotency-Key header is not valid.', { 'Idempotency-Key': [message] });
  }
  return key;
}

/**
 * GET /api/orders/delivery-dates/: the days an order placed now can be delivered, for the date picker. Public
 * (no personal data), so it is mounted before authentication; the server checks the chosen date again anyway.
 */
export function deliveryDateRoutes(deps: Pick<OrderingDeps, 'now'>): Router {
  const router = Router();
  router.get('/api/orders/delivery-dates', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(deliveryWindow(londonDate(deps.now())));
  });
  return router;
}

/**
 * Orders (spec section 7): place, read, change, and the staff status steps. A status step is answered once the
 * staff views show it (`statusShown`, from the reporting slice), so staff read their own writes on any instance.
 */
export function orderRoutes(
  deps: OrderingDeps,
  staffViews: { statusShown(orderId: string, status: OrderStatus): Promise<void> },
): Router {
  const router = Router();
  router.use('/api/orders', requireUser, noStore);

  router.post('/api/orders', async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const request = parseInput(orderCreateBody, req.body);
    const { order, created } = await placeOrder(deps, requiredAuthUser(res), request, {
      idempotencyKey,
      correlationId: correlationIdOf(res),
    });
    res.status(created ? 201 : 200).json(toOrderDto(await viewOf(deps, order)));
  });

  router.get('/api/orders', async (req, res) => {
    const query = parseInput(ownOrderListQuery, req.query, 'query');
    const { orders, pagination } = await listOwnOrders(
      deps,
      requiredAuthUser(res),
      query.page,
      query.page_size,
    );
    res.json({ orders: orders.map(toOwnOrderSummaryDto), pagination });
  });

  router.get('/api/orders/:id', async (req, res) => {
    res.json(toOrderDto(await viewOrder(deps, requiredAuthUser(res), req.params.id as string)));
  });

  // Payment asks here (with the customer's own token) when its view of the order has not caught up.
  router.get('/api/orders/:id/payment-terms', async (req, res) => {
    res.json(await orderPaymentTerms(deps, requiredAuthUser(res), req.params.id as string));
  });

  router.patch('/api/orders/:id', async (req, res) => {
    const patch = parseInput(orderUpdateBody, req.body);
    if (Object.values(patch).every((value) => value === undefined)) {
      throw badRequest('Send at least one of total_amount, delivery_date, discount_code or payment_status.');
    }
    const user = requiredAuthUser(res);
    const { order, refundRequested } = await updateOrder(
      deps,
      user,
      req.params.id as string,
      patch,
      correlationIdOf(res),
    );
    // 202: the refund is asked for; the order shows 'refunded' once the payment service has made it.
    res.status(refundRequested ? 202 : 200).json(toOrderDto(await viewOf(deps, order)));
  });

  router.put('/api/orders/:id/add-ons/:addOnId', async (req, res) => {
    const { quantity } = parseInput(orderAddOnBody, req.body);
    const order = await setOrderAddOn(
      deps,
      requiredAuthUser(res),
      { orderId: req.params.id as string, addOnId: req.params.addOnId as string, quantity },
      correlationIdOf(res),
    );
    res.json(toOrderDto(await viewOf(deps, order)));
  });

  router.patch('/api/orders/:id/update_order_status', requireAdmin, async (req, res) => {
    const { order_status } = parseInput(orderStatusBody, req.body);
    const user = requiredAuthUser(res);
    const order = await updateOrderStatus(
      deps,
      user,
      req.params.id as string,
      order_status,
      correlationIdOf(res),
    );
    await staffViews.statusShown(order._id.toHexString(), order.orderStatus);
    res.json(toOrderDto(await viewOf(deps, order)));
  });

  return router;
}
