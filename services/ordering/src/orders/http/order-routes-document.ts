import {
  deliveryDatesSchema,
  orderItemResultSchema,
  orderListSchema,
  orderMealRatingSchema,
  orderPaymentTermsSchema,
  orderSchema,
} from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { idempotencyKeyHeaders } from '../../shared/http/idempotency-key';
import { mealRatingBody } from './meal-rating-routes';
import { orderItemBody } from './order-item-routes';
import {
  orderAddOnBody,
  orderCreateBody,
  orderStatusBody,
  orderUpdateBody,
  ownOrderListQuery,
} from './order-routes';

export const ORDERS_TAG = 'Orders';

const noSuchOrder = 'No order of yours has this id (staff see every order).';

/** What `deliveryDateRoutes`, `orderRoutes`, `orderItemRoutes` and `mealRatingRoutes` answer. */
export const orderRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/orders/delivery-dates',
    tag: ORDERS_TAG,
    summary: 'The days an order placed now can be delivered',
    description: 'Working days from four ahead, up to two weeks out; bank holidays left out.',
    access: 'public',
    answers: { 200: { description: 'The first and last day, and each day.', schema: deliveryDatesSchema } },
  },
  {
    method: 'post',
    path: '/api/orders',
    tag: ORDERS_TAG,
    summary: 'Place an order',
    description:
      'With a plan and meals, or as the spec’s client does (customer, address and date; the meals follow through ' +
      '`POST /api/orderitems`). The server prices it. An `Idempotency-Key` makes a repeat answer the same order.',
    access: 'signed-in',
    headers: idempotencyKeyHeaders,
    body: { schema: orderCreateBody },
    answers: {
      201: { description: 'The new order.', schema: orderSchema },
      200: { description: 'The order this `Idempotency-Key` already placed.', schema: orderSchema },
    },
    errors: {
      404: 'The address is not one of yours.',
      409: 'The same `Idempotency-Key` was used for a different order.',
    },
  },
  {
    method: 'get',
    path: '/api/orders',
    tag: ORDERS_TAG,
    summary: 'Your orders, newest first',
    access: 'signed-in',
    query: ownOrderListQuery,
    answers: { 200: { description: 'A page of your orders.', schema: orderListSchema } },
  },
  {
    method: 'get',
    path: '/api/orders/:id',
    tag: ORDERS_TAG,
    summary: 'One order, with its meals and delivery address',
    access: 'signed-in',
    answers: { 200: { description: 'The order.', schema: orderSchema } },
    errors: { 404: noSuchOrder },
  },
  {
    method: 'get',
    path: '/api/orders/:id/payment-terms',
    tag: ORDERS_TAG,
    summary: 'What an order is due, and whether it can be paid now',
    access: 'signed-in',
    answers: { 200: { description: 'The order’s payment terms.', schema: orderPaymentTermsSchema } },
    errors: { 404: noSuchOrder },
  },
  {
    method: 'patch',
    path: '/api/orders/:id',
    tag: ORDERS_TAG,
    summary: 'Change an order: its total check, delivery day, discount code, or (staff) payment status',
    description:
      'A total sent is checked against the server’s price, never taken. Staff setting `refunded` asks for a refund.',
    access: 'signed-in',
    body: { schema: orderUpdateBody },
    answers: {
      200: { description: 'The order as changed.', schema: orderSchema },
      202: {
        description: 'The refund is asked for; the order reads `refunded` once it is made.',
        schema: orderSchema,
      },
    },
    errors: {
      403: 'Only staff may set the payment status.',
      404: noSuchOrder,
      409: 'The order can no longer change this way (paid, locked, or a status step not allowed).',
    },
  },
  {
    method: 'put',
    path: '/api/orders/:id/add-ons/:addOnId',
    tag: ORDERS_TAG,
    summary: 'Set how many of an extra (an add-on: a dessert, a side, a drink) an unpaid order holds',
    description:
      'A line on the order at the extra’s price now (an unchanged quantity keeps the price it was added at); 0 ' +
      'takes it out. The order’s allergen exclusions apply, and an extra with a weekly stock is promised for the ' +
      'delivery week.',
    access: 'signed-in',
    body: { schema: orderAddOnBody },
    answers: {
      200: { description: 'The order as changed, its extras among its price lines.', schema: orderSchema },
    },
    errors: {
      400: 'The extra is not on sale, contains an allergen the customer leaves out, or the quantity is not 0 to 10.',
      404: noSuchOrder,
      409: 'The order is paid or a subscription box past its cut-off, or that week’s stock is too low.',
    },
  },
  {
    method: 'patch',
    path: '/api/orders/:id/update_order_status',
    tag: ORDERS_TAG,
    summary: 'Staff: move an order to its next status',
    access: 'admin',
    body: { schema: orderStatusBody },
    answers: { 200: { description: 'The order as changed.', schema: orderSchema } },
    errors: { 404: 'No order has this id.', 409: 'The order cannot move to that status from where it is.' },
  },
  {
    method: 'post',
    path: '/api/orderitems',
    tag: ORDERS_TAG,
    summary: 'Add a meal to one of your orders (the spec’s one call per meal)',
    access: 'signed-in',
    body: { schema: orderItemBody },
    answers: {
      201: { description: 'The item added, and the order’s new total.', schema: orderItemResultSchema },
    },
    errors: {
      404: 'No order of yours, or no meal, has this id.',
      409: 'The order is paid or its meals are full.',
    },
  },
  {
    method: 'put',
    path: '/api/orders/:id/ratings/:mealId',
    tag: ORDERS_TAG,
    summary: 'Rate a meal of your delivered order, 1 to 5 stars',
    description:
      'One rating per meal per order: sending it again replaces it. The meal’s average and count on the menu follow.',
    access: 'signed-in',
    body: { schema: mealRatingBody },
    answers: { 200: { description: 'The rating as stored.', schema: orderMealRatingSchema } },
    errors: {
      403: 'Staff see every order but rate none: only the order’s customer rates its meals.',
      404: noSuchOrder,
      409: 'The order has not been delivered yet.',
    },
  },
];
