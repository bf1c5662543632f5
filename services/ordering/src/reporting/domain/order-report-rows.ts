import { orderReference } from '@mealbox/contracts';
import type { OrderFacts } from './dashboard-facts';
import type { ReportRowMove, ReportRowPlacement } from '../data/projection-shapes';

/**
 * The order report's export rows: for each London day, one compact row per order placed that day (collection
 * `order_report_rows`, `_id` the day), with just what the CSV shows. An export reads one document per day of its
 * range, by `_id`, instead of every order document: on FerretDB, reading whole orders one by one managed about
 * 800 a second. Kept by the same projection, moved like the lists (the old row pulled, the new one added).
 */
export type { ReportRow, ReportRowMove, ReportRowPlacement } from '../data/projection-shapes';

/** The order's row and its day, as its facts stand; none until OrderPlaced has been seen. */
export function reportRowOf(orderId: string, facts: OrderFacts): ReportRowPlacement | null {
  const { placedDay, orderStatus, paymentStatus, contact, plan } = facts;
  if (placedDay === null || orderStatus === null || paymentStatus === null || contact === null) return null;
  // Field order fixed: a day drops a row by whole-value equality.
  return {
    list: placedDay,
    entry: {
      at: facts.placedAt,
      id: orderId,
      reference: orderReference(orderId),
      name: contact.name,
      email: contact.email,
      status: orderStatus,
      payment: paymentStatus,
      totalPence: facts.totalPence,
      deliveryDay: facts.deliveryDay ?? '',
      ...(plan
        ? {
            customer: plan.customer,
            protein: plan.protein,
            size: plan.size,
            meals: plan.meals,
            ...(plan.subscription === null ? {} : { subscription: plan.subscription }),
            ...(plan.lines ? { lines: plan.lines } : {}),
            ...(plan.safePlace ? { safePlace: plan.safePlace } : {}),
            ...(plan.instructions ? { instructions: plan.instructions } : {}),
          }
        : {}),
    },
  };
}

/** The move between `before` and `after`, or null when the order's row stays as it is. */
export function reportRowMoveOf(
  orderId: string,
  before: OrderFacts,
  after: OrderFacts,
): ReportRowMove | null {
  const from = reportRowOf(orderId, before);
  const to = reportRowOf(orderId, after);
  if (JSON.stringify(from) === JSON.stringify(to)) return null;
  return { from, to };
}
