import { z } from 'zod';

/**
 * A box's progress as the customer and staff see it: each step the order reached, when, and who said so. The
 * order statuses (spec section 4) are the steps, with `paid` (the first payment) between ordered and preparing,
 * and `delivery_failed`, a courier's attempt that did not end with the box handed over (the order stays out for
 * delivery; the courier tries again or staff arrange another day).
 */
export const PROGRESS_STEPS = [
  'paid',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'delivery_failed',
] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Who moved the box on: staff on the order page, the courier through its webhook, or the payment. */
export const PROGRESS_SOURCES = ['staff', 'courier', 'payment'] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];

/** One step of an order's `progress` in the API: oldest first. */
export const orderProgressDtoSchema = z.object({
  step: z.enum(PROGRESS_STEPS),
  at: z.string(),
  by: z.enum(PROGRESS_SOURCES),
  /** A failed attempt's reason, in the courier's words; null otherwise. */
  note: z.string().nullable(),
  /** The courier's photo of the box where it was left, when it sent one. */
  photo_url: z.string().nullable(),
});
export type OrderProgressDto = z.infer<typeof orderProgressDtoSchema>;

/** What a courier reports through `POST /api/delivery/events/`. */
export const COURIER_EVENT_TYPES = ['out_for_delivery', 'delivered', 'failed_attempt'] as const;
export type CourierEventType = (typeof COURIER_EVENT_TYPES)[number];

export const COURIER_NOTE_MAX_LENGTH = 250;

/**
 * The courier's report, signed (see docs/delivery.md). `id` is the courier's own id of the report: the same id
 * twice is one report. `occurred_at` is when it happened at the door, which may be before reports sent earlier.
 */
export const courierEventSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  type: z.enum(COURIER_EVENT_TYPES),
  order_id: z.string().trim().min(1).max(40),
  occurred_at: z.iso.datetime({ offset: true }),
  photo_url: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .nullable()
    .optional(),
  reason: z.string().trim().min(1).max(COURIER_NOTE_MAX_LENGTH).nullable().optional(),
});
export type CourierEvent = z.infer<typeof courierEventSchema>;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the card provider signs. */
export const COURIER_SIGNATURE_HEADER = 'Mealbox-Courier-Signature';
