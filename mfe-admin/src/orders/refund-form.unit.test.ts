import type { Order } from '@mealbox/contracts';
import { EMPTY_REFUND, checkRefund, pickedRefund, refundChoices } from './refund-form';
import { refundStatusWords, refundWhat } from './refund-labels';

type RefundableOrder = Pick<Order, 'items' | 'number_of_meals' | 'price' | 'refundable_total'>;

const line = (
  kind: string,
  label: string,
  quantity: number,
  unit: string,
  total: string,
  ref: string | null = null,
) => ({
  kind,
  ref,
  label,
  quantity,
  unit_price: unit,
  total,
});
const meal = (id: string, name: string) => ({ id, name }) as Order['items'][number]['meal'];

/** Six Large meals (£59.99 + 6 x £1.50), two chocolate pots, £4.99 delivery, £10 off: £78.97 paid. */
const order = {
  items: [
    { meal: meal('m1', 'Thai Green Curry'), quantity: 4 },
    { meal: meal('m2', 'Beef & Ale Pie'), quantity: 2 },
  ],
  number_of_meals: 6,
  price: {
    lines: [
      line('plan', '6 meals', 1, '59.99', '59.99'),
      line('size_premium', 'Large size', 6, '1.50', '9.00'),
      line('add_on', 'Chocolate pot', 2, '3.50', '7.00', 'addon-1'),
      line('delivery', 'Delivery', 1, '4.99', '4.99'),
      line('discount', 'Discount CHEF24', 1, '-10.00', '-10.00', 'CHEF24'),
    ],
  },
  refundable_total: '70.97',
} as unknown as RefundableOrder;

describe('the partial refund form', () => {
  it('when the order is read, then each meal, each extra and the delivery can be ticked, up to how many there are', () => {
    expect(refundChoices(order).map((choice) => [choice.key, choice.label, choice.max])).toEqual([
      ['meal:m1', 'Thai Green Curry', 4],
      ['meal:m2', 'Beef & Ale Pie', 2],
      ['add_on:addon-1', 'Chocolate pot', 2],
      ['delivery', 'Delivery', 1],
    ]);
  });

  it('when meals, an extra and the delivery are ticked, then they come to the meals share rounded down, the extra and the delivery', () => {
    const picked = pickedRefund(order, { 'meal:m1': 1, 'meal:m2': 1, 'add_on:addon-1': 1, delivery: 1 });
    // Two meals of (£59.99 + £9.00) / 6 = £22.99 (rounded down once, for the two), £3.50 and £4.99.
    expect(picked.pence).toBe(22_99 + 3_50 + 4_99);
    expect(picked.lines).toEqual([
      { kind: 'meal', ref: 'm1', label: 'Thai Green Curry', quantity: 1 },
      { kind: 'meal', ref: 'm2', label: 'Beef & Ale Pie', quantity: 1 },
      { kind: 'add_on', ref: 'addon-1', label: 'Chocolate pot', quantity: 1 },
      { kind: 'delivery', label: 'Delivery', quantity: 1 },
    ]);
    expect(pickedRefund(order, { 'meal:m2': 9 }).lines[0]?.quantity).toBe(2);
  });

  it('when an amount is typed, then it is refunded instead of what the ticks come to, with the ticks for the record', () => {
    const check = checkRefund(order, {
      ...EMPTY_REFUND,
      picks: { delivery: 1 },
      amount: '2.50',
      destination: 'credit',
    });
    expect(check).toEqual({
      ok: true,
      pence: 2_50,
      body: {
        destination: 'credit',
        amount: '2.50',
        lines: [{ kind: 'delivery', label: 'Delivery', quantity: 1 }],
      },
    });
  });

  it('when nothing is ticked, more than is left is asked for, or no destination is chosen, then it says so', () => {
    expect(checkRefund(order, EMPTY_REFUND)).toEqual({
      ok: false,
      errors: {
        amount: 'Tick what to refund, or type an amount.',
        destination: 'Choose the card or account credit.',
      },
    });
    expect(checkRefund(order, { ...EMPTY_REFUND, amount: '70.98', destination: 'card' })).toEqual({
      ok: false,
      errors: { amount: 'Only £70.97 is left to refund.' },
    });
    expect(checkRefund(order, { ...EMPTY_REFUND, amount: 'lots', destination: 'card' })).toEqual({
      ok: false,
      errors: { amount: 'Please enter a valid price' },
    });
  });
});

describe("a refund's words on the order page", () => {
  const base = { lines: [], whole: false, destination: 'card' as const, failure: null };
  it('when a refund is for lines, the rest or an amount, then it says which', () => {
    expect(
      refundWhat({
        ...base,
        lines: [
          { kind: 'meal', ref: 'm1', label: 'Thai Green Curry', quantity: 2 },
          { kind: 'delivery', ref: null, label: 'Delivery', quantity: 1 },
        ],
      }),
    ).toBe('2 × Thai Green Curry, Delivery');
    expect(refundWhat({ ...base, whole: true })).toBe('The rest of the order');
    expect(refundWhat(base)).toBe('An amount');
  });

  it('when a refund is made, waiting or refused, then its status says where it went or why not', () => {
    expect(refundStatusWords({ ...base, status: 'refunded', destination: 'credit' })).toBe(
      'Refunded as account credit',
    );
    expect(refundStatusWords({ ...base, status: 'requested' })).toBe('Waiting for the card provider');
    expect(refundStatusWords({ ...base, status: 'failed', failure: 'Card closed.' })).toBe(
      'Refused: Card closed.',
    );
  });
});
