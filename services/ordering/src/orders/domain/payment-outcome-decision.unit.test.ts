import { Types } from 'mongoose';
import type { PaymentStatus } from '@mealbox/contracts';
import { decidePaymentOutcome } from './payment-outcome-decision';
import type { PaymentOrder } from './payment-outcome-decision';

const NOW = new Date('2026-03-16T12:05:00Z');
const context = { correlationId: 'c', now: () => NOW };
const order = (paymentStatus: PaymentStatus, totalPence = 5999): PaymentOrder => ({
  _id: new Types.ObjectId(),
  userId: 'user-1',
  paymentStatus,
  price: { totalPence },
});
const paid = (amountPence: number, currency = 'gbp') => ({ amountPence, currency, sessionId: 'cs_1' });
const types = (decision: ReturnType<typeof decidePaymentOutcome>) =>
  decision.change.events.map((entry) => entry.type);

describe("a payment service's outcome, as ordering decides it", () => {
  it('when the total is paid in pounds, then a pending order is paid and the change announced', () => {
    const decision = decidePaymentOutcome(order('pending'), { to: 'completed', paid: paid(5999) }, context);
    expect(decision.applied).toBe('applied');
    expect(decision.change.set).toEqual({ paymentStatus: 'completed', paymentProblem: null });
    expect(types(decision)).toEqual(['OrderPaymentStatusChanged']);
  });

  it('when an older, cheaper price was paid, then the order is flagged with both amounts, stays pending, and nothing is announced', () => {
    const decision = decidePaymentOutcome(
      order('pending', 6999),
      { to: 'completed', paid: paid(5999) },
      context,
    );
    expect(decision.applied).toBe('flagged');
    expect(decision.change.set).toEqual({
      paymentProblem: expect.objectContaining({
        kind: 'amount_mismatch',
        mismatch: 'amount',
        expectedPence: 6999,
        paidPence: 5999,
        at: NOW,
      }),
    });
    expect(types(decision)).toEqual([]);
  });

  it('when a failed order is paid in another currency, then it stays failed and is flagged', () => {
    const decision = decidePaymentOutcome(
      order('failed'),
      { to: 'completed', paid: paid(5999, 'usd') },
      context,
    );
    expect(decision.applied).toBe('flagged');
    expect(decision.change.set).not.toHaveProperty('paymentStatus');
    expect(decision.change.set.paymentProblem).toMatchObject({ mismatch: 'currency', paidCurrency: 'usd' });
  });

  it('when money that does not match arrives for an order already paid, then it is flagged too (the extra is for staff)', () => {
    const decision = decidePaymentOutcome(order('completed'), { to: 'completed', paid: paid(100) }, context);
    expect(decision.applied).toBe('flagged');
  });

  it('when a matching success comes again for a paid order, or a failure after it, then nothing moves', () => {
    expect(
      decidePaymentOutcome(order('completed'), { to: 'completed', paid: paid(5999) }, context),
    ).toMatchObject({ applied: 'unchanged', change: { events: [] } });
    expect(decidePaymentOutcome(order('completed'), { to: 'failed' }, context)).toEqual({
      applied: 'unchanged',
      change: { set: {}, events: [] },
    });
  });

  it('when a box charge is refused, then the order fails with the reason and when it is tried again', () => {
    const retryAt = new Date('2026-03-17T12:05:00Z');
    const decision = decidePaymentOutcome(
      order('pending'),
      { to: 'failed', problem: { reason: 'Declined.', retryAt } },
      context,
    );
    expect(decision.change.set).toEqual({
      paymentStatus: 'failed',
      paymentProblem: { kind: 'charge_refused', reason: 'Declined.', retryAt, at: NOW },
    });
  });
});
