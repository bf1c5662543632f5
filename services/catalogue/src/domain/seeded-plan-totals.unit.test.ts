import { calculatePrice, toPriceCalculation } from '@mealbox/contracts';
import type { MealSize } from '@mealbox/contracts';
import { DEFAULT_DELIVERY_PRICE_PENCE, DEFAULT_DISCOUNT_CODES, DEFAULT_PRICING } from './pricing-defaults';

/**
 * Every plan a customer can choose, priced from the seeded rows, against figures worked out by hand from DESIGN
 * section 7 (not by the code under test): total = the row's weekly price + (size per meal - Standard per meal) x
 * meals + delivery (free as seeded); CHEF24 then takes £10.00 off. Large and Lean add £1.99 a meal.
 *
 *   meals  weekly   Standard/meal  Large-Lean/meal  premium (1.99 x meals)  Large-Lean total
 *     6     59.99      10.00           11.99             11.94                  71.93
 *     8     75.99       9.50           11.49             15.92                  91.91
 *    10     89.99       9.00           10.99             19.90                 109.89
 *    12    104.99       8.75           10.74             23.88                 128.87
 *    15    124.99       8.33           10.32             29.85                 154.84
 *    18    143.99       8.00            9.99             35.82                 179.81
 */
const EXPECTED: Array<[number, MealSize, { perMeal: string; total: string; withChef24: string }]> = [
  [6, 'S', { perMeal: '10.00', total: '59.99', withChef24: '49.99' }],
  [6, 'L', { perMeal: '11.99', total: '71.93', withChef24: '61.93' }],
  [6, 'LEAN', { perMeal: '11.99', total: '71.93', withChef24: '61.93' }],
  [8, 'S', { perMeal: '9.50', total: '75.99', withChef24: '65.99' }],
  [8, 'L', { perMeal: '11.49', total: '91.91', withChef24: '81.91' }],
  [8, 'LEAN', { perMeal: '11.49', total: '91.91', withChef24: '81.91' }],
  [10, 'S', { perMeal: '9.00', total: '89.99', withChef24: '79.99' }],
  [10, 'L', { perMeal: '10.99', total: '109.89', withChef24: '99.89' }],
  [10, 'LEAN', { perMeal: '10.99', total: '109.89', withChef24: '99.89' }],
  [12, 'S', { perMeal: '8.75', total: '104.99', withChef24: '94.99' }],
  [12, 'L', { perMeal: '10.74', total: '128.87', withChef24: '118.87' }],
  [12, 'LEAN', { perMeal: '10.74', total: '128.87', withChef24: '118.87' }],
  [15, 'S', { perMeal: '8.33', total: '124.99', withChef24: '114.99' }],
  [15, 'L', { perMeal: '10.32', total: '154.84', withChef24: '144.84' }],
  [15, 'LEAN', { perMeal: '10.32', total: '154.84', withChef24: '144.84' }],
  [18, 'S', { perMeal: '8.00', total: '143.99', withChef24: '133.99' }],
  [18, 'L', { perMeal: '9.99', total: '179.81', withChef24: '169.81' }],
  [18, 'LEAN', { perMeal: '9.99', total: '179.81', withChef24: '169.81' }],
];

const CHEF24 = DEFAULT_DISCOUNT_CODES.find((code) => code._id === 'CHEF24');

function quote(meals: number, size: MealSize, withChef24 = false) {
  const prices = DEFAULT_PRICING.find((row) => row.mealCount === meals);
  if (!prices) throw new Error(`no seeded row for ${meals} meals`);
  const discount =
    withChef24 && CHEF24 ? { code: CHEF24._id, kind: CHEF24.kind, value: CHEF24.value } : undefined;
  return toPriceCalculation(
    calculatePrice({
      prices,
      size,
      deliveryPricePence: DEFAULT_DELIVERY_PRICE_PENCE,
      ...(discount ? { discount } : {}),
    }),
  );
}

describe('the seeded price of every plan (DESIGN section 7)', () => {
  it('when every size and meal count is listed, then the table covers all 18 plans', () => {
    expect(EXPECTED).toHaveLength(DEFAULT_PRICING.length * 3);
    expect(CHEF24).toBeDefined();
  });

  it.each(EXPECTED)(
    'when %i %s meals are priced, then the figures are the hand-worked ones',
    (meals, size, expected) => {
      const price = quote(meals, size);
      expect(price.per_meal_price).toBe(expected.perMeal);
      expect(price.delivery_fee).toBe('0.00');
      expect(price.total_price).toBe(expected.total);
      expect(quote(meals, size, true)).toMatchObject({
        discount: { code: 'CHEF24', amount: '10.00' },
        total_price: expected.withChef24,
      });
    },
  );
});
