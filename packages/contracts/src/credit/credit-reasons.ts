/**
 * Why a customer's account credit moved. Staff grant for the first four (the words their form shows); `refund` is a
 * part of an order refunded as credit, `spent` credit taken off an order, `returned` a spend given back when that
 * order was refunded or cancelled. Browser-safe (no zod): `@mealbox/contracts/credit`.
 */
export const CREDIT_REASONS = [
  { value: 'goodwill', label: 'Goodwill' },
  { value: 'damaged_meal', label: 'Damaged meal' },
  { value: 'missing_item', label: 'Missing item' },
  { value: 'late_delivery', label: 'Late delivery' },
  { value: 'refund', label: 'Refund as credit' },
  { value: 'spent', label: 'Spent on an order' },
  { value: 'returned', label: 'Returned from a refunded order' },
] as const;

export type CreditReason = (typeof CREDIT_REASONS)[number]['value'];

/** The reasons staff choose from when they grant credit by hand. */
export const GRANT_REASONS = CREDIT_REASONS.slice(0, 4) as readonly {
  value: CreditGrantReason;
  label: string;
}[];
export type CreditGrantReason = 'goodwill' | 'damaged_meal' | 'missing_item' | 'late_delivery';

export const CREDIT_REASON_KEYS: readonly CreditReason[] = CREDIT_REASONS.map((reason) => reason.value);

/** 'damaged_meal' -> 'Damaged meal'; an unknown value is shown as it is. */
export function creditReasonLabel(value: string): string {
  return CREDIT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

/** One grant is more than nothing and at most £200.00 (a guard against a typo such as 500 for £5.00). */
export const MAX_CREDIT_GRANT_PENCE = 200_00;
/** The most a grant's note (what staff say about it) may hold. */
export const CREDIT_NOTE_MAX = 250;
