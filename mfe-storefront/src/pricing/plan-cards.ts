import type { MealCount, MealPlanPricingRow } from '@mealbox/contracts';
import { formatPence } from '@mealbox/web-kit';
import { planPath } from '../plan/plan-query';

/**
 * The pricing page's three plans (DESIGN section 9): Small = 6, Medium = 10 (Most Popular), Large = 15 meals a
 * week. Only the meal counts are fixed here; every amount comes from the catalogue's live pricing rows.
 */
export interface PlanTier {
  name: 'Small' | 'Medium' | 'Large';
  meals: MealCount;
  popular: boolean;
  /** Who the plan suits, in a few words. */
  suits: string;
}

export const PLAN_TIERS: readonly PlanTier[] = [
  { name: 'Small', meals: 6, popular: false, suits: 'Dinner for one, six nights a week' },
  { name: 'Medium', meals: 10, popular: true, suits: 'Lunch and dinner for one, every weekday' },
  { name: 'Large', meals: 15, popular: false, suits: 'Dinner for three, Monday to Friday' },
];

/** A plan card, priced: amounts in integer pence. */
export interface PlanCard extends PlanTier {
  /** The weekly price of the plan's Standard meals (the row's base_price). */
  weeklyPence: number;
  /** What one Standard meal costs on this plan (the row's standard_price). */
  perMealPence: number;
  /** How much more a Large and a Lean meal cost than a Standard one, per meal. */
  largePremiumPence: number;
  leanPremiumPence: number;
  /** Where 'Choose …' leads: the plan builder with this plan's meal count chosen ('?meals=10'). */
  to: string;
}

/** The API's decimal pounds ('59.99') as integer pence (5999), without floating-point drift. */
export function toPence(decimal: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`Not a price: ${decimal}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

export class MissingPlanPriceError extends Error {
  override readonly name = 'MissingPlanPriceError';
  constructor(readonly meals: readonly number[]) {
    super(`No price for ${meals.join(', ')} meals a week`);
  }
}

/**
 * Prices the plan tiers from the pricing rows. A tier without a row cannot be priced, and the page must never
 * show a price the server would not charge, so that is an error for the whole set rather than a gap.
 */
export function planCards(
  rows: readonly MealPlanPricingRow[],
  tiers: readonly PlanTier[] = PLAN_TIERS,
): PlanCard[] {
  const byCount = new Map(rows.map((row) => [row.meal_count, row]));
  const missing = tiers.filter((tier) => !byCount.has(tier.meals)).map((tier) => tier.meals);
  if (missing.length > 0) throw new MissingPlanPriceError(missing);
  return tiers.map((tier) => {
    const row = byCount.get(tier.meals) as MealPlanPricingRow;
    const standard = toPence(row.standard_price);
    return {
      ...tier,
      weeklyPence: toPence(row.base_price),
      perMealPence: standard,
      largePremiumPence: toPence(row.large_price) - standard,
      leanPremiumPence: toPence(row.lean_price) - standard,
      to: planPath(tier.meals),
    };
  });
}

/** The lowest Standard per-meal price of any plan ('from £8.00 per meal'); undefined without rows. */
export function cheapestPerMealPence(rows: readonly MealPlanPricingRow[]): number | undefined {
  if (rows.length === 0) return undefined;
  return Math.min(...rows.map((row) => toPence(row.standard_price)));
}

/** The other meal counts the plan builder offers, smallest first: 'also 8, 12 or 18 meals a week'. */
export function otherMealCounts(
  rows: readonly MealPlanPricingRow[],
  tiers: readonly PlanTier[] = PLAN_TIERS,
): number[] {
  const shown = new Set<number>(tiers.map((tier) => tier.meals));
  return rows
    .map((row) => row.meal_count)
    .filter((count) => !shown.has(count))
    .sort((a, b) => a - b);
}

/** What the bigger meal sizes add, per meal: 'Large or Lean +£1.99 a meal'. */
export function sizePremiumText(card: Pick<PlanCard, 'largePremiumPence' | 'leanPremiumPence'>): string {
  const { largePremiumPence: large, leanPremiumPence: lean } = card;
  if (large === lean) {
    return large === 0
      ? 'Large or Lean meals at no extra cost'
      : `Large or Lean +${formatPence(large)} a meal`;
  }
  return `Large +${formatPence(large)}, Lean +${formatPence(lean)} a meal`;
}
