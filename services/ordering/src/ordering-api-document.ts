import { buildServiceDocument, type ApiDocument, type RouteDescription } from '@mealbox/platform';
import { DELIVERY_TAG, courierRouteDocuments } from './delivery/http/courier-routes-document';
import { deliveryDayRouteDocuments } from './delivery/http/delivery-day-routes-document';
import { CREDIT_TAG, creditRouteDocuments } from './credit/http/credit-routes-document';
import { REFUNDS_TAG, refundRouteDocuments } from './refunds/http/refund-routes-document';
import { CUSTOMERS_TAG, customerRouteDocuments } from './customers/http/customer-routes-document';
import { ORDERS_TAG, orderRouteDocuments } from './orders/http/order-routes-document';
import { STAFF_REPORTS_TAG, reportingRouteDocuments } from './reporting/http/reporting-routes-document';
import {
  SUBSCRIPTIONS_TAG,
  subscriptionRouteDocuments,
} from './subscriptions/http/subscription-routes-document';

/** Every route ordering's app answers, as each feature describes it. */
export const orderingRouteDocuments: RouteDescription[] = [
  ...orderRouteDocuments,
  ...customerRouteDocuments,
  ...subscriptionRouteDocuments,
  ...creditRouteDocuments,
  ...refundRouteDocuments,
  ...reportingRouteDocuments,
  ...courierRouteDocuments,
  ...deliveryDayRouteDocuments,
];

/** Ordering's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const orderingApiDocument: ApiDocument = buildServiceDocument({
  service: 'ordering',
  description:
    'Customers and their addresses, orders and their meals, subscriptions, and the staff’s order reports.',
  tags: [
    {
      name: ORDERS_TAG,
      description: 'Placing, reading and changing orders, and the days they can be delivered.',
    },
    { name: CUSTOMERS_TAG, description: 'The customer’s details and delivery addresses.' },
    {
      name: SUBSCRIPTIONS_TAG,
      description: 'Weekly boxes: skip, move, choose meals, change the plan, pause, cancel.',
    },
    {
      name: REFUNDS_TAG,
      description: 'Refunding part of a paid order to the card or as account credit, within what was paid.',
    },
    {
      name: CREDIT_TAG,
      description:
        'Credit on a customer’s account: staff grant it, boxes and orders spend it, refunds return it.',
    },
    { name: STAFF_REPORTS_TAG, description: 'The staff’s order report, its CSV export, and the dashboard.' },
    {
      name: DELIVERY_TAG,
      description: 'Staff’s delivery day and the courier’s signed reports on each box’s way to the customer.',
    },
  ],
  routes: orderingRouteDocuments,
});
