import type { MealPlanPricingRow } from '@mealbox/contracts';
import { estimatePlanPrice } from './plan-price-estimate';

const rows: MealPlanPricingRow[] = [
  {
    id: 'row-10',
    meal_count: 10,
    base_price: '59.90',
    standard_price: '5.99',
    large_price: '7.98',
    lean_price: '6.49',
  },
];
const deliveryPence = 499;

describe("the plan's price worked out in the page", () => {
  it('when a Large box of ten is chosen, then its lines and total are the pricing rule over the row and the delivery price', () => {
    const price = estimatePlanPrice(
      { meal_size: 'L', number_of_meals: 10, discount_code: null },
      rows,
      deliveryPence,
    );
    expect(price).toMatchObject({
      meal_size: 'L',
      number_of_meals: 10,
      per_meal_price: '7.98',
      meal_plan_price: '59.90',
      size_premium_total: '19.90',
      delivery_fee: '4.99',
      discount: null,
      total_price: '84.79',
    });
    expect(price?.lines.map((line) => line.kind)).toEqual(['plan', 'size_premium', 'delivery']);
  });

  it('when a discount code is in the request, then nothing is worked out (only the server knows a code)', () => {
    expect(
      estimatePlanPrice(
        { meal_size: 'S', number_of_meals: 10, discount_code: 'CHEF24' },
        rows,
        deliveryPence,
      ),
    ).toBeNull();
  });

  it('when the delivery price is not known yet, then nothing is worked out', () => {
    expect(
      estimatePlanPrice({ meal_size: 'S', number_of_meals: 10, discount_code: null }, rows, undefined),
    ).toBeNull();
  });

  it('when no row prices the count, or the rows are not in, then nothing is worked out', () => {
    expect(
      estimatePlanPrice({ meal_size: 'S', number_of_meals: 12, discount_code: null }, rows, deliveryPence),
    ).toBeNull();
    expect(
      estimatePlanPrice(
        { meal_size: 'S', number_of_meals: 10, discount_code: null },
        undefined,
        deliveryPence,
      ),
    ).toBeNull();
  });
});
