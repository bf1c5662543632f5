import {
  firstBoxCodeAllowed,
  DISCOUNT_CODE_FIRST_ORDER_ONLY,
  PAID_PAYMENT_STATUSES,
  calculatePrice,
  discountRuleOf,
  normaliseDiscountCode,
} from '@mealbox/contracts';
import type { DiscountRule, MealSize, PlanPrices, PriceQuote } from '@mealbox/contracts';
import { HttpProblem, trustedFilter } from '@mealbox/platform';
import type {
  DeliveryPriceDocument,
  DiscountCodeReadDocument,
  PlanPriceDocument,
} from '../../shared/data/pricing-read-models';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

export type PricingDeps = Pick<
  OrderingDeps,
  'planPrices' | 'deliveryPrices' | 'discountCodes' | 'orders' | 'now'
>;

/**
 * Field problems ({field: [messages]}) or the price: never a price with a problem. `firstBoxOnlyCode` names the
 * price's code when it is for a first box only (the events tell payment, which refuses it after a paid box).
 */
export type Priced =
  | { quote: PriceQuote; firstBoxOnlyCode: string | null; problems?: undefined }
  | { quote?: undefined; problems: Record<string, string[]> };

type Discount = { rule: DiscountRule; firstBoxOnly: boolean } | { problem: string };
const firstBoxOnlyCodeOf = (discount: Discount | undefined): string | null =>
  discount && 'rule' in discount && discount.firstBoxOnly ? discount.rule.code : null;

const pricesNotReady = () =>
  new HttpProblem(503, 'Service Unavailable', 'Prices are not available yet. Please try again shortly.');

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

/** The rule of a typed code for this customer, or the message to show on `discount_code`. */
async function discountFor(deps: PricingDeps, userId: string, code: string): Promise<Discount> {
  const terms = await deps.discountCodes.findById(code).lean<DiscountCodeReadDocument>();
  const outcome = discountRuleOf(terms && { ...terms, code: terms._id }, deps.now());
  if (!('rule' in outcome)) return outcome;
  if (!(await firstBoxCodeAllowed(terms, () => hasPaidOrder(deps, userId))))
    return { problem: DISCOUNT_CODE_FIRST_ORDER_ONLY };
  return { rule: outcome.rule, firstBoxOnly: terms?.firstOrderOnly === true };
}

/**
 * Prices a plan from ordering's read models of catalogue's prices with the same calculatePrice the catalogue
 * quotes with, so the order costs what the plan page showed. A meal count without a row, or a code that is
 * unknown, switched off, expired or spent (first box only), is a field problem.
 */
export async function priceNewOrder(
  deps: PricingDeps,
  userId: string,
  plan: { mealSize: MealSize; numberOfMeals: number; discountCode: string | null },
): Promise<Priced> {
  const [row, delivery, discount] = await Promise.all([
    deps.planPrices.findOne({ mealCount: plan.numberOfMeals }).lean<PlanPriceDocument>(),
    deps.deliveryPrices.findOne().sort({ revision: -1 }).lean<DeliveryPriceDocument>(),
    plan.discountCode ? discountFor(deps, userId, plan.discountCode) : Promise.resolve(undefined),
  ]);
  const problems: Record<string, string[]> = {};
  if (!row) problems.number_of_meals = [await mealCountChoices(deps)];
  if (discount && 'problem' in discount) problems.discount_code = [discount.problem];
  if (!row || Object.keys(problems).length > 0) return { problems };
  if (!delivery) throw pricesNotReady();
  return {
    firstBoxOnlyCode: firstBoxOnlyCodeOf(discount),
    quote: calculatePrice({
      prices: row,
      size: plan.mealSize,
      deliveryPricePence: delivery.deliveryPricePence,
      ...(discount && 'rule' in discount ? { discount: discount.rule } : {}),
    }),
  };
}

/**
 * The prices an order was placed at, back from its stored quote: the plan price, the size's per-meal price and
 * Standard's (per-meal minus the premium per meal). Re-pricing from these keeps what the customer agreed to.
 */
export function planPricesOfQuote(quote: PriceQuote): PlanPrices {
  const standard = quote.perMealPence - quote.sizePremiumTotalPence / quote.numberOfMeals;
  return {
    mealCount: quote.numberOfMeals,
    basePricePence: quote.mealPlanPence,
    standardPricePence: standard,
    largePricePence: quote.perMealPence,
    leanPricePence: quote.perMealPence,
  };
}

/**
 * A placed order's price with another discount code (or none): the order keeps the plan and delivery prices it
 * was placed at, only the discount changes, by the same rule.
 */
export async function repriceWithCode(
  deps: PricingDeps,
  userId: string,
  quote: PriceQuote,
  code: string | null,
): Promise<Priced> {
  const discount = code ? await discountFor(deps, userId, code) : undefined;
  if (discount && 'problem' in discount) return { problems: { discount_code: [discount.problem] } };
  return {
    firstBoxOnlyCode: firstBoxOnlyCodeOf(discount),
    quote: calculatePrice({
      prices: planPricesOfQuote(quote),
      size: quote.mealSize,
      deliveryPricePence: quote.deliveryFeePence,
      ...(discount ? { discount: discount.rule } : {}),
    }),
  };
}

/** Why an order cannot be priced at this meal count ('Choose 6, 8, ...'), or null when a row prices it. */
export async function mealCountProblem(
  deps: Pick<PricingDeps, 'planPrices'>,
  numberOfMeals: number,
): Promise<string | null> {
  const row = await deps.planPrices.exists({ mealCount: numberOfMeals });
  return row ? null : mealCountChoices(deps);
}

/** The most meals any plan holds: the largest count ordering has a price for. */
export async function largestMealCount(deps: Pick<PricingDeps, 'planPrices'>): Promise<number> {
  const largest = await deps.planPrices.findOne().sort({ mealCount: -1 }).lean<PlanPriceDocument>();
  if (!largest) throw pricesNotReady();
  return largest.mealCount;
}

/** 'Choose 6, 8, 10, 12, 15 or 18 meals.' from the rows ordering knows. */
async function mealCountChoices(deps: Pick<PricingDeps, 'planPrices'>): Promise<string> {
  const counts = (await deps.planPrices.distinct('mealCount')).map(Number).sort((a, b) => a - b);
  if (counts.length === 0) throw pricesNotReady();
  const last = counts.pop();
  return `Choose ${counts.length > 0 ? `${counts.join(', ')} or ${last}` : String(last)} meals.`;
}
