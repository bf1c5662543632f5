import type { MealPlanPricingRow } from '@mealbox/contracts';
import {
  MissingPlanPriceError,
  PLAN_TIERS,
  cheapestPerMealPence,
  otherMealCounts,
  planCards,
  sizePremiumText,
  toPence,
} from './plan-cards';

/** Rows as the catalogue first seeds them (DESIGN section 7). */
const row = (meal_count: number, base: string, standard: string, premium = '1.99'): MealPlanPricingRow => {
  const withPremium = ((toPence(standard) + toPence(premium)) / 100).toFixed(2);
  return {
    id: `row-${meal_count}`,
    meal_count,
    base_price: base,
    standard_price: standard,
    large_price: withPremium,
    lean_price: withPremium,
  };
};

const SEEDED: MealPlanPricingRow[] = [
  row(6, '59.99', '10.00'),
  row(8, '75.99', '9.50'),
  row(10, '89.99', '9.00'),
  row(12, '104.99', '8.75'),
  row(15, '124.99', '8.33'),
  row(18, '143.99', '8.00'),
];

describe('planCards', () => {
  it('when the catalogue has every row, then Small, Medium and Large are 6, 10 and 15 meals at the rows’ prices', () => {
    const cards = planCards(SEEDED);
    expect(cards.map((c) => [c.name, c.meals, c.weeklyPence, c.perMealPence])).toEqual([
      ['Small', 6, 59_99, 10_00],
      ['Medium', 10, 89_99, 9_00],
      ['Large', 15, 124_99, 8_33],
    ]);
  });

  it('when the cards are built, then only Medium is marked Most Popular', () => {
    expect(
      planCards(SEEDED)
        .filter((c) => c.popular)
        .map((c) => c.name),
    ).toEqual(['Medium']);
  });

  it('when staff change a price, then the card shows the new price (nothing is written down)', () => {
    const changed = SEEDED.map((r) => (r.meal_count === 10 ? row(10, '84.00', '8.40') : r));
    const medium = planCards(changed).find((c) => c.name === 'Medium');
    expect(medium?.weeklyPence).toBe(84_00);
    expect(medium?.perMealPence).toBe(8_40);
  });

  it('when the rows come in any order, then each card still gets its own meal count’s row', () => {
    const cards = planCards([...SEEDED].reverse());
    expect(cards.map((c) => c.meals)).toEqual([6, 10, 15]);
    expect(cards[0]?.weeklyPence).toBe(59_99);
  });

  it('when a plan’s row is missing, then no card is priced at all (never a guessed price)', () => {
    const without15 = SEEDED.filter((r) => r.meal_count !== 15);
    expect(() => planCards(without15)).toThrow(MissingPlanPriceError);
    expect(() => planCards(without15)).toThrow('No price for 15 meals a week');
  });

  it('when a card is chosen, then it leads to the plan builder with its meal count', () => {
    expect(planCards(SEEDED).map((c) => c.to)).toEqual([
      '/join-now/plans/?meals=6',
      '/join-now/plans/?meals=10',
      '/join-now/plans/?meals=15',
    ]);
  });

  it('when Large and Lean cost more per meal, then the card knows the premium of each', () => {
    const [small] = planCards(SEEDED);
    expect(small?.largePremiumPence).toBe(1_99);
    expect(small?.leanPremiumPence).toBe(1_99);
  });
});

describe('PLAN_TIERS', () => {
  it('when the pricing page lists its plans, then they are the DESIGN’s 6, 10 and 15 (15, not the spec’s 14)', () => {
    expect(PLAN_TIERS.map((t) => [t.name, t.meals])).toEqual([
      ['Small', 6],
      ['Medium', 10],
      ['Large', 15],
    ]);
  });
});

describe('cheapestPerMealPence', () => {
  it('when there are rows, then gives the lowest Standard per-meal price', () => {
    expect(cheapestPerMealPence(SEEDED)).toBe(8_00);
  });

  it('when the cheapest row is not the biggest plan, then still finds it', () => {
    expect(cheapestPerMealPence([row(6, '59.99', '10.00'), row(8, '55.00', '6.88')])).toBe(6_88);
  });

  it('when there are no rows, then there is no price', () => {
    expect(cheapestPerMealPence([])).toBeUndefined();
  });
});

describe('otherMealCounts', () => {
  it('when the plan builder offers more sizes than the cards, then lists the others smallest first', () => {
    expect(otherMealCounts([...SEEDED].reverse())).toEqual([8, 12, 18]);
  });
});

describe('toPence', () => {
  it('when given the API’s decimal pounds, then gives exact integer pence', () => {
    expect(toPence('59.99')).toBe(5999);
    expect(toPence('0.00')).toBe(0);
    expect(toPence('8.33')).toBe(833);
    expect(toPence('1234.10')).toBe(123410);
  });

  it('when the value is not a price, then refuses it', () => {
    expect(() => toPence('59.9')).toThrow();
    expect(() => toPence('£5.00')).toThrow();
  });
});

describe('sizePremiumText', () => {
  it('when Large and Lean cost the same extra, then says it once in pounds', () => {
    expect(sizePremiumText({ largePremiumPence: 1_99, leanPremiumPence: 1_99 })).toBe(
      'Large or Lean +£1.99 a meal',
    );
  });

  it('when they differ, then names each', () => {
    expect(sizePremiumText({ largePremiumPence: 2_50, leanPremiumPence: 1_99 })).toBe(
      'Large +£2.50, Lean +£1.99 a meal',
    );
  });

  it('when neither costs extra, then says so', () => {
    expect(sizePremiumText({ largePremiumPence: 0, leanPremiumPence: 0 })).toBe(
      'Large or Lean meals at no extra cost',
    );
  });
});
