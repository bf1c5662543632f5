import {
  calculatePrice,
  discountOfLines,
  discountPence,
  perMealPence,
  toPriceCalculation,
} from './price-rules';
import { totalOfKind } from './price-lines';
import type { PlanPrices } from './price-rules';

/** The catalogue's first-start rows (6 meals £59.99 ... 18 meals £143.99; Large and Lean 1.99 more per meal). */
const SEEDED_ROWS: PlanPrices[] = [
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
  leanPricePence: standardPricePence + 1_99,
}));

const tenMeals: PlanPrices = {
  mealCount: 10,
  basePricePence: 89_99,
  standardPricePence: 9_00,
  largePricePence: 10_99,
  leanPricePence: 10_99,
};
const chef24 = { code: 'CHEF24', kind: 'amount' as const, value: 10_00 };

describe('calculatePrice (DESIGN section 7)', () => {
  it('when the size is Standard, then the plan costs the base price with no premium', () => {
    expect(calculatePrice({ prices: tenMeals, size: 'S', deliveryPricePence: 0 })).toEqual({
      mealSize: 'S',
      numberOfMeals: 10,
      perMealPence: 9_00,
      lines: [
        { kind: 'plan', label: '10 meals', quantity: 1, unitPence: 89_99, totalPence: 89_99 },
        { kind: 'delivery', label: 'Delivery', quantity: 1, unitPence: 0, totalPence: 0 },
      ],
      totalPence: 89_99,
    });
  });

  it('when the size is Large or Lean, then the premium is (size - standard) per meal times the count', () => {
    for (const size of ['L', 'LEAN'] as const) {
      const quote = calculatePrice({ prices: tenMeals, size, deliveryPricePence: 0 });
      expect(quote.perMealPence).toBe(10_99);
      expect(totalOfKind(quote.lines, 'plan')).toBe(89_99);
      expect(totalOfKind(quote.lines, 'size_premium')).toBe(19_90);
      expect(quote.totalPence).toBe(109_89);
    }
  });

  it('when Large and Lean differ, then each uses its own per-meal price', () => {
    const prices = { ...tenMeals, largePricePence: 11_50, leanPricePence: 9_75 };
    expect(
      totalOfKind(calculatePrice({ prices, size: 'L', deliveryPricePence: 0 }).lines, 'size_premium'),
    ).toBe(25_00);
    expect(
      totalOfKind(calculatePrice({ prices, size: 'LEAN', deliveryPricePence: 0 }).lines, 'size_premium'),
    ).toBe(7_50);
  });

  it('when delivery is free, then the fee is 0.00; when staff set a fee, then it is added to the total', () => {
    expect(
      totalOfKind(calculatePrice({ prices: tenMeals, size: 'S', deliveryPricePence: 0 }).lines, 'delivery'),
    ).toBe(0);
    const charged = calculatePrice({ prices: tenMeals, size: 'L', deliveryPricePence: 4_99 });
    expect(totalOfKind(charged.lines, 'delivery')).toBe(4_99);
    expect(charged.totalPence).toBe(89_99 + 19_90 + 4_99);
  });

  it('when CHEF24 is applied, then exactly £10.00 comes off and is reported with the code', () => {
    const quote = calculatePrice({ prices: tenMeals, size: 'S', deliveryPricePence: 2_50, discount: chef24 });
    expect(discountOfLines(quote.lines)).toEqual({ code: 'CHEF24', amountPence: 10_00 });
    expect(quote.totalPence).toBe(89_99 + 2_50 - 10_00);
  });

  it('when the parts are added up, then they always equal the total exactly (no float drift)', () => {
    for (const prices of SEEDED_ROWS) {
      for (const size of ['S', 'L', 'LEAN'] as const) {
        for (const delivery of [0, 1, 3_99, 6_99]) {
          const q = calculatePrice({ prices, size, deliveryPricePence: delivery, discount: chef24 });
          const sum = q.lines.reduce((total, line) => total + line.totalPence, 0);
          expect(q.totalPence).toBe(sum);
          expect(Number.isInteger(q.totalPence)).toBe(true);
        }
      }
    }
  });

  it('when a discount is larger than the box, then it takes the box to zero and the total never goes negative', () => {
    const cheap = { ...tenMeals, basePricePence: 5_00, standardPricePence: 50, largePricePence: 50 };
    const big = { code: 'BIG', kind: 'amount' as const, value: 100_00 };
    const quote = calculatePrice({ prices: cheap, size: 'S', deliveryPricePence: 0, discount: big });
    expect(discountOfLines(quote.lines)).toEqual({ code: 'BIG', amountPence: 5_00 });
    expect(quote.totalPence).toBe(0);
    // Delivery is never discounted away: the customer still pays for it.
    expect(
      calculatePrice({ prices: cheap, size: 'S', deliveryPricePence: 3_99, discount: big }).totalPence,
    ).toBe(3_99);
  });

  it('when a size costs less than Standard (never allowed by staff edits), then there is no negative premium', () => {
    const odd = { ...tenMeals, leanPricePence: 8_00 };
    expect(
      totalOfKind(calculatePrice({ prices: odd, size: 'LEAN', deliveryPricePence: 0 }).lines, 'size_premium'),
    ).toBe(0);
  });
});

