import type {
  OrderDeliveredData,
  OrderDeliveryAttemptFailedData,
  OrderOutForDeliveryData,
} from '@mealbox/contracts';
import type { MailToRecord } from '../data/mail-request';

/*
 * The mails of a box's way to the customer, keyed by the fact: an order leaves and arrives once (staff and the
 * courier reporting the same step give the same key), and each failed attempt is the courier's own report.
 */

export const outForDeliveryMailOf = (fact: OrderOutForDeliveryData): MailToRecord => ({
  key: `out_for_delivery:${fact.orderId}`,
  request: { kind: 'out_for_delivery', data: fact },
  userId: fact.userId,
  to: null,
  orderId: fact.orderId,
});

export const deliveredMailOf = (fact: OrderDeliveredData): MailToRecord => ({
  key: `delivered:${fact.orderId}`,
  request: { kind: 'delivered', data: fact },
  userId: fact.userId,
  to: null,
  orderId: fact.orderId,
});

export const deliveryFailedMailOf = (fact: OrderDeliveryAttemptFailedData): MailToRecord => ({
  key: `delivery_failed:${fact.orderId}:${fact.attemptId}`,
  request: { kind: 'delivery_failed', data: fact },
  userId: fact.userId,
  to: null,
  orderId: fact.orderId,
});
