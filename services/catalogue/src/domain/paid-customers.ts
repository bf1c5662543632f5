import { PAID_PAYMENT_STATUSES } from '@mealbox/contracts';
import type { PaymentStatus } from '@mealbox/contracts';
import { isDuplicateKeyError } from '@mealbox/platform';
import type { PaidCustomerModel } from '../data/paid-customer-model';

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
  if (!PAID_PAYMENT_STATUSES.includes(payment.status)) return;
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
