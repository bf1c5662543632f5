import { orderReference } from '@mealbox/contracts';
import type { MealSize, OrderStatus, PaymentStatus, ProteinPreference } from '@mealbox/contracts';
import type { OrderFacts } from './dashboard-facts';

/**
 * The order report's export rows: for each London day, one compact row per order placed that day (collection
 * `order_report_rows`, `_id` the day), with just what the CSV shows. An export reads one document per day of its
 * range, by `_id`, instead of every order document: on FerretDB, reading whole orders one by one managed about
 * 800 a second. Kept by the same projection, moved like the lists (the old row pulled, the new one added).
 */
export interface ReportRow {
  at: number;
  id: string;
  reference: string;
  name: string;
  email: string;
  status: OrderStatus;
  payment: PaymentStatus;
  totalPence: number;
  deliveryDay: string;
  /**
   * What a report page shows beyond the CSV's columns (the order's customer id, plan and subscription), so a page
   * is answered from memory. Absent from rows written before they were kept (until the order's next event): a
   * page reads such an order once.
   */
  customer?: string;
  protein?: ProteinPreference;
  size?: MealSize;
  meals?: number;
  /** Only for a subscription's box. */
  subscription?: string;
}

export interface ReportRowPlacement {
  list: string;
  entry: ReportRow;
}

export interface ReportRowMove {
  from: ReportRowPlacement | null;
  to: ReportRowPlacement | null;
}

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
