import { calculatePrice, chargeLine, totalOfKind } from '@mealbox/contracts';
import type { DiscountRule, MealSize, PlanPrices } from '@mealbox/contracts';
import { linesOfLegacyPrice } from '../../orders/data/legacy-price';
import { addOnLinesOf, assembleQuote, discountCodeOf, isPriced, planChargesOf } from './order-quote';

/** The catalogue's first-start rows (6 meals £59.99 ... 18 meals £143.99; Large and Lean 1.99 more per meal). */
const ROWS: PlanPrices[] = [
  [6, 59_99, 10_00],
  [8, 75_99, 9_50],
  [10, 89_99, 9_00],
  [12, 104_99, 8_75],
  [15, 124_99, 8_33],
  [18, 143_99, 8_00],
].map(([mealCount = 0, basePricePence = 0, standardPricePence = 0]) => ({
  mealCount,
  basePricePence,
  standardPricePence,
  largePricePence: standardPricePence + 1_99,
  leanPricePence: standardPricePence + 2_49,
}));
const SIZES: MealSize[] = ['S', 'L', 'LEAN'];
const DELIVERIES = [0, 1, 3_99, 6_99];
const CODES: (DiscountRule | undefined)[] = [
  undefined,
  { code: 'CHEF24', kind: 'amount', value: 10_00 },
  { code: 'TEN', kind: 'percent', value: 10 },
  { code: 'ALL', kind: 'percent', value: 100 },
  { code: 'HUGE', kind: 'amount', value: 500_00 },
];

/**
 * What the three pricers before lines charged (order-pricing, items-plan-pricing, plan-pricer all called the same
 * calculatePrice): base + (size - standard, never below 0) x count + delivery - the code's amount off the box
 * (percent rounded half up, never more than the box), never below zero. Written out here as the reference.
 */
function oldTotal(prices: PlanPrices, size: MealSize, delivery: number, rule?: DiscountRule): number {
  const perMeal = { S: prices.standardPricePence, L: prices.largePricePence, LEAN: prices.leanPricePence }[
    size
  ];
  const box = prices.basePricePence + Math.max(0, perMeal - prices.standardPricePence) * prices.mealCount;
  const rawOff = !rule ? 0 : rule.kind === 'amount' ? rule.value : Math.round((box * rule.value) / 100);
  return Math.max(0, box - Math.min(Math.max(rawOff, 0), box) + delivery);
}

const cases = ROWS.flatMap((prices) =>
  SIZES.flatMap((size) =>
    DELIVERIES.flatMap((delivery) => CODES.map((rule) => ({ prices, size, delivery, rule }))),
  ),
);

describe('the order quote', () => {
  it(`when every plan, size, delivery and code the old pricers handled is priced (${cases.length} cases), then the total is the same`, () => {
    for (const { prices, size, delivery, rule } of cases) {
      const plan = calculatePrice({ prices, size, deliveryPricePence: delivery });
      const quote = assembleQuote({ plan, planCharges: plan.lines, discount: rule });
      expect({ prices, size, delivery, rule, total: quote.totalPence }).toEqual({
        prices,
        size,
        delivery,
        rule,
        total: oldTotal(prices, size, delivery, rule),
      });
      expect(quote.totalPence).toBe(quote.lines.reduce((sum, line) => Math.max(0, sum + line.totalPence), 0));
    }
  });

  it('when an order is re-priced with another code, then its plan and delivery lines are kept as agreed', () => {
    const plan = calculatePrice({ prices: ROWS[2]!, size: 'L', deliveryPricePence: 3_99 });
    const placed = assembleQuote({ plan, planCharges: plan.lines });
    const repriced = assembleQuote({
      plan: placed,
      planCharges: planChargesOf(placed),
      discount: { code: 'CHEF24', kind: 'amount', value: 10_00 },
    });
    expect(planChargesOf(repriced)).toEqual(planChargesOf(placed));
    expect(repriced.totalPence).toBe(placed.totalPence - 10_00);
    expect(discountCodeOf(repriced)).toBe('CHEF24');
  });

  it('when a box has extras, then they are charged in full and a code takes nothing off them', () => {
    const plan = calculatePrice({ prices: ROWS[0]!, size: 'S', deliveryPricePence: 0 });
    const pudding = chargeLine('add_on', 'Sticky toffee pudding', 2, 4_50, 'a1');
    const quote = assembleQuote({
      plan,
      planCharges: plan.lines,
      addOns: [pudding],
      discount: { code: 'ALL', kind: 'percent', value: 100 },
    });
    expect(quote.totalPence).toBe(9_00);
    expect(addOnLinesOf(quote)).toEqual([pudding]);
    expect(quote.lines.map((line) => line.kind)).toEqual(['plan', 'add_on', 'delivery', 'discount']);
  });

  it('when the customer has credit, then it comes off last and never below a zero total', () => {
    const plan = calculatePrice({ prices: ROWS[1]!, size: 'S', deliveryPricePence: 3_99 });
    const some = assembleQuote({ plan, planCharges: plan.lines, creditPence: 20_00 });
    expect(some.totalPence).toBe(75_99 + 3_99 - 20_00);
    expect(totalOfKind(some.lines, 'credit')).toBe(-20_00);
    const plenty = assembleQuote({
      plan,
      planCharges: plan.lines,
      discount: { code: 'CHEF24', kind: 'amount', value: 10_00 },
      creditPence: 500_00,
    });
    expect(plenty.totalPence).toBe(0);
    expect(totalOfKind(plenty.lines, 'credit')).toBe(-(75_99 + 3_99 - 10_00));
  });

  it('when a box has no plan price yet, then it costs nothing, keeps its code and spends no credit', () => {
    const quote = assembleQuote({
      plan: { mealSize: 'S', numberOfMeals: 7, perMealPence: 0 },
      planCharges: [],
      keptCode: 'CHEF24',
      creditPence: 10_00,
    });
    expect(isPriced(quote)).toBe(false);
    expect(quote.totalPence).toBe(0);
    expect(discountCodeOf(quote)).toBe('CHEF24');
  });

  it('when an order priced before lines is read, then its lines add up to the total it was charged', () => {
    for (const { prices, size, delivery, rule } of cases) {
      const plan = calculatePrice({ prices, size, deliveryPricePence: delivery });
      const quote = assembleQuote({ plan, planCharges: plan.lines, discount: rule });
      const off = -totalOfKind(quote.lines, 'discount');
      const legacy = linesOfLegacyPrice({
        mealSize: size,
        numberOfMeals: prices.mealCount,
        perMealPence: plan.perMealPence,
        mealPlanPence: totalOfKind(quote.lines, 'plan'),
        sizePremiumTotalPence: totalOfKind(quote.lines, 'size_premium'),
        deliveryFeePence: delivery,
        discount: rule ? { code: rule.code, amountPence: off } : null,
        totalPence: quote.totalPence,
      });
      expect(legacy).toEqual(quote);
    }
  });
});
