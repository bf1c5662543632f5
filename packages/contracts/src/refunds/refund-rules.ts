import type { PriceLine } from '../pricing/price-lines';

/**
 * Partial refunds: staff refund chosen parts of a paid order (meals, extras, delivery) or an amount, to the card or
 * as account credit. Browser-safe (no zod): `@mealbox/contracts/refunds`; the staff page derives amounts with the
 * same rules the contracts describe.
 */

/** Where a refund goes: back to the card the order was paid with, or onto the customer's account credit. */
export const REFUND_DESTINATIONS = ['card', 'credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** What a refunded line is: some of the box's meals, an extra (add-on line), or the delivery. */
export const REFUND_LINE_KINDS = ['meal', 'add_on', 'delivery'] as const;
export type RefundLineKind = (typeof REFUND_LINE_KINDS)[number];

/** A part of the order a refund is for, as staff ticked it: what, which (a meal's or add-on's id), how many. */
export interface RefundLine {
  kind: RefundLineKind;
  ref?: string;
  label: string;
  quantity: number;
}

/**
 * `requested`: on its way (a card refund waits for the provider); `refunded`: made; `failed`: the provider refused
 * it (the amount can be refunded again).
 */
export const REFUND_STATUSES = ['requested', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The most lines one refund may name, and the longest note. */
export const MAX_REFUND_LINES = 50;
export const REFUND_NOTE_MAX = 250;

/** The kinds of price line that are the box's meals (the plan and its size premium). */
const MEAL_KINDS: readonly PriceLine['kind'][] = ['plan', 'size_premium'];

/**
 * What `quantity` of the box's meals are worth: the meal lines' total (plan and size premium) divided by the
 * number of meals, times the quantity, rounded down to the penny (never more than the box's meals cost). A meal is
 * not a price line of its own, so this is the one rule that turns "two meals" into money.
 */
export function mealRefundPence(
  lines: readonly PriceLine[],
  numberOfMeals: number,
  quantity: number,
): number {
  if (numberOfMeals <= 0 || quantity <= 0) return 0;
  const mealsTotal = lines
    .filter((line) => MEAL_KINDS.includes(line.kind))
    .reduce((sum, line) => sum + line.totalPence, 0);
  return Math.floor((mealsTotal * Math.min(quantity, numberOfMeals)) / numberOfMeals);
}

/** What `quantity` of a charged line (an extra, the delivery) is worth: its unit price times the quantity. */
export function lineRefundPence(line: PriceLine, quantity: number): number {
  return Math.max(0, line.unitPence) * Math.min(Math.max(0, quantity), line.quantity);
}

/** "£4.50 to the card" / "£4.50 as account credit", for staff and the customer alike. */
export function refundDestinationWords(destination: RefundDestination): string {
  return destination === 'card' ? 'to the card' : 'as account credit';
}
