import { MEAL_COUNTS, calculatePrice } from '@mealbox/contracts';
import { DEFAULT_DELIVERY_PRICE_PENCE, DEFAULT_DISCOUNT_CODES, DEFAULT_PRICING } from './pricing-defaults';

const row = (count: number) => {
  const found = DEFAULT_PRICING.find((prices) => prices.mealCount === count);
  if (!found) throw new Error(`no row for ${count}`);
  return found;
};

describe('seeded pricing (DESIGN sections 7 and 9)', () => {
  it('when seeded, then there is one row for every orderable meal count', () => {
    expect(DEFAULT_PRICING.map((prices) => prices.mealCount)).toEqual([...MEAL_COUNTS]);
  });

  it('when 6 or 10 Standard meals are priced, then they cost £59.99 and £89.99 as the marketing copy says', () => {
    expect(calculatePrice({ prices: row(6), size: 'S', deliveryPricePence: 0 }).totalPence).toBe(59_99);
    expect(calculatePrice({ prices: row(10), size: 'S', deliveryPricePence: 0 }).totalPence).toBe(89_99);
  });

  it('when the plan grows, then every meal gets cheaper', () => {
    const perMeal = DEFAULT_PRICING.map((prices) => prices.basePricePence / prices.mealCount);
    for (let i = 1; i < perMeal.length; i++) expect(perMeal[i]).toBeLessThan(perMeal[i - 1] ?? 0);
    const standard = DEFAULT_PRICING.map((prices) => prices.standardPricePence);
    for (let i = 1; i < standard.length; i++) expect(standard[i]).toBeLessThan(standard[i - 1] ?? 0);
  });

  it('when seeded, then Standard per meal is the weekly price shared out and Large and Lean cost 1.99 more', () => {
    for (const prices of DEFAULT_PRICING) {
      expect(prices.standardPricePence).toBe(Math.round(prices.basePricePence / prices.mealCount));
      expect(prices.largePricePence).toBe(prices.standardPricePence + 1_99);
      expect(prices.leanPricePence).toBe(prices.standardPricePence + 1_99);
    }
  });

  it('when seeded, then delivery is free and CHEF24 takes £10.00 off the first box only, never expiring', () => {
    expect(DEFAULT_DELIVERY_PRICE_PENCE).toBe(0);
    expect(DEFAULT_DISCOUNT_CODES).toEqual([
      expect.objectContaining({
        _id: 'CHEF24',
        kind: 'amount',
        value: 10_00,
        active: true,
        expiresAt: null,
        firstOrderOnly: true,
      }),
    ]);
  });
});
