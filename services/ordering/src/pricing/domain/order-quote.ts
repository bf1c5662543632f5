import { PRICE_LINE_KINDS, totalOfLines, withCredit, withDiscount } from '@mealbox/contracts';
import type { DiscountRule, MealSize, PriceLine, PriceLineKind, PriceQuote } from '@mealbox/contracts';

/*
 * An order's quote from its parts (DESIGN section 7). Pure: the one place lines are put together, so a new order,
 * a re-priced one, a subscription box and the account's preview of a box add up the same way.
 */

/** What the box is: its size, its count and the size's per-meal rate (the spec's `per_meal_price`). */
export interface QuotedPlan {
  mealSize: MealSize;
  numberOfMeals: number;
  perMealPence: number;
}

export interface QuoteParts {
  plan: QuotedPlan;
  /** The plan, size premium and delivery lines at the prices the order is priced at; none while it is unpriced. */
  planCharges: readonly PriceLine[];
  /** Extras in the box, each at the price it was added at. */
  addOns?: readonly PriceLine[];
  /** A code that applies; or `keptCode`, a code kept at nothing off until the box has a price. */
  discount?: DiscountRule | undefined;
  keptCode?: string | undefined;
  /** Account credit available to spend on this order. */
  creditPence?: number;
}

/** The kinds of the plan's own charges: kept together when an order is re-priced at the prices agreed. */
const PLAN_CHARGE_KINDS: readonly PriceLineKind[] = ['plan', 'size_premium', 'delivery'];

const kindOrder = (line: PriceLine) => PRICE_LINE_KINDS.indexOf(line.kind);

/** Lines in the order customers read them: plan, size, extras, delivery, discount, credit. */
export const inReadingOrder = (lines: readonly PriceLine[]): PriceLine[] =>
  [...lines].sort((a, b) => kindOrder(a) - kindOrder(b));

/**
 * The quote: charges, then the code off the box (plan and size premium only: delivery and extras are never
 * discounted), then credit, never below a zero total.
 */
export function assembleQuote(parts: QuoteParts): PriceQuote {
  const charges = [...parts.planCharges, ...(parts.addOns ?? [])];
  const discounted = withDiscount(charges, parts.discount, parts.keptCode);
  const credited = withCredit(
    { lines: discounted, totalPence: totalOfLines(discounted) },
    parts.creditPence ?? 0,
  );
  return { ...parts.plan, lines: inReadingOrder(credited.lines), totalPence: credited.totalPence };
}

/** The plan's own charges of a quote (plan, size premium, delivery). */
export const planChargesOf = (quote: Pick<PriceQuote, 'lines'>): PriceLine[] =>
  quote.lines.filter((line) => PLAN_CHARGE_KINDS.includes(line.kind));

/** The extras of a quote. */
export const addOnLinesOf = (quote: Pick<PriceQuote, 'lines'>): PriceLine[] =>
  quote.lines.filter((line) => line.kind === 'add_on');

/** The code a quote carries (applied, or kept for later), or null. */
export const discountCodeOf = (quote: Pick<PriceQuote, 'lines'>): string | null =>
  quote.lines.find((line) => line.kind === 'discount')?.ref ?? null;

/** Has the box a price yet (a plan line)? A plan that follows its meals has none until they make a plan. */
export const isPriced = (quote: Pick<PriceQuote, 'lines'>): boolean =>
  quote.lines.some((line) => line.kind === 'plan');
