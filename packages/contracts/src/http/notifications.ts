import { z } from 'zod';
import { requiredBoolean } from './fields';

/** The kinds of email the notifications service sends about an order. */
export const ORDER_EMAIL_KINDS = [
  'order_confirmation',
  'payment_receipt',
  'payment_declined',
  'charge_refused',
  'refund_issued',
  'credit_added',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
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

/**
 * The signed-in customer's email choices (GET and PUT /api/notifications/preferences/). Only the reminders before
 * each box's cut-off can be turned off; order, payment and account emails always go.
 */
export const emailPreferencesSchema = z.object({
  cutoff_reminders: z.boolean(),
  /** When the customer last changed it (here or through a reminder's unsubscribe link); null: never. */
  changed_at: z.iso.datetime().nullable(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesUpdateShape = { cutoff_reminders: requiredBoolean };
