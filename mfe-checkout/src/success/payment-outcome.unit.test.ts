import type { PaymentStatus } from '@mealbox/contracts';
import {
  CONFIRMATION_PATIENCE_MS,
  CONFIRMATION_POLL_MS,
  keepsPolling,
  orderIdFromSearch,
  paymentOutcome,
  type PaymentOutcome,
} from './payment-outcome';

/**
 * What /success shows after each read of the order, one read per poll, stopping where the page stops polling
 * (as usePaymentConfirmation does). The last entry is what the customer is left looking at.
 */
function outcomesOfReads(statuses: readonly PaymentStatus[]): PaymentOutcome[] {
  const shown: PaymentOutcome[] = [];
  for (const [index, payment_status] of statuses.entries()) {
    const outcome = paymentOutcome({ payment_status }, index * CONFIRMATION_POLL_MS);
    shown.push(outcome);
    if (!keepsPolling(outcome)) break;
  }
  return shown;
}

const POLLS_WITHIN_PATIENCE = Math.ceil(CONFIRMATION_PATIENCE_MS / CONFIRMATION_POLL_MS);

describe('paymentOutcome', () => {
  it('when the server says completed or refunded, then the payment happened', () => {
    expect(paymentOutcome({ payment_status: 'completed' }, 0)).toBe('paid');
    expect(paymentOutcome({ payment_status: 'refunded' }, 0)).toBe('paid');
  });

  it('when the server says failed, then the page keeps confirming until patience runs out, never paid', () => {
    expect(paymentOutcome({ payment_status: 'failed' }, 0)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'failed' }, CONFIRMATION_PATIENCE_MS - 1)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'failed' }, CONFIRMATION_PATIENCE_MS)).toBe('failed');
  });

  it('when the order is still pending, then it is being confirmed until patience runs out, never paid', () => {
    expect(paymentOutcome({ payment_status: 'pending' }, 0)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'pending' }, CONFIRMATION_PATIENCE_MS - 1)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'pending' }, CONFIRMATION_PATIENCE_MS)).toBe('unconfirmed');
  });
});

describe('polling on /success', () => {
  it('when the order reads failed and then completed, then success is shown', () => {
    // A declined attempt, then a good card whose PaymentSucceeded reaches ordering a few seconds late.
    const shown = outcomesOfReads(['failed', 'failed', 'failed', 'completed']);
    expect(shown).toEqual(['confirming', 'confirming', 'confirming', 'paid']);
  });

  it('when the order stays failed past the patience, then the failure message is shown and polling stops', () => {
    const reads: PaymentStatus[] = Array.from({ length: POLLS_WITHIN_PATIENCE + 5 }, () => 'failed');
    const shown = outcomesOfReads(reads);
    expect(shown.at(-1)).toBe('failed');
    expect(shown.slice(0, -1).every((outcome) => outcome === 'confirming')).toBe(true);
    expect(shown).toHaveLength(POLLS_WITHIN_PATIENCE + 1);
  });

  it('when the order stays pending past the patience, then it says it is still confirming and polling stops', () => {
    const reads: PaymentStatus[] = Array.from({ length: POLLS_WITHIN_PATIENCE + 5 }, () => 'pending');
    const shown = outcomesOfReads(reads);
    expect(shown.at(-1)).toBe('unconfirmed');
    expect(shown).not.toContain('paid');
  });
});

describe('orderIdFromSearch', () => {
  it('when the success URL carries an order id, then it is read', () => {
    expect(orderIdFromSearch('?order_id=65f0c0ffee0000000000abcd')).toBe('65f0c0ffee0000000000abcd');
  });

  it('when it is missing, blank or not an order id, then there is none', () => {
    expect(orderIdFromSearch('')).toBeNull();
    expect(orderIdFromSearch('?order_id=')).toBeNull();
    expect(orderIdFromSearch('?order_id=../../admin')).toBeNull();
    expect(orderIdFromSearch('?session_id=cs_test_123')).toBeNull();
  });
});
