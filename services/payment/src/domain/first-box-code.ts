import { PAID_PAYMENT_STATUSES, firstBoxCodeAllowed, firstBoxCodeSpent } from '@mealbox/contracts';
import { HttpProblem, trustedFilter } from '@mealbox/platform';
import type { OrderViewDocument } from '../data/order-view-model';
import type { PaymentDeps } from './payment-deps';

const PAID = { $in: PAID_PAYMENT_STATUSES };

/**
 * Has the customer paid for a box other than this one? Our own payments know the moment the provider takes the
 * money; ordering's view also knows the boxes staff marked paid by hand. A refunded box counts: it was a first box.
 */
async function paidForAnotherBox(
  deps: Pick<PaymentDeps, 'orders' | 'payments'>,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const [paidHere, paidByView] = await Promise.all([
    deps.payments.exists(trustedFilter({ userId, _id: { $ne: orderId }, status: PAID })),
    deps.orders.exists(trustedFilter({ userId, _id: { $ne: orderId }, paymentStatus: PAID })),
  ]);
  return paidHere !== null || paidByView !== null;
}

/**
 * Ordering refuses a first-box code (CHEF24) at the cart once the customer has paid for another box; a checkout
 * asked for straight away must not take that discounted price either. The refusal names `discount_code`, as
 * ordering's does, so the cart can point at the code to remove.
 */
export async function refuseSpentFirstBoxCode(
  deps: Pick<PaymentDeps, 'orders' | 'payments'>,
  view: Pick<OrderViewDocument, '_id' | 'userId' | 'firstBoxOnlyCode'>,
): Promise<void> {
  const code = view.firstBoxOnlyCode;
  // The view names a code only when it is for a first box only.
  const paidBefore = () => paidForAnotherBox(deps, view.userId, view._id);
  if (!code || (await firstBoxCodeAllowed({ firstOrderOnly: true }, paidBefore))) return;
  const message = firstBoxCodeSpent(code);
  throw new HttpProblem(409, 'Conflict', message, { discount_code: [message] });
}
