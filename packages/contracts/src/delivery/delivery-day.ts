import { z } from 'zod';
import { isoDateField, orderSchema } from '../http/ordering';

/** The most boxes one delivery-day list answers; a bigger day is said to be cut short (`truncated`). */
export const DELIVERY_DAY_LIMIT = 1000;

/** The most boxes one "Out for delivery" sends at once. */
export const SEND_OUT_LIMIT = 200;

/**
 * GET /api/admin/deliveries/?date=: every box due on that day that is not cancelled, by postcode (a van's rough
 * round) then reference, each as the whole order (address, meals, add-ons in its price lines, statuses).
 */
export const deliveryDaySchema = z.object({
  date: z.string(),
  boxes: z.array(orderSchema),
  total: z.number().int().nonnegative(),
  truncated: z.boolean(),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const deliveryDayQuerySchema = z.object({ date: isoDateField });

/** POST /api/admin/deliveries/out-for-delivery/: the boxes staff send out together. */
export const sendOutBodySchema = z.strictObject({
  order_ids: z
    .array(z.string().regex(/^[0-9a-f]{24}$/i, 'Not a valid order id.'))
    .min(1, 'Choose at least one box.')
    .max(SEND_OUT_LIMIT, `Send at most ${SEND_OUT_LIMIT} boxes at once.`),
});

/**
 * What happened to each box: `sent` (moved to out for delivery now), `already` (it was out already, or delivered:
 * another member of staff or the courier got there first; nothing changed), or `refused` with why (not ready yet,
 * cancelled, no such order).
 */
export const sendOutResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.string(),
      outcome: z.enum(['sent', 'already', 'refused']),
      order_status: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type SendOutResult = z.infer<typeof sendOutResultSchema>;
