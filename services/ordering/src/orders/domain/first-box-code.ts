import { firstBoxCodeAllowed, firstBoxCodeSpent } from '@mealbox/contracts';
import { HttpProblem } from '@mealbox/platform';
import type { DiscountCodeReadDocument } from '../../shared/data/pricing-read-models';
import type { OrderDocument } from '../data/order-model';
import { hasPaidOrder } from '../../pricing/domain/customer-discount';
import { discountCodeOf } from '../../pricing/domain/order-quote';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/**
 * A first-box code (CHEF24) is checked when it goes on an order, but a customer can put it on several unpaid
 * orders and pay for one first: the others must not be paid at the discount. So the order is checked again when
 * it is committed for payment. The refusal names `discount_code`, so the cart can point at the code to remove.
 */
export async function refuseSpentFirstBoxCode(
  deps: Pick<OrderingDeps, 'discountCodes' | 'orders'>,
  order: Pick<OrderDocument, 'userId' | 'price'>,
): Promise<void> {
  const code = discountCodeOf(order.price);
  if (!code) return;
  const terms = await deps.discountCodes.findById(code).lean<DiscountCodeReadDocument>();
  if (await firstBoxCodeAllowed(terms, () => hasPaidOrder(deps, order.userId))) return;
  const message = firstBoxCodeSpent(code);
  throw new HttpProblem(409, 'Conflict', message, { discount_code: [message] });
}
