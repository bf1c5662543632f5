import type { Order } from '@mealbox/contracts';
import { paymentProblemNotice } from './payment-problem-notice';

type ProblemOrder = Pick<Order, 'payment_status' | 'payment_problem'>;
const mismatch: NonNullable<Order['payment_problem']> = {
  kind: 'amount_mismatch',
  reason: 'A payment of £49.99 was taken, but this order costs £59.99.',
  retry_at: null,
  expected_amount: '59.99',
  paid_amount: '49.99',
  paid_currency: 'gbp',
  at: '2026-03-16T12:05:00.000Z',
};
const refused: NonNullable<Order['payment_problem']> = {
  kind: 'charge_refused',
  reason: 'Your card was declined.',
  retry_at: null,
  expected_amount: null,
  paid_amount: null,
  paid_currency: null,
  at: null,
};

describe("the order's payment problem on the payment card", () => {
  it('when the money taken does not match the order, then staff read what was taken, the total and what to do', () => {
    const order: ProblemOrder = { payment_status: 'pending', payment_problem: mismatch };
    const notice = paymentProblemNotice(order);
    expect(notice).toMatchObject({ tone: 'error', title: 'The payment does not match the order' });
    expect(notice?.lines).toEqual(
      expect.arrayContaining([
        'Taken: £49.99',
        'Order total: £59.99',
        mismatch.reason,
        expect.stringContaining('mark the order as paid'),
      ]),
    );
  });

  it('when the money was taken in another currency, then its amount is shown with the currency code', () => {
    const order: ProblemOrder = {
      payment_status: 'pending',
      payment_problem: { ...mismatch, paid_amount: '59.99', paid_currency: 'usd' },
    };
    expect(paymentProblemNotice(order)?.lines).toContain('Taken: 59.99 USD');
  });

  it('when a mismatch is flagged on an order already paid, then it is still shown (the extra money is for staff)', () => {
    expect(paymentProblemNotice({ payment_status: 'completed', payment_problem: mismatch })).not.toBeNull();
  });

  it('when the order is refunded or has no problem, then nothing is shown', () => {
    expect(paymentProblemNotice({ payment_status: 'refunded', payment_problem: mismatch })).toBeNull();
    expect(paymentProblemNotice({ payment_status: 'pending', payment_problem: null })).toBeNull();
    expect(paymentProblemNotice({ payment_status: 'pending' })).toBeNull();
  });

  it('when a box charge was refused for the last time, then staff read why and that no attempt is left', () => {
    expect(paymentProblemNotice({ payment_status: 'failed', payment_problem: refused })).toEqual({
      tone: 'warning',
      title: 'The card charge was refused',
      lines: ['Your card was declined.', 'No further attempt will be made.'],
    });
    expect(paymentProblemNotice({ payment_status: 'completed', payment_problem: refused })).toBeNull();
  });
});
