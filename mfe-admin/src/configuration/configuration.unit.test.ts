import {
  MAX_DELIVERY_PRICE_PENCE,
  MAX_MEAL_PRICE_PENCE,
  MAX_PLAN_PRICE_PENCE,
  mealPlanPricingUpdateSchema,
  type MealPlanPricingRow,
} from '@mealbox/contracts';
import { ApiError } from '@mealbox/web-kit';
import { checkDeliveryPrice, deliveryLabel } from './delivery-price';
import { PRICE_LIMITS_PENCE, checkPrice, penceToDecimal } from './price-input';
import { checkPricingRow, previewStandard, pricingRowFailure, rowValuesOf } from './pricing-row-edit';

const EIGHT: MealPlanPricingRow = {
  id: '65f000000000000000000008',
  meal_count: 8,
  base_price: '75.99',
  standard_price: '9.50',
  large_price: '11.49',
  lean_price: '11.49',
};

describe('a price as staff type it', () => {
  it('when it is pounds with up to two decimals, then it is read as exact pence', () => {
    expect(checkPrice('59.99', 100_00)).toEqual({ ok: true, pence: 5999 });
    expect(checkPrice(' 60 ', 100_00)).toEqual({ ok: true, pence: 6000 });
    expect(checkPrice('0.5', 100_00)).toEqual({ ok: true, pence: 50 });
    expect(checkPrice('0.29', 100_00)).toEqual({ ok: true, pence: 29 });
  });

  it('when it is empty, words, negative, too precise or too large, then it says why, starting as the spec does', () => {
    expect(checkPrice('', 100_00)).toEqual({ ok: false, error: 'Please enter a valid price' });
    expect(checkPrice('ten', 100_00)).toEqual({ ok: false, error: 'Please enter a valid price' });
    expect(checkPrice('1e3', 100_00)).toEqual({ ok: false, error: 'Please enter a valid price' });
    expect(checkPrice('-1', 100_00)).toEqual({
      ok: false,
      error: 'Please enter a valid price: it cannot be negative',
    });
    expect(checkPrice('9.999', 100_00)).toEqual({
      ok: false,
      error: 'Please enter a valid price with no more than 2 decimal places',
    });
    expect(checkPrice('100.01', 100_00)).toEqual({
      ok: false,
      error: 'Please enter a valid price of no more than £100.00',
    });
  });

  it('when compared with the catalogue, then the limits are the same', () => {
    expect(PRICE_LIMITS_PENCE).toEqual({
      plan: MAX_PLAN_PRICE_PENCE,
      meal: MAX_MEAL_PRICE_PENCE,
      delivery: MAX_DELIVERY_PRICE_PENCE,
    });
    expect(penceToDecimal(5)).toBe('0.05');
    expect(penceToDecimal(99999)).toBe('999.99');
  });
});

describe('the delivery price field (spec sections 5 and 8)', () => {
  it('when it is missing or not a number, then Please enter a valid price', () => {
    for (const text of ['', '  ', 'abc']) {
      expect(checkDeliveryPrice(text)).toEqual({ ok: false, error: 'Please enter a valid price' });
    }
  });

  it('when it is a price up to £50.00, then it is accepted; 0 is free', () => {
    expect(checkDeliveryPrice('2.5')).toEqual({ ok: true, pence: 250 });
    expect(checkDeliveryPrice('0')).toEqual({ ok: true, pence: 0 });
    expect(checkDeliveryPrice('50.01')).toEqual({
      ok: false,
      error: 'Please enter a valid price of no more than £50.00',
    });
    expect(deliveryLabel('0.00')).toBe('Free');
    expect(deliveryLabel('2.50')).toBe('£2.50');
  });
});

describe('editing a pricing row', () => {
  it('when the weekly price changes, then Standard per meal is worked out as the catalogue does', () => {
    expect(previewStandard({ ...rowValuesOf(EIGHT), base_price: '79.99' }, 8)).toBe('10.00');
    expect(previewStandard({ ...rowValuesOf(EIGHT), base_price: '124.99' }, 15)).toBe('8.33');
    expect(previewStandard({ ...rowValuesOf(EIGHT), base_price: 'x' }, 8)).toBeUndefined();
  });

  it('when every price is valid, then the full row is sent, as decimals, and the catalogue’s schema accepts it', () => {
    const check = checkPricingRow(EIGHT, { base_price: '79.99', large_price: '12', lean_price: '11.99' });
    expect(check).toEqual({
      ok: true,
      body: {
        id: EIGHT.id,
        meal_count: 8,
        base_price: '79.99',
        standard_price: '10.00',
        large_price: '12.00',
        lean_price: '11.99',
      },
    });
    if (check.ok) expect(mealPlanPricingUpdateSchema.strict().safeParse(check.body).success).toBe(true);
  });

  it('when a price is invalid, or Large or Lean is cheaper than Standard, then the field says so', () => {
    expect(checkPricingRow(EIGHT, { base_price: '', large_price: '-2', lean_price: '100' })).toEqual({
      ok: false,
      errors: {
        base_price: 'Please enter a valid price',
        large_price: 'Please enter a valid price: it cannot be negative',
        lean_price: 'Please enter a valid price of no more than £99.99',
      },
    });
    expect(checkPricingRow(EIGHT, { base_price: '79.99', large_price: '9.99', lean_price: '11.99' })).toEqual(
      {
        ok: false,
        errors: { large_price: 'Must be at least the Standard price per meal (£10.00)' },
      },
    );
  });

  it('when the catalogue refuses, then Failed to save pricing changes with its reasons at the fields', () => {
    const refused = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: { lean_price: ['Must be at least the standard price.'], meal_count: ['Cannot change.'] },
    });
    expect(pricingRowFailure(refused)).toEqual({
      title: 'Failed to save pricing changes',
      lines: ['meal count: Cannot change.'],
      fieldErrors: { lean_price: 'Must be at least the standard price.' },
    });
    const down = new ApiError({ type: 'about:blank', title: 'Bad Gateway', status: 502 });
    expect(pricingRowFailure(down)).toEqual({
      title: 'Failed to save pricing changes',
      lines: ['Something went wrong on our side. Please try again in a moment.'],
      fieldErrors: {},
    });
  });
});
