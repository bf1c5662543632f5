import { paymentStatusMayMove } from '@mealbox/contracts';
import type { OrderStatus, PaymentStatus } from '@mealbox/contracts';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';

/** What a requested status change does: apply it, nothing (already there), or a refusal to show. */
export type Transition = { kind: 'move' } | { kind: 'same' } | { kind: 'refused'; message: string };
/** A staff status step is applied or refused: asking for the status the order already has is no step at all. */
export type StatusStep = Exclude<Transition, { kind: 'same' }>;

const words = (status: string) => status.replace(/_/g, ' ');

/** The spec's forward steps (section 4): processing -> preparing -> ready -> out_for_delivery -> delivered. */
const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  processing: 'preparing',
  preparing: 'ready',
  ready: 'out_for_delivery',
  out_for_delivery: 'delivered',
};

/**
 * Staff move an order one step forward, or cancel it unless it is delivered or already cancelled (spec section
 * 4). Anything else is refused with the reason, a request for the current status too: the staff member's page
 * is out of date (someone else moved the order), and saying so beats a silent success.
 */
export function orderStatusTransition(from: OrderStatus, to: OrderStatus): StatusStep {
  if (from === to) return { kind: 'refused', message: `The order is already ${words(from)}.` };
  if (to === 'cancelled') {
    return from === 'delivered'
      ? { kind: 'refused', message: 'An order that is delivered cannot be cancelled.' }
      : { kind: 'move' };
  }
  if (NEXT_ORDER_STATUS[from] === to) return { kind: 'move' };
  const next = NEXT_ORDER_STATUS[from];
  return {
    kind: 'refused',
    message:
      `An order that is ${words(from)} cannot move to ${words(to)}.` +
      (next ? ` Its next step is ${words(next)}.` : ''),
  };
}

/** Payment moves (spec section 4 actions), shared with the payment service (`PAYMENT_STATUS_MOVES`). */
export function paymentStatusTransition(from: PaymentStatus, to: PaymentStatus): Transition {
  if (from === to) return { kind: 'same' };
  if (paymentStatusMayMove(from, to)) return { kind: 'move' };
  if (to === 'refunded') return { kind: 'refused', message: 'Only a completed payment can be refunded.' };
  return { kind: 'refused', message: `A payment that is ${from} cannot move to ${to}.` };
}

/** Meals can be chosen and changed only before payment and before the kitchen starts. */
export function itemsEditable(order: { paymentStatus: PaymentStatus; orderStatus: OrderStatus }): boolean {
  return order.paymentStatus === 'pending' && order.orderStatus === 'processing';
}
/** A subscription box's order is placed after its cut-off: what it holds and when it comes are settled. */
export const BOX_LOCKED =
  'This is a subscription box past its cut-off: its delivery day, meals and price can no longer change.';
export const ITEMS_LOCKED = 'Meals can only be changed while the order is unpaid and still processing.';

/** Adds items to a list, merging quantities of the same meal (first-chosen order kept). */
export function mergeItems(items: OrderItemEntry[], additions: OrderItemEntry[]): OrderItemEntry[] {
  const merged = items.map((item) => ({ ...item }));
  for (const addition of additions) {
    const existing = merged.find((item) => item.mealId === addition.mealId);
    if (existing) existing.quantity += addition.quantity;
    else merged.push({ ...addition });
  }
  return merged;
}

export const countMeals = (items: OrderItemEntry[]): number =>
  items.reduce((total, item) => total + item.quantity, 0);

/**
 * Why adding `adding` meals to `chosen` would break the plan of `planned` meals (spec section 5: the total
 * quantity cannot exceed number_of_meals); null when it fits.
 */
export function mealLimitProblem(planned: number, chosen: number, adding: number): string | null {
  if (chosen + adding <= planned) return null;
  const left = Math.max(0, planned - chosen);
  if (left === 0) return `Your plan has ${planned} meals and all ${planned} are chosen.`;
  return `Your plan has ${planned} meals and ${chosen} are chosen: add at most ${left} more.`;
}
