import { calculatePrice } from '@mealbox/contracts';
import type { MealSize, PriceLine, PriceQuote } from '@mealbox/contracts';
import type { DeliveryPriceDocument, PlanPriceDocument } from '../../shared/data/pricing-read-models';
import { customerDiscount } from './customer-discount';
import type { CustomerDiscount } from './customer-discount';
import { mealCountChoices } from './meal-count-choices';
import { addOnLinesOf, assembleQuote, isPriced, planChargesOf } from './order-quote';
import type { QuotedPlan } from './order-quote';
import { pricesNotReady } from './prices-not-ready';
import type { PricingDeps } from './pricing-deps';

/**
 * Field problems ({field: [messages]}) or the price: never a price with a problem. `firstBoxOnlyCode` names the
 * price's code when it is for a first box only (the events tell payment, which refuses it after a paid box).
 */
export type Priced =
  | { quote: PriceQuote; firstBoxOnlyCode: string | null; problems?: undefined }
  | { quote?: undefined; problems: Record<string, string[]> };

export interface OrderPriceRequest {
  plan: { mealSize: MealSize; numberOfMeals: number };
  discountCode: string | null;
  /**
   * The price the order holds, when it has one: its extras keep the prices they were added at, and while the
   * plan is the same so do its plan, size and delivery lines (a placed order keeps what the customer agreed to).
   */
  current?: PriceQuote | undefined;
  /**
   * A plan that follows its meals has no price while they add up to a count no plan has: that is no problem, the
   * order is unpriced (nothing to pay) and keeps its code for when it is.
   */
  unpricedUntilAPlan?: boolean;
  /** The order's extras when they change (each at the price it is added at); otherwise the current quote's. */
  addOns?: readonly PriceLine[] | undefined;
  /**
   * Account credit the order may spend (creditAvailableTo): required, so that no re-pricing drops a credit line by
   * forgetting it. 0 where credit does not apply.
   */
  creditPence: number;
}

const samePlan = (quote: PriceQuote, plan: OrderPriceRequest['plan']) =>
  quote.mealSize === plan.mealSize && quote.numberOfMeals === plan.numberOfMeals;

/**
 * Ordering's one pricing module: an order's lines from ordering's read models of catalogue's prices, with the
 * same calculatePrice the catalogue quotes with, so the order costs what the plan page showed. A meal count
 * without a row, or a code that is unknown, switched off, expired or spent (first box only), is a field problem.
 */
export async function priceOrder(
  deps: PricingDeps,
  userId: string,
  request: OrderPriceRequest,
): Promise<Priced> {
  const { current, discountCode } = request;
  const keepPlan = current !== undefined && isPriced(current) && samePlan(current, request.plan);
  const [plan, discount] = await Promise.all([
    keepPlan ? { ...current, lines: planChargesOf(current) } : planOfReadModels(deps, request.plan),
    discountCode ? customerDiscount(deps, userId, discountCode) : Promise.resolve(undefined),
  ]);
  const problems: Record<string, string[]> = {};
  if (discount && 'problem' in discount) problems.discount_code = [discount.problem];
  if (!plan && !request.unpricedUntilAPlan) problems.number_of_meals = [await mealCountChoices(deps)];
  if (Object.keys(problems).length > 0) return { problems };
  const rule = discount && 'rule' in discount ? discount.rule : undefined;
  const quote = assembleQuote({
    plan: plan ?? { ...request.plan, perMealPence: 0 },
    planCharges: plan?.lines ?? [],
    addOns: request.addOns ?? (current ? addOnLinesOf(current) : []),
    ...(plan ? { discount: rule } : { keptCode: discountCode ?? undefined }),
    creditPence: plan ? request.creditPence : 0,
  });
  return { quote, firstBoxOnlyCode: plan ? firstBoxOnlyCodeOf(discount) : null };
}

function firstBoxOnlyCodeOf(discount: CustomerDiscount | undefined): string | null {
  return discount && 'rule' in discount && discount.firstBoxOnly ? discount.rule.code : null;
}

/** Today's plan, size and delivery lines of a plan, or null when no row has that many meals. */
async function planOfReadModels(
  deps: Pick<PricingDeps, 'planPrices' | 'deliveryPrices'>,
  plan: OrderPriceRequest['plan'],
): Promise<(QuotedPlan & { lines: PriceQuote['lines'] }) | null> {
  const [row, delivery] = await Promise.all([
    deps.planPrices.findOne({ mealCount: plan.numberOfMeals }).lean<PlanPriceDocument>(),
    deps.deliveryPrices.findOne().sort({ revision: -1 }).lean<DeliveryPriceDocument>(),
  ]);
  if (!row) return null;
  if (!delivery) throw pricesNotReady();
  return calculatePrice({
    prices: row,
    size: plan.mealSize,
    deliveryPricePence: delivery.deliveryPricePence,
  });
}
