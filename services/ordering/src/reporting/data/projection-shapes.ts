import type { MealSize, OrderStatus, PaymentStatus, ProteinPreference } from '@mealbox/contracts';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';

// The shapes the dashboard projection stores (collections `dashboard_orders`, `dashboard_days`, `order_report_rows`,
// `order_report_lists`, `order_search_lists`) and announces on its feed. They are defined here, beside the models
// that store them, so the data layer needs nothing from the domain; the domain files that compute them
// (dashboard-facts.ts, dashboard-contribution.ts, order-report-rows.ts, order-report-lists.ts, order-search-lists.ts)
// export them too.

/**
 * What the dashboard knows of one order, from ordering's events. Each field that changes after the order is
 * placed carries the time of the change that set it (epoch ms; 0 while unknown), so a redelivered or late event
 * is recognised as not newer and changes nothing, whatever order the events arrive in.
 */
export interface OrderFacts {
  /** The London day the order was placed; null until OrderPlaced is seen (nothing is counted before). */
  placedDay: string | null;
  /** When it was placed (epoch ms; 0 until OrderPlaced is seen): the order report sorts by it. */
  placedAt: number;
  deliveryDay: string | null;
  totalPence: number;
  orderStatus: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** The order's meals, copied once it counts as paid (they cannot change after payment); null until then. */
  items: OrderItemEntry[] | null;
  /**
   * The name and email the order carries (the order search's key), as last read from the order itself: they are
   * in no event, and change only when a late profile fills them in (see order-contacts.ts). Null until OrderPlaced.
   */
  contact: OrderContact | null;
  /**
   * What the order report shows of the order beyond the export's columns, read from the order with its contact
   * (fixed when the order is placed). Absent from facts kept before the report's rows were held in memory: they
   * gain it at the order's next event.
   */
  plan?: OrderPlan;
  /**
   * What the card has had back through refunds of part of the order (OrderRefundedToCard): that much of a paid
   * order counts as refunds, not revenue. Absent on facts kept before partial refunds were counted: none.
   */
  refundedToCardPence?: number;
  deliveryDayAt: number;
  totalPenceAt: number;
  orderStatusAt: number;
  paymentStatusAt: number;
}

/** The customer as named on an order (staff search the report by either). */
export interface OrderContact {
  name: string;
  email: string;
}

/** The order's customer, plan and subscription as the order report shows them. */
export interface OrderPlan {
  customer: string;
  protein: ProteinPreference;
  size: MealSize;
  meals: number;
  subscription: string | null;
  /** The order's price lines in words, for the CSV export; absent on plans read before lines were exported. */
  lines?: string;
  /** The order's safe place (a SAFE_PLACES value) and delivery instructions, for the CSV export; absent when none. */
  safePlace?: string;
  instructions?: string;
}

/**
 * One London day's figures (a bucket). An order adds to the day it was placed (received, money, cancellations,
 * meals, its current status) and, once delivered, to its delivery day (served). Money is integer pence.
 */
export interface DayFigures {
  received: number;
  /** Orders paid and not refunded, and their totals. */
  paidOrders: number;
  paidPence: number;
  refundedOrders: number;
  refundedPence: number;
  cancelled: number;
  delivered: number;
  /** Meal id -> quantity in paid, not cancelled orders. */
  meals: Record<string, number>;
  /** Order status -> orders placed that day now in it (the order report pages by these counts). */
  statuses: Partial<Record<OrderStatus, number>>;
}

/** One order's row in its day's export rows (see order-report-rows.ts). */
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
  /** The order's price lines in words (the CSV's 'Price lines'); absent on rows written before it was kept. */
  lines?: string;
  /** The order's safe place and delivery instructions (the CSV's last two columns); absent when none. */
  safePlace?: string;
  instructions?: string;
}

export interface ReportRowPlacement {
  list: string;
  entry: ReportRow;
}

export interface ReportRowMove {
  from: ReportRowPlacement | null;
  to: ReportRowPlacement | null;
}

/** One order in one of the order report's lists (see order-report-lists.ts). */
export interface ReportListEntry {
  /** When the order was placed, epoch ms (the report's order, newest first). */
  at: number;
  id: string;
}

/** An entry in one list; entries never change, so a list adds or drops one by plain equality. */
export interface ReportListPlacement {
  list: string;
  entry: ReportListEntry;
}

/** Where an order leaves and joins the lists when its facts change (either side null: not listed). */
export interface ReportListMove {
  from: ReportListPlacement | null;
  to: ReportListPlacement | null;
}

/** One order in a contact's search list (see order-search-lists.ts). */
export interface SearchListEntry {
  at: number;
  id: string;
  status: OrderStatus;
}

export interface SearchListPlacement {
  list: string;
  entry: SearchListEntry;
}

export interface SearchListMove {
  from: SearchListPlacement | null;
  to: SearchListPlacement | null;
  /** The contact the order joins, so the projection records it and followers learn of it. */
  contact: (OrderContact & { id: string }) | null;
}