describe('perMealPence', () => {
  it('when asked for each size, then it gives that size column of the row', () => {
    expect([
      perMealPence(tenMeals, 'S'),
      perMealPence(tenMeals, 'L'),
      perMealPence(tenMeals, 'LEAN'),
    ]).toEqual([9_00, 10_99, 10_99]);
  });
});

describe('discountPence', () => {
  it('when a percentage gives a fraction of a penny, then it rounds to the nearest penny, half up', () => {
    const tenPercent = { code: 'TEN', kind: 'percent' as const, value: 10 };
    expect(discountPence(tenPercent, 89_99)).toBe(9_00); // 899.9p
    expect(discountPence(tenPercent, 89_94)).toBe(8_99); // 899.4p
    expect(discountPence(tenPercent, 89_95)).toBe(9_00); // 899.5p, half up
    expect(discountPence({ ...tenPercent, value: 100 }, 89_99)).toBe(89_99);
  });

  it('when a fixed amount is within the box, then it is taken off whole', () => {
    expect(discountPence(chef24, 59_99)).toBe(10_00);
  });
});

describe('toPriceCalculation', () => {
  it('when a quote is written for the API, then every amount is pounds with two decimals', () => {
    const quote = calculatePrice({
      prices: tenMeals,
      size: 'L',
      deliveryPricePence: 3_49,
      discount: { code: 'CHEF24', kind: 'amount', value: 10_00 },
    });
    expect(toPriceCalculation(quote)).toEqual({
      meal_size: 'L',
      number_of_meals: 10,
      per_meal_price: '10.99',
      meal_plan_price: '89.99',
      size_premium_total: '19.90',
      delivery_fee: '3.49',
      discount: { code: 'CHEF24', amount: '10.00' },
      total_price: '103.38',
      lines: [
        { kind: 'plan', ref: null, label: '10 meals', quantity: 1, unit_price: '89.99', total: '89.99' },
        {
          kind: 'size_premium',
          ref: null,
          label: 'Large size',
          quantity: 10,
          unit_price: '1.99',
          total: '19.90',
        },
        { kind: 'delivery', ref: null, label: 'Delivery', quantity: 1, unit_price: '3.49', total: '3.49' },
        {
          kind: 'discount',
          ref: 'CHEF24',
          label: 'Discount code CHEF24',
          quantity: 1,
          unit_price: '-10.00',
          total: '-10.00',
        },
      ],
    });
    const withoutCode = calculatePrice({ prices: tenMeals, size: 'L', deliveryPricePence: 3_49 });
    expect(toPriceCalculation(withoutCode).discount).toBeNull();
  });
});
