import {
  DISCOUNT_CODE_FIRST_ORDER_ONLY,
  calculatePrice,
  discountRuleOf,
  firstBoxCodeAllowed,
  normaliseDiscountCode,
} from '@mealbox/contracts';
import type { DiscountRule, MealSize, PriceQuote } from '@mealbox/contracts';
import { HttpProblem, badRequest } from '@mealbox/platform';
import type { DiscountCodeDocument } from '../data/discount-code-model';
import type { MealPlanPricingDocument } from '../data/pricing-model';
import { hasPaidForABox } from './paid-customers';
import type { PricingDeps } from './pricing-deps';
import { findConfiguration, listPricingRows, planPricesOf } from './pricing-reads';

export interface PriceRequest {
  meal_size: MealSize;
  number_of_meals: number;
  discount_code?: string | null | undefined;
}

type QuoteDeps = Pick<PricingDeps, 'pricing' | 'configuration' | 'discountCodes' | 'paidCustomers' | 'now'>;

/**
 * Prices a plan from the stored row, the delivery price and, if given, a discount code. A meal count without a
 * row, or a code that is unknown, switched off or expired, is a 400 naming the field, and no price at all: the
 * customer must never see a total the server would not charge. A signed-in caller (`userId`) who has paid for a
 * box before is told a first-box code is not for them, as ordering would tell them when they order; an anonymous
 * caller cannot be known, and gets the code's price.
 */
export async function quotePrice(
  deps: QuoteDeps,
  request: PriceRequest,
  userId?: string,
): Promise<PriceQuote> {
  const code = request.discount_code ? normaliseDiscountCode(request.discount_code) : '';
  const [row, configuration, storedCode] = await Promise.all([
    deps.pricing
      .findOne({ mealCount: request.number_of_meals })
      .select({ outbox: 0 })
      .lean<MealPlanPricingDocument>(),
    findConfiguration(deps),
    code
      ? deps.discountCodes.findById(code).select({ outbox: 0 }).lean<DiscountCodeDocument>()
      : Promise.resolve(null),
  ]);
  const problems: Record<string, string[]> = {};
  if (!row) problems.number_of_meals = [await mealCountChoices(deps)];
  let discount: DiscountRule | undefined;
  if (code) {
    const outcome = discountRuleOf(storedCode && { ...storedCode, code: storedCode._id }, deps.now());
    if ('problem' in outcome) problems.discount_code = [outcome.problem];
    // An anonymous caller cannot be known: they get the code's price, and ordering checks when they order.
    else if (userId && !(await firstBoxCodeAllowed(storedCode, () => hasPaidForABox(deps, userId))))
      problems.discount_code = [DISCOUNT_CODE_FIRST_ORDER_ONLY];
    else discount = outcome.rule;
  }
  if (!row || Object.keys(problems).length > 0) throw badRequest('The price request is not valid.', problems);
  if (!configuration) {
    throw new HttpProblem(
      503,
      'Service Unavailable',
      'Prices are not available yet. Please try again shortly.',
    );
  }
  return calculatePrice({
    prices: planPricesOf(row),
    size: request.meal_size,
    deliveryPricePence: configuration.deliveryPricePence,
    ...(discount ? { discount } : {}),
  });
}

/** 'Choose 6, 8, 10, 12, 15 or 18 meals.' from the rows that exist. */
async function mealCountChoices(deps: QuoteDeps): Promise<string> {
  const counts = (await listPricingRows(deps)).map((row) => String(row.mealCount));
  const last = counts.pop();
  const list = counts.length > 0 ? `${counts.join(', ')} or ${last}` : (last ?? '');
  return `Choose ${list} meals.`;
}
