import { PAYMENT_STATUSES } from '@mealbox/contracts';
import type { PaymentStatus } from '@mealbox/contracts';
import { canStartCheckout, nextPaymentStatus } from './payment-state';
import type { PaymentOutcome } from './payment-state';

describe('payment state machine', () => {
  it.each<[PaymentStatus, PaymentOutcome, PaymentStatus]>([
    ['pending', 'succeeded', 'completed'],
    ['pending', 'failed', 'failed'],
    ['failed', 'succeeded', 'completed'],
    ['completed', 'refunded', 'refunded'],
  ])('when a %s payment hears %s, then it moves to %s', (from, outcome, to) => {
    expect(nextPaymentStatus(from, outcome)).toEqual({ kind: 'move', to });
  });

  it.each<[PaymentStatus, PaymentOutcome]>([
    ['completed', 'succeeded'],
    ['failed', 'failed'],
    ['refunded', 'refunded'],
  ])('when a %s payment hears %s again, then nothing changes', (from, outcome) => {
    expect(nextPaymentStatus(from, outcome)).toEqual({ kind: 'same' });
  });

  it.each<[PaymentStatus, PaymentOutcome]>([
    ['completed', 'failed'],
    ['refunded', 'succeeded'],
    ['refunded', 'failed'],
    ['pending', 'refunded'],
    ['failed', 'refunded'],
  ])(
    'when a %s payment hears %s late or out of order, then it is stale and never moves back',
    (from, outcome) => {
      expect(nextPaymentStatus(from, outcome)).toEqual({ kind: 'stale' });
    },
  );

  it('when every status meets every outcome, then no outcome ever leaves refunded or returns to pending', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const outcome of ['succeeded', 'failed', 'refunded'] as const) {
        const move = nextPaymentStatus(from, outcome);
        if (move.kind !== 'move') continue;
        expect(from).not.toBe('refunded');
        expect(move.to).not.toBe('pending');
      }
    }
  });

  it('when money has been taken (or returned), then no new checkout may start', () => {
    expect(PAYMENT_STATUSES.filter(canStartCheckout)).toEqual(['pending', 'failed']);
  });
});
