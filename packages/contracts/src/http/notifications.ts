import { z } from 'zod';

/** The kinds of email the notifications service sends about an order. */
export const ORDER_EMAIL_KINDS = [
  'order_confirmation',
  'payment_receipt',
  'payment_declined',
  'charge_refused',
  'refund_issued',
] as const;

/** pending: not yet taken by the mail server (tried again until it is); sent; refused: the address refused for good. */
export const EMAIL_STATUSES = ['pending', 'sent', 'refused'] as const;

/** One email about an order, as staff see it (GET /api/admin/order-emails/?order_id=). */
export const orderEmailSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EMAIL_KINDS),
  status: z.enum(EMAIL_STATUSES),
  subject: z.string().nullable(),
  to: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;
