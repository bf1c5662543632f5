import { ORDER_STATUSES, PAYMENT_STATUSES } from '@mealbox/contracts';
import {
  itemsEditable,
  mealLimitProblem,
  mergeItems,
  orderStatusTransition,
  paymentStatusTransition,
} from './order-rules';

describe('order status transitions (spec section 4)', () => {
  it('when staff take the next step, then it moves', () => {
    expect(orderStatusTransition('processing', 'preparing')).toEqual({ kind: 'move' });
    expect(orderStatusTransition('preparing', 'ready')).toEqual({ kind: 'move' });
    expect(orderStatusTransition('ready', 'out_for_delivery')).toEqual({ kind: 'move' });
    expect(orderStatusTransition('out_for_delivery', 'delivered')).toEqual({ kind: 'move' });
  });

  it('when the status asked for is the current one, then it is refused, saying the order is already there', () => {
    expect(orderStatusTransition('cancelled', 'cancelled')).toEqual({
      kind: 'refused',
      message: 'The order is already cancelled.',
    });
    expect(orderStatusTransition('out_for_delivery', 'out_for_delivery')).toEqual({
      kind: 'refused',
      message: 'The order is already out for delivery.',
    });
    for (const status of ORDER_STATUSES)
      expect(orderStatusTransition(status, status)).toMatchObject({ kind: 'refused' });
  });

  it('when an order is not delivered, then it can be cancelled from any status', () => {
    for (const status of ['processing', 'preparing', 'ready', 'out_for_delivery'] as const) {
      expect(orderStatusTransition(status, 'cancelled')).toEqual({ kind: 'move' });
    }
  });

  it('when a step is skipped, goes back, or starts from delivered or cancelled, then it is refused with the reason', () => {
    expect(orderStatusTransition('delivered', 'preparing')).toEqual({
      kind: 'refused',
      message: 'An order that is delivered cannot move to preparing.',
    });
    expect(orderStatusTransition('delivered', 'cancelled')).toEqual({
      kind: 'refused',
      message: 'An order that is delivered cannot be cancelled.',
    });
    expect(orderStatusTransition('processing', 'ready')).toEqual({
      kind: 'refused',
      message: 'An order that is processing cannot move to ready. Its next step is preparing.',
    });
    expect(orderStatusTransition('out_for_delivery', 'processing')).toMatchObject({ kind: 'refused' });
    expect(orderStatusTransition('cancelled', 'processing')).toEqual({
      kind: 'refused',
      message: 'An order that is cancelled cannot move to processing.',
    });
  });

  it('when every pair is checked, then exactly the four steps and four cancellations move', () => {
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => orderStatusTransition(from, to).kind === 'move').map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(moves.sort()).toEqual(
      [
        'processing>preparing',
        'preparing>ready',
        'ready>out_for_delivery',
        'out_for_delivery>delivered',
        'processing>cancelled',
        'preparing>cancelled',
        'ready>cancelled',
        'out_for_delivery>cancelled',
      ].sort(),
    );
  });
});

describe('payment status transitions', () => {
  it('when every pair is checked, then only pending->completed|failed, failed->completed and completed->refunded move', () => {
    const moves = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => paymentStatusTransition(from, to).kind === 'move').map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(moves.sort()).toEqual(
      ['pending>completed', 'pending>failed', 'failed>completed', 'completed>refunded'].sort(),
    );
  });

  it('when the status is unchanged, then nothing happens; when refused, then the reason is given', () => {
    expect(paymentStatusTransition('completed', 'completed')).toEqual({ kind: 'same' });
    expect(paymentStatusTransition('pending', 'refunded')).toEqual({
      kind: 'refused',
      message: 'Only a completed payment can be refunded.',
    });
    expect(paymentStatusTransition('refunded', 'completed')).toEqual({
      kind: 'refused',
      message: 'A payment that is refunded cannot move to completed.',
    });
  });
});

describe('meals in an order', () => {
  it('when the same meal is added again, then the quantities merge and the first order stays', () => {
    expect(
      mergeItems(
        [
          { mealId: 'a', quantity: 2 },
          { mealId: 'b', quantity: 1 },
        ],
        [
          { mealId: 'c', quantity: 1 },
          { mealId: 'a', quantity: 3 },
        ],
      ),
    ).toEqual([
      { mealId: 'a', quantity: 5 },
      { mealId: 'b', quantity: 1 },
      { mealId: 'c', quantity: 1 },
    ]);
  });

  it('when meals would exceed the plan, then it says how many are left', () => {
    expect(mealLimitProblem(10, 8, 2)).toBeNull();
    expect(mealLimitProblem(10, 8, 3)).toBe('Your plan has 10 meals and 8 are chosen: add at most 2 more.');
    expect(mealLimitProblem(6, 6, 1)).toBe('Your plan has 6 meals and all 6 are chosen.');
    expect(mealLimitProblem(6, 0, 7)).toBe('Your plan has 6 meals and 0 are chosen: add at most 6 more.');
  });

  it('when the order is paid or the kitchen has started, then meals are locked, and a failed payment locks them too', () => {
    expect(itemsEditable({ paymentStatus: 'pending', orderStatus: 'processing' })).toBe(true);
    expect(itemsEditable({ paymentStatus: 'failed', orderStatus: 'processing' })).toBe(false);
    expect(itemsEditable({ paymentStatus: 'pending', orderStatus: 'preparing' })).toBe(false);
  });
});
