import type { SubscriptionDelivery } from '@mealbox/contracts';
import { lockedChargeWords, paymentProblemWords } from './box-payment-words';
import { delivery } from './subscription-fixtures';

type BoxOrder = NonNullable<SubscriptionDelivery['order']>;
const order = (change: Partial<BoxOrder> = {}): BoxOrder => ({
  id: '65f0c0ffee00000005f3a9c21',
  reference: 'MB-5F3A9C21',
  order_status: 'processing',
  payment_status: 'pending',
  payment_problem: null,
  ...change,
});
const locked = (boxOrder: BoxOrder | null) =>
  delivery('2026-03-05', { state: 'locked', changeable: false, order: boxOrder });

describe('how a locked box’s payment stands', () => {
  it('when its order is not placed or not yet paid, then it says what it is charged and when', () => {
    expect(lockedChargeWords(locked(null))).toBe('It is charged £74.99 on Monday 2 March.');
    expect(lockedChargeWords(locked(order()))).toBe('It is charged £74.99 on Monday 2 March.');
  });

  it('when the saved card was charged, then it says they paid', () => {
    expect(lockedChargeWords(locked(order({ payment_status: 'completed' })))).toBe('You paid £74.99 for it.');
  });

  it('when the charge was refused, then it says the payment has not gone through yet', () => {
    expect(lockedChargeWords(locked(order({ payment_status: 'failed' })))).toBe(
      'Your payment of £74.99 has not gone through yet.',
    );
  });

  it('when staff refunded it, then it says so', () => {
    expect(lockedChargeWords(locked(order({ payment_status: 'refunded' })))).toBe(
      'You were refunded for it.',
    );
  });
});

describe('why the saved card was refused', () => {
  it('when nothing went wrong, then there is nothing to say', () => {
    expect(paymentProblemWords(null)).toBeNull();
    expect(paymentProblemWords(order())).toBeNull();
  });

  it('when it will be tried again, then the reason, the time of the next try and paying now are given', () => {
    const problem = {
      reason: 'Your bank asked you to confirm this payment, which it cannot do while you are away.',
      retry_at: '2026-03-03T12:00:00.000Z',
    };
    expect(paymentProblemWords(order({ payment_status: 'failed', payment_problem: problem }))).toEqual({
      text: 'Your bank asked you to confirm this payment, which it cannot do while you are away. We will try your card again at 12:00 on Tuesday 3 March, or you can pay for this box now with another card.',
      orderId: '65f0c0ffee00000005f3a9c21',
    });
  });

  it('when no attempt is left, then they are asked to pay with another card, which later boxes then use', () => {
    const problem = { reason: 'Your card was declined', retry_at: null };
    expect(paymentProblemWords(order({ payment_status: 'failed', payment_problem: problem }))).toEqual({
      text: 'Your card was declined. Please pay for this box with another card: we will use that card for your next boxes too.',
      orderId: '65f0c0ffee00000005f3a9c21',
    });
  });

  it('when the payment failed without a reason (staff marked it failed), then they are still asked to pay', () => {
    expect(paymentProblemWords(order({ payment_status: 'failed' }))).toEqual({
      text: 'Please pay for this box with another card: we will use that card for your next boxes too.',
      orderId: '65f0c0ffee00000005f3a9c21',
    });
  });

  it('when the box has been paid meanwhile (staff marked it paid, or the customer paid), then an old problem is not shown', () => {
    const problem = { reason: 'Your card was declined.', retry_at: null };
    expect(paymentProblemWords(order({ payment_status: 'completed', payment_problem: problem }))).toBeNull();
    expect(paymentProblemWords(order({ payment_status: 'refunded', payment_problem: problem }))).toBeNull();
  });
});
