import { pricingRowProblems } from './pricing-row-rules';

const ROW_ID = '64b7f0c2a1b2c3d4e5f60718';
const valid = {
  id: ROW_ID,
  meal_count: 6,
  base_price: 59_99,
  standard_price: 10_00,
  large_price: 11_99,
  lean_price: 11_99,
};

describe('pricingRowProblems', () => {
  it('when the row is consistent, then there is nothing to say', () => {
    expect(pricingRowProblems(ROW_ID, { mealCount: 6 }, valid)).toEqual({});
    const { id: _id, ...withoutId } = valid;
    expect(pricingRowProblems(ROW_ID, { mealCount: 6 }, withoutId)).toEqual({});
  });

  it('when the meal count or id differs from the stored row, then each is named', () => {
    expect(pricingRowProblems(ROW_ID, { mealCount: 6 }, { ...valid, id: 'other', meal_count: 8 })).toEqual({
      id: ['Does not match the pricing row in the URL.'],
      meal_count: ['The meal count of this row is 6 and cannot change.'],
    });
  });

  it('when Standard per meal is not the weekly price shared out, then it says which value fits', () => {
    expect(pricingRowProblems(ROW_ID, { mealCount: 6 }, { ...valid, base_price: 54_00 })).toEqual({
      standard_price: ['Must be the base price shared over 6 meals, rounded to the penny: 9.00.'],
    });
  });

  it('when Large or Lean cost less than Standard, then each is refused (the premium would be negative)', () => {
    expect(
      pricingRowProblems(ROW_ID, { mealCount: 6 }, { ...valid, large_price: 9_99, lean_price: 10_00 }),
    ).toEqual({ large_price: ['Must be at least the standard price.'] });
  });
});
