import {
  DISCOUNT_CODE_FIRST_ORDER_ONLY,
  PAID_PAYMENT_STATUSES,
  discountRuleOf,
  firstBoxCodeAllowed,
  normaliseDiscountCode,
} from '@mealbox/contracts';
import type { DiscountRule } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { DiscountCodeReadDocument } from '../../shared/data/pricing-read-models';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { PricingDeps } from './pricing-deps';

/** A code's rule for this customer (and whether it is for a first box only), or the message for `discount_code`. */
export type CustomerDiscount = { rule: DiscountRule; firstBoxOnly: boolean } | { problem: string };

/** A typed code as stored ('chef24 ' -> 'CHEF24'); blank or null is no code. */
export const codeOrNull = (code: string | null | undefined): string | null =>
  code ? normaliseDiscountCode(code) || null : null;

/** Has this user paid for a box before (a refunded one counts: it was a first box)? */
export async function hasPaidOrder(deps: Pick<OrderingDeps, 'orders'>, userId: string): Promise<boolean> {
  const paid = await deps.orders.exists(
    trustedFilter({ userId, paymentStatus: { $in: PAID_PAYMENT_STATUSES } }),
  );
  return paid !== null;
}

/** The rule of a typed code for this customer: unknown, switched off, expired or spent (first box only) is a problem. */
export async function customerDiscount(
  deps: PricingDeps,
  userId: string,
  code: string,
): Promise<CustomerDiscount> {
  const terms = await deps.discountCodes.findById(code).lean<DiscountCodeReadDocument>();
  const outcome = discountRuleOf(terms && { ...terms, code: terms._id }, deps.now());
  if (!('rule' in outcome)) return outcome;
  if (!(await firstBoxCodeAllowed(terms, () => hasPaidOrder(deps, userId))))
    return { problem: DISCOUNT_CODE_FIRST_ORDER_ONLY };
  return { rule: outcome.rule, firstBoxOnly: terms?.firstOrderOnly === true };
}
