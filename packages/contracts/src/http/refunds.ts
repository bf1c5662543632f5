import { z } from 'zod';
import { GRANT_REASONS, type CreditGrantReason } from '../credit/credit-reasons';
import { refundDestinationSchema } from '../events/refund-events';
import {
  MAX_REFUND_LINES,
  REFUND_DESTINATIONS,
  REFUND_LINE_KINDS,
  REFUND_NOTE_MAX,
  REFUND_STATUSES,
} from '../refunds/refund-rules';
import { decimalPriceSchema, INVALID_PRICE, priceInput, requiredText } from './fields';

/** The largest refund a request may name (no box costs more; the order's paid total is the real limit). */
const MAX_REFUND_PENCE = 9_999_99;

const refundReasonValues = GRANT_REASONS.map((reason) => reason.value) as [
  CreditGrantReason,
  ...CreditGrantReason[],
];

/** A refunded part of the order as the request names it: exactly {kind, ref?, label, quantity}. */
const refundLineInput = z.strictObject(
  {
    kind: z.enum(REFUND_LINE_KINDS, { error: `Choose one of: ${REFUND_LINE_KINDS.join(', ')}.` }),
    ref: z.string({ error: 'Not a valid string.' }).trim().min(1).max(64).optional(),
    label: requiredText(200),
    quantity: z
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(1, 'Ensure this value is greater than or equal to 1.')
      .max(100, 'Ensure this value is less than or equal to 100.'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `These fields are not allowed: ${issue.keys.join(', ')}.`
        : 'Expected an object with kind, label and quantity.',
  },
);

/**
 * POST /api/admin/orders/{id}/refunds/ (staff): refund `amount` of a paid order to the card or as account credit.
 * `lines` say what it is for (meals, extras, delivery; none for a free amount), `reason` one of the staff reasons,
 * `note` optional. The order's refunds together never exceed what was paid. An `Idempotency-Key` header makes a
 * retry refund once.
 */
export const orderRefundShape = {
  destination: z.enum(REFUND_DESTINATIONS, {
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Choose card or credit.'),
  }),
  amount: priceInput(MAX_REFUND_PENCE).refine((pence) => pence > 0, {
    message: `${INVALID_PRICE.slice(0, -1)} of more than £0.00.`,
  }),
  lines: z
    .array(refundLineInput, { error: 'Expected a list of lines.' })
    .max(MAX_REFUND_LINES, `Ensure this list has no more than ${MAX_REFUND_LINES} lines.`)
    .optional(),
  reason: z.enum(refundReasonValues, { error: `Choose one of: ${refundReasonValues.join(', ')}.` }).nullish(),
  note: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(REFUND_NOTE_MAX, `Ensure this field has no more than ${REFUND_NOTE_MAX} characters.`)
    .optional(),
};
export const orderRefundSchema = z.object(orderRefundShape);
export type OrderRefundRequest = z.input<typeof orderRefundSchema>;

/** A refunded line as the order shows it. */
export const refundLineDtoSchema = z.object({
  kind: z.enum(REFUND_LINE_KINDS),
  ref: z.string().nullable(),
  label: z.string(),
  quantity: z.number().int().positive(),
});

/**
 * A refund of the order: how much, where to, for what, and where it stands (a card refund is `requested` until the
 * provider has made it; `failed` with `failure` when it refused, and then it does not count).
 */
export const orderRefundDtoSchema = z.object({
  id: z.string(),
  amount: decimalPriceSchema,
  destination: refundDestinationSchema,
  lines: z.array(refundLineDtoSchema),
  /** 'Issue Refund': the rest of the order, to the card. */
  whole: z.boolean(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  note: z.string(),
  failure: z.string().nullable(),
  requested_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type OrderRefundDto = z.infer<typeof orderRefundDtoSchema>;
