import { z } from 'zod';
import { eventAddressSchema } from './event-address';
import type { EventEnvelope } from './envelope';

/**
 * Published by ordering on `ordering.orders.v1`, keyed by order id, in the same write as the order's move: what
 * the customer is told about the box's way to them. Each is one fact per order (one failed attempt per courier
 * report), so notifications mails each once. `by` says who reported it; `at` is when it happened.
 */
const deliveryFactShape = {
  orderId: z.string(),
  userId: z.string(),
  reference: z.string(),
  deliveryDate: z.iso.date(),
  address: eventAddressSchema,
  by: z.enum(['staff', 'courier']),
  at: z.iso.datetime(),
};

export const orderOutForDeliverySchema = z.object(deliveryFactShape);
export type OrderOutForDeliveryData = z.infer<typeof orderOutForDeliverySchema>;
export type OrderOutForDelivery = EventEnvelope<'OrderOutForDelivery', OrderOutForDeliveryData>;

export const orderDeliveredSchema = z.object({
  ...deliveryFactShape,
  /** The courier's photo of where the box was left, if it sent one. */
  photoUrl: z.string().nullable(),
});
export type OrderDeliveredData = z.infer<typeof orderDeliveredSchema>;
export type OrderDelivered = EventEnvelope<'OrderDelivered', OrderDeliveredData>;

export const orderDeliveryAttemptFailedSchema = z.object({
  ...deliveryFactShape,
  /** The courier's report id: each failed attempt is its own fact. */
  attemptId: z.string(),
  reason: z.string().nullable(),
});
export type OrderDeliveryAttemptFailedData = z.infer<typeof orderDeliveryAttemptFailedSchema>;
export type OrderDeliveryAttemptFailed = EventEnvelope<
  'OrderDeliveryAttemptFailed',
  OrderDeliveryAttemptFailedData
>;
