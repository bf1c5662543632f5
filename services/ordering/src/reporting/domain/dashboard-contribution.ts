import type { OrderFacts } from './dashboard-facts';
import type { DayFigures } from '../data/projection-shapes';

// Stored as they are by the projection's models, so defined beside them (see projection-shapes.ts).
export type { DayFigures } from '../data/projection-shapes';

export const COUNTED_FIELDS = [
  'received',
  'paidOrders',
  'paidPence',
  'refundedOrders',
  'refundedPence',
  'cancelled',
  'delivered',
] as const;

export const emptyDay = (): DayFigures => ({
  received: 0,
  paidOrders: 0,
  paidPence: 0,
  refundedOrders: 0,
  refundedPence: 0,
  cancelled: 0,
  delivered: 0,
  meals: {},
  statuses: {},
});

/** Whether the order's meals count (top meals): paid, kept, and not cancelled. */
export const mealsCount = (facts: OrderFacts): boolean =>
  facts.placedDay !== null && facts.paymentStatus === 'completed' && facts.orderStatus !== 'cancelled';

/** What one order adds to each day, as its facts stand. Nothing until OrderPlaced has been seen. */
export function contributionOf(facts: OrderFacts): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>();
  const { placedDay } = facts;
  if (placedDay === null) return days;
  const day = (date: string): DayFigures => {
    const figures = days.get(date) ?? emptyDay();
    days.set(date, figures);
    return figures;
  };
  const placed = day(placedDay);
  placed.received = 1;
  if (facts.paymentStatus === 'completed') {
    // Part refunded to the card: that part is refunds, the rest revenue. A refund as credit is not money out
    // (the order that spends it is paid that much less), so it stays revenue here.
    const toCard = Math.min(facts.refundedToCardPence ?? 0, facts.totalPence);
    placed.paidOrders = 1;
    placed.paidPence = facts.totalPence - toCard;
    placed.refundedPence = toCard;
  }
  // Refunded in full: all of it counts as refunds, however its parts went back.
  if (facts.paymentStatus === 'refunded') {
    placed.refundedOrders = 1;
    placed.refundedPence = facts.totalPence;
  }
  if (facts.orderStatus === 'cancelled') placed.cancelled = 1;
  if (facts.orderStatus !== null) placed.statuses[facts.orderStatus] = 1;
  if (mealsCount(facts))
    for (const item of facts.items ?? [])
      placed.meals[item.mealId] = (placed.meals[item.mealId] ?? 0) + item.quantity;
  if (facts.orderStatus === 'delivered' && facts.deliveryDay !== null) day(facts.deliveryDay).delivered = 1;
  return days;
}

/** The figures kept as counts by key (meal id, order status) rather than as one number. */
export const KEYED_FIELDS = ['meals', 'statuses'] as const;
type KeyedCounts = Record<string, number>;

/** `after` minus `before`, per day, keeping only the days and figures that moved. */
export function differenceOf(
  before: Map<string, DayFigures>,
  after: Map<string, DayFigures>,
): Record<string, DayFigures> {
  const moved: Record<string, DayFigures> = {};
  for (const date of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(date) ?? emptyDay();
    const is = after.get(date) ?? emptyDay();
    const delta = emptyDay();
    let changed = false;
    for (const field of COUNTED_FIELDS) {
      delta[field] = is[field] - was[field];
      changed ||= delta[field] !== 0;
    }
    for (const field of KEYED_FIELDS) {
      const wasCounts: KeyedCounts = was[field];
      const isCounts: KeyedCounts = is[field];
      const deltaCounts: KeyedCounts = delta[field];
      for (const key of new Set([...Object.keys(wasCounts), ...Object.keys(isCounts)])) {
        const difference = (isCounts[key] ?? 0) - (wasCounts[key] ?? 0);
        if (difference !== 0) {
          deltaCounts[key] = difference;
          changed = true;
        }
      }
    }
    if (changed) moved[date] = delta;
  }
  return moved;
}

/** Adds `figures` into `total` (summing buckets, or applying a difference in memory). */
export function addInto(total: DayFigures, figures: DayFigures): DayFigures {
  for (const field of COUNTED_FIELDS) total[field] += figures[field] ?? 0;
  for (const field of KEYED_FIELDS) {
    const totalCounts: KeyedCounts = total[field];
    for (const [key, count] of Object.entries<number>(figures[field] ?? {}))
      totalCounts[key] = (totalCounts[key] ?? 0) + count;
  }
  return total;
}
