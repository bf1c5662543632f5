import type { OrderStatus, PaymentStatus } from '@mealbox/contracts';

/** A button on the order detail: what it is called and the status it asks for. */
export interface OrderStatusAction {
  label: string;
  to: OrderStatus;
}

export interface PaymentAction {
  label: string;
  to: PaymentStatus;
}

/** The spec's forward steps (section 4), each with its button's words. */
const FORWARD_STEPS: Partial<Record<OrderStatus, OrderStatusAction>> = {
  processing: { label: 'Start Preparing', to: 'preparing' },
  preparing: { label: 'Mark as Ready', to: 'ready' },
  ready: { label: 'Out for Delivery', to: 'out_for_delivery' },
  out_for_delivery: { label: 'Mark as Delivered', to: 'delivered' },
};

/** The next step of an order, if it has one (delivered and cancelled orders have none). */
export function nextOrderStep(status: OrderStatus): OrderStatusAction | null {
  return FORWARD_STEPS[status] ?? null;
}

/** Spec section 4: 'Cancel Order' is offered unless the order is cancelled or delivered. */
export function canCancel(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'delivered';
}

/**
 * Where a payment may move, as ordering and payment both enforce it (contracts' PAYMENT_STATUS_MOVES, copied so
 * the browser does not load zod; orders.unit.test.ts keeps the two equal): never backwards, never out of refunded.
 */
const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  failed: ['completed'],
  completed: ['refunded'],
  refunded: [],
};

/**
 * The payment buttons the spec lists (section 4) that the order's payment can take: 'Mark as Paid' unless
 * completed, 'Mark Payment Failed' unless failed, 'Issue Refund' only when completed. DESIGN section 4 says a
 * payment never moves backwards, so a button the server would always refuse (failed after paid, anything after
 * refunded) is not offered. 'Issue Refund' comes last: it is the one that gives money back.
 */
export function paymentActions(status: PaymentStatus): PaymentAction[] {
  const actions: PaymentAction[] = [];
  const may = (to: PaymentStatus) => PAYMENT_MOVES[status].includes(to);
  if (status !== 'completed' && may('completed')) actions.push({ label: 'Mark as Paid', to: 'completed' });
  if (status !== 'failed' && may('failed')) actions.push({ label: 'Mark Payment Failed', to: 'failed' });
  if (status === 'completed' && may('refunded')) actions.push({ label: 'Issue Refund', to: 'refunded' });
  return actions;
}

/** Exported for the unit test that checks the copy against contracts. */
export const PAYMENT_MOVES_FOR_TEST = PAYMENT_MOVES;
