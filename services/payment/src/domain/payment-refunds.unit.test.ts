import type { PaymentDocument } from '../data/payment-model';
import type { Decision } from './write-payment';
import {
  decideProviderRefund,
  decideRefundRequest,
  decideRefundsMade,
  leftToRefundPence,
  refundKey,
  refundsOf,
} from './payment-refunds';
import type { RefundRequest } from './payment-refunds';

const NOW = new Date('2026-03-16T12:05:00Z');
const context = { correlationId: 'c', now: () => NOW };

/** A payment of £49.99 taken by card. */
const paid = (fields: Partial<PaymentDocument> = {}): PaymentDocument => ({
  _id: 'order-1',
  userId: 'user-1',
  provider: 'stripe',
  status: 'completed',
  sessions: [],
  paidSessionId: 'cs_1',
  paymentIntentId: 'pi_1',
  amountPaidPence: 49_99,
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
const part = (refundId: string, amountPence: number): RefundRequest => ({
  refundId,
  orderRefund: true,
  amountPence,
  whole: false,
});
/** The payment as the decision would write it. */
const after = (current: PaymentDocument, decision: Decision): PaymentDocument =>
  'change' in decision ? { ...current, ...decision.change.set } : current;
const eventsOf = (decision: Decision) =>
  'change' in decision
    ? decision.change.events.map((event) => [event.type, JSON.parse(event.payload).data])
    : [];

describe("a payment's refunds", () => {
  it('when a part is asked for, then exactly that amount is queued for the provider', () => {
    const decision = decideRefundRequest(paid(), part('r1', 12_50), context, 'stripe');
    expect(decision.outcome).toBe('refund queued');
    const queued = after(paid(), decision);
    expect(queued.refundPending).toBe(true);
    expect(refundsOf(queued)).toEqual([
      expect.objectContaining({ refundId: 'r1', amountPence: 12_50, state: 'requested' }),
    ]);
    expect(leftToRefundPence(queued)).toBe(37_49);
    // Asked again (a redelivery under another event id): nothing more.
    expect(decideRefundRequest(queued, part('r1', 12_50), context, 'stripe')).toEqual({
      outcome: 'same: this refund is recorded already',
    });
  });

  it('when a part is more than is left, or nothing was taken by card, then it is refused and ordering is told why', () => {
    const queued = after(paid(), decideRefundRequest(paid(), part('r1', 40_00), context, 'stripe'));
    const tooMuch = decideRefundRequest(queued, part('r2', 10_00), context, 'stripe');
    expect(eventsOf(tooMuch)).toEqual([
      [
        'PaymentRefundFailed',
        expect.objectContaining({
          orderRefundId: 'r2',
          reason: 'Only £9.99 is left of this payment to refund.',
        }),
      ],
    ]);
    expect(refundsOf(after(queued, tooMuch)).map((refund) => refund.state)).toEqual(['requested', 'failed']);
    const byHand = paid({ paymentIntentId: null, amountPaidPence: null });
    expect(eventsOf(decideRefundRequest(byHand, part('r3', 1_00), context, 'stripe'))).toEqual([
      [
        'PaymentRefundFailed',
        expect.objectContaining({
          reason: 'Nothing was taken by card for this order, so nothing can go back to a card.',
        }),
      ],
    ]);
  });

  it('when Issue Refund follows a part, then only what is left (and never more than ordering asked) is queued', () => {
    const queued = after(paid(), decideRefundRequest(paid(), part('r1', 10_00), context, 'stripe'));
    const whole = (amountPence: number) =>
      refundsOf(
        after(
          queued,
          decideRefundRequest(
            queued,
            { refundId: 'w', orderRefund: true, amountPence, whole: true },
            context,
            'stripe',
          ),
        ),
      )[1];
    expect(whole(39_99)?.amountPence).toBe(39_99);
    expect(whole(45_00)?.amountPence).toBe(39_99);
    // Ordering counted a refund as credit too: it asks for less, and only that goes back to the card.
    expect(whole(30_00)?.amountPence).toBe(30_00);
  });

  it('when the provider makes the refunds, then each part is PaymentPartlyRefunded and the last one PaymentRefunded, once', () => {
    let payment = after(paid(), decideRefundRequest(paid(), part('r1', 40_00), context, 'stripe'));
    payment = after(payment, decideRefundRequest(payment, part('r2', 9_99), context, 'stripe'));
    const first = decideRefundsMade(
      payment,
      [{ refundId: 'r1', providerRefundId: 're_1' }],
      context,
      'stripe',
    );
    expect(eventsOf(first)).toEqual([
      [
        'PaymentPartlyRefunded',
        expect.objectContaining({
          orderRefundId: 'r1',
          amountPence: 40_00,
          refundedTotalPence: 40_00,
          providerRefundId: 're_1',
        }),
      ],
    ]);
    payment = after(payment, first);
    expect(payment.status).toBe('completed');
    expect(payment.refundPending).toBe(true);
    const last = decideRefundsMade(
      payment,
      [{ refundId: 'r2', providerRefundId: 're_2' }],
      context,
      'stripe',
    );
    expect(eventsOf(last)).toEqual([
      [
        'PaymentRefunded',
        expect.objectContaining({
          orderRefundId: 'r2',
          amountPence: 9_99,
          refundedTotalPence: 49_99,
          refundId: 're_2',
        }),
      ],
    ]);
    payment = after(payment, last);
    expect(payment).toMatchObject({ status: 'refunded', refundPending: false });
    expect(
      decideRefundsMade(payment, [{ refundId: 'r2', providerRefundId: 're_2' }], context, 'stripe'),
    ).toEqual({
      outcome: 'same: no such refund is waiting',
    });
  });

  it("when the provider's charge.refunded comes before its answer to us, then it settles the refund it adds up to", () => {
    const payment = after(paid(), decideRefundRequest(paid(), part('r1', 12_50), context, 'stripe'));
    const early = decideProviderRefund(
      payment,
      { refundId: 're_9', amountPence: 12_50, inFull: false },
      context,
      'stripe',
    );
    expect(refundsOf(after(payment, early))).toEqual([
      expect.objectContaining({ refundId: 'r1', state: 'refunded', providerRefundId: 're_9' }),
    ]);
    // A part nobody here asked for changes nothing.
    expect(
      decideProviderRefund(
        payment,
        { refundId: 're_x', amountPence: 3_00, inFull: false },
        context,
        'stripe',
      ),
    ).toEqual({
      outcome: 'ignored: a partial refund we did not ask for, or recorded already',
    });
  });

  it('when a payment from before refunds were listed has its whole refund under way, then it reads as one record under its old key', () => {
    const requestedAt = new Date('2026-03-16T12:00:00Z');
    const legacy = paid({
      refund: { requestedAt, state: 'requested', refundId: null, failure: null },
      refundPending: true,
    });
    const [record] = refundsOf(legacy);
    expect(record).toMatchObject({ amountPence: 49_99, whole: true, state: 'requested', orderRefund: false });
    expect(refundKey(record!)).toBe(`refund:order-1:${requestedAt.getTime()}`);
  });
});
