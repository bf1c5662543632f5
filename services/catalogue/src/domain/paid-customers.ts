import type { PaymentStatus } from '@mealbox/contracts';
import { isDuplicateKeyError } from '@mealbox/platform';
import type { PaidCustomerModel } from '../data/paid-customer-model';

/**
 * The payment statuses that spend a customer's first box: paid, or paid and refunded since (a refunded box was
 * still their first). The same statuses ordering counts when it checks a first-box code on an order.
 */
const FIRST_BOX_SPENT: readonly PaymentStatus[] = ['completed', 'refunded'];

export interface PaidCustomerDeps {
  paidCustomers: PaidCustomerModel;
}

/**
 * Records that this user has paid for a box, when an order of theirs reaches a paid status. Idempotent and
 * order-safe without remembering event ids: the fact only ever becomes true, the insert is keyed by the user, and
 * a redelivered or later payment of theirs meets the unique id and changes nothing.
 */
export async function recordPaymentStatus(
  deps: PaidCustomerDeps,
  payment: { userId: string; orderId: string; status: PaymentStatus; at: Date },
): Promise<void> {
  if (!FIRST_BOX_SPENT.includes(payment.status)) return;
  try {
    await deps.paidCustomers.create({ _id: payment.userId, orderId: payment.orderId, paidAt: payment.at });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** Has this user paid for a box before (so a first-box code is spent)? */
export async function hasPaidForABox(deps: PaidCustomerDeps, userId: string): Promise<boolean> {
  return (await deps.paidCustomers.exists({ _id: userId })) !== null;
}
