import type { PaymentDocument } from '../data/payment-model';
import { MAX_BOX_CHARGE_ATTEMPTS, decideBoxCharge } from './box-charges';

const NOW = new Date('2026-03-16T12:05:00Z');
const options = {
  provider: 'local' as const,
  context: { correlationId: 'c', now: () => NOW },
  retryMs: 86_400_000,
};
const payment = (attempts: number, fields: Partial<PaymentDocument> = {}): PaymentDocument => ({
  _id: 'order-1',
  userId: 'user-1',
  provider: 'local',
  status: attempts === 0 ? 'pending' : 'failed',
  sessions: [],
  paidSessionId: null,
  paymentIntentId: null,
  amountPaidPence: null,
  refund: null,
  refundPending: false,
  boxCharge: { amountPence: 6499, attempts, nextAttemptAt: NOW, lastFailure: attempts ? 'refused' : null },
  chargePending: true,
  appliedEventIds: [],
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
  outbox: [],
  outboxPending: false,
  ...fields,
});
const refused = {
  status: 'declined' as const,
  paymentIntentId: 'pi_x',
  reason: 'Your bank asked you to confirm this payment.',
};
const paid = { status: 'succeeded' as const, paymentIntentId: 'pi_y', amountPence: 6499, currency: 'gbp' };
const changeOf = (decision: ReturnType<typeof decideBoxCharge>) =>
  'change' in decision ? decision.change : null;

describe('a subscription box charged to the saved card', () => {
  it('when the first attempt is refused, then the payment fails, says why and is tried again a day later', () => {
    const change = changeOf(decideBoxCharge(payment(0), 1, refused, options));
    expect(change?.set).toMatchObject({
      status: 'failed',
      chargePending: true,
      boxCharge: {
        attempts: 1,
        nextAttemptAt: new Date('2026-03-17T12:05:00Z'),
        lastFailure: refused.reason,
      },
    });
    expect(change?.events).toHaveLength(1);
  });

  it('when the last attempt is refused, then no attempt is left', () => {
    const last = MAX_BOX_CHARGE_ATTEMPTS;
    const change = changeOf(decideBoxCharge(payment(last - 1), last, refused, options));
    expect(change?.set).toMatchObject({
      chargePending: false,
      boxCharge: { attempts: last, nextAttemptAt: null },
    });
  });

  it('when a retry succeeds, then the failed payment is completed with what was taken', () => {
    const change = changeOf(decideBoxCharge(payment(1), 2, paid, options));
    expect(change?.set).toMatchObject({
      status: 'completed',
      paymentIntentId: 'pi_y',
      amountPaidPence: 6499,
      chargePending: false,
    });
  });

  it('when the answer is for an attempt already recorded (another instance made it), then nothing changes', () => {
    expect(decideBoxCharge(payment(2), 2, paid, options)).toEqual({ outcome: 'already answered' });
    expect(decideBoxCharge(payment(1, { chargePending: false }), 2, paid, options)).toEqual({
      outcome: 'already answered',
    });
  });

  it('when the provider took another amount than the box costs, then the money is held and PaymentMismatched is announced instead of PaymentSucceeded', () => {
    const short = { ...paid, amountPence: 6000 };
    const decision = decideBoxCharge(payment(0), 1, short, options);
    expect(decision.outcome).toMatch(/^mismatch \(amount\)/);
    expect(changeOf(decision)?.set).toMatchObject({
      status: 'completed',
      amountPaidPence: 6000,
      chargePending: false,
      mismatch: { mismatch: 'amount', paidPence: 6000, expectedPence: 6499, sessionId: 'pi_y' },
    });
    expect(changeOf(decision)?.events.map((entry) => entry.type)).toEqual(['PaymentMismatched']);
  });
});
