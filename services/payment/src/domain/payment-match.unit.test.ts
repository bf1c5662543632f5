import type { CheckoutSessionEntry, PaymentDocument } from '../data/payment-model';
import { decideSession } from './apply-provider-notice';
import { sessionsAtAnotherPrice } from './expire-repriced-sessions';
import { findChargeMismatch, findCheckoutMismatch } from './payment-match';

const NOW = new Date('2026-03-16T12:05:00Z');
const open = { amountPence: 5999, state: 'open' as const };
const gbp = (amountPence: number | null) => ({ amountPence, currency: 'gbp' });

const session = (id: string, amountPence: number, state: CheckoutSessionEntry['state']) => ({
  id,
  url: `https://pay.example/${id}`,
  amountPence,
  createdAt: NOW,
  expiresAt: NOW,
  state,
});
const payment = (
  sessions: CheckoutSessionEntry[],
  fields: Partial<PaymentDocument> = {},
): PaymentDocument => ({
  _id: 'order-1',
  userId: 'user-1',
  provider: 'stripe',
  status: 'pending',
  sessions,
  paidSessionId: null,
  paymentIntentId: null,
  amountPaidPence: null,
  refund: null,
  refundPending: false,
  boxCharge: null,
  chargePending: false,
  appliedEventIds: [],
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
  outbox: [],
  outboxPending: false,
  ...fields,
});
const context = { correlationId: 'c', now: () => NOW };
const paidNotice = (sessionId: string, amountPence: number, currency = 'gbp') => ({
  kind: 'checkout-paid' as const,
  orderId: 'order-1',
  sessionId,
  paymentIntentId: 'pi_1',
  amountPence,
  currency,
  customerRef: null,
});
const eventTypes = (decision: ReturnType<typeof decideSession>) =>
  'change' in decision ? decision.change.events.map((entry) => entry.type) : [];

describe('what a checkout took, compared with the order', () => {
  it('when the session is paid in pounds at its amount, which is still the total, then it matches', () => {
    expect(findCheckoutMismatch(gbp(5999), open, 5999)).toBeNull();
    expect(findCheckoutMismatch({ amountPence: 5999, currency: 'gbp' }, open, null)).toBeNull();
  });

  it('when the order was repriced after the session was opened, then the older amount is a mismatch', () => {
    expect(findCheckoutMismatch(gbp(5999), open, 6999)).toEqual({ mismatch: 'amount', expectedPence: 6999 });
  });

  it('when the provider took another amount than the session asked for, then it is a mismatch', () => {
    expect(findCheckoutMismatch(gbp(100), open, 5999)).toEqual({ mismatch: 'amount', expectedPence: 5999 });
    expect(findCheckoutMismatch(gbp(null), open, 5999)).toEqual({ mismatch: 'amount', expectedPence: 5999 });
  });

  it('when it was paid in another currency, then it is a mismatch whatever the figure', () => {
    expect(findCheckoutMismatch({ amountPence: 5999, currency: 'eur' }, open, 5999)).toMatchObject({
      mismatch: 'currency',
    });
    expect(findCheckoutMismatch({ amountPence: 5999, currency: null }, open, 5999)).toMatchObject({
      mismatch: 'currency',
    });
  });

  it('when the session had been closed (replaced), then even the right amount is a mismatch', () => {
    expect(findCheckoutMismatch(gbp(5999), { amountPence: 5999, state: 'expired' }, 5999)).toEqual({
      mismatch: 'replaced_session',
      expectedPence: 5999,
    });
  });

  it('when a saved card was charged another amount or currency than asked, then it is a mismatch', () => {
    expect(findChargeMismatch(gbp(6499), 6499)).toBeNull();
    expect(findChargeMismatch(gbp(6000), 6499)).toEqual({ mismatch: 'amount', expectedPence: 6499 });
    expect(findChargeMismatch({ amountPence: 6499, currency: 'usd' }, 6499)).toMatchObject({
      mismatch: 'currency',
    });
  });
});

describe('a paid checkout, as the payment records it', () => {
  it('when it matches, then the payment completes and PaymentSucceeded announces what was taken', () => {
    const decision = decideSession(
      payment([session('cs_1', 5999, 'open')]),
      paidNotice('cs_1', 5999),
      context,
      'stripe',
      5999,
    );
    expect(eventTypes(decision)).toEqual(['PaymentSucceeded']);
    expect('change' in decision && decision.change.set).toMatchObject({
      status: 'completed',
      amountPaidPence: 5999,
    });
  });

  it('when an older, cheaper session of a repriced order is paid, then the money is held and PaymentMismatched is announced, not PaymentSucceeded', () => {
    const sessions = [session('cs_old', 5999, 'expired'), session('cs_new', 6999, 'open')];
    const decision = decideSession(payment(sessions), paidNotice('cs_old', 5999), context, 'stripe', 6999);
    expect(eventTypes(decision)).toEqual(['PaymentMismatched']);
    expect(decision.outcome).toMatch(/^mismatch \(amount\)/);
    expect('change' in decision && decision.change.set).toMatchObject({
      status: 'completed',
      paymentIntentId: 'pi_1',
      amountPaidPence: 5999,
      mismatch: {
        mismatch: 'amount',
        paidPence: 5999,
        paidCurrency: 'gbp',
        expectedPence: 6999,
        sessionId: 'cs_old',
      },
    });
    const payload = 'change' in decision ? decision.change.events[0]?.payload : undefined;
    expect(JSON.parse(payload ?? '{}').data).toMatchObject({
      orderId: 'order-1',
      paidPence: 5999,
      expectedPence: 6999,
      mismatch: 'amount',
    });
  });

  it('when another session is paid after the payment completed, then nothing is announced and the outcome is a mismatch to log', () => {
    const sessions = [session('cs_1', 5999, 'complete'), session('cs_2', 5999, 'expired')];
    const paid = payment(sessions, { status: 'completed', paidSessionId: 'cs_1' });
    const decision = decideSession(paid, paidNotice('cs_2', 5999), context, 'stripe', 5999);
    expect(eventTypes(decision)).toEqual([]);
    expect(decision.outcome).toMatch(/^mismatch \(paid twice\)/);
  });
});

describe('sessions a reprice closes', () => {
  it('when the order is repriced, then only the open sessions at another amount are closed', () => {
    const sessions = [
      session('cs_paid', 5000, 'complete'),
      session('cs_old', 5999, 'open'),
      session('cs_now', 6999, 'open'),
      session('cs_gone', 4999, 'expired'),
    ];
    expect(sessionsAtAnotherPrice(sessions, 6999).map((entry) => entry.id)).toEqual(['cs_old']);
    expect(sessionsAtAnotherPrice(sessions, 5999).map((entry) => entry.id)).toEqual(['cs_now']);
  });
});
