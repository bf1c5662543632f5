import { z } from 'zod';
import { paymentStatusSchema } from '../events/ordering-events';

/**
 * GET /api/orders/<id>/payment-terms/ (ordering, the order's owner or staff): what a checkout needs to know of an
 * order, straight from ordering. Payment keeps the same facts in a view fed by ordering's events; it asks here
 * when that view has not caught up (the broker is down, or the event is a moment behind), so an order placed
 * during a broker outage can still be paid.
 */
export const orderPaymentTermsSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  total_pence: z.number().int(),
  payment_status: paymentStatusSchema,
  /** The price's discount code when it is for a first box only (CHEF24), else null. */
  first_box_only_code: z.string().nullable(),
  /** When the order last changed: events about it from before this are already reflected here. */
  as_of: z.iso.datetime(),
});
export type OrderPaymentTerms = z.infer<typeof orderPaymentTermsSchema>;

export const orderPaymentTermsPath = (orderId: string): string =>
  `/api/orders/${encodeURIComponent(orderId)}/payment-terms/`;
