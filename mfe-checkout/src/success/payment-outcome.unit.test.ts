import { CONFIRMATION_PATIENCE_MS, orderIdFromSearch, paymentOutcome } from './payment-outcome';

describe('paymentOutcome', () => {
  it('when the server says completed or refunded, then the payment happened', () => {
    expect(paymentOutcome({ payment_status: 'completed' }, 0)).toBe('paid');
    expect(paymentOutcome({ payment_status: 'refunded' }, 0)).toBe('paid');
  });

  it('when the server says failed, then the page says so at once', () => {
    expect(paymentOutcome({ payment_status: 'failed' }, 0)).toBe('failed');
  });

  it('when the order is still pending, then it is being confirmed until patience runs out, never paid', () => {
    expect(paymentOutcome({ payment_status: 'pending' }, 0)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'pending' }, CONFIRMATION_PATIENCE_MS - 1)).toBe('confirming');
    expect(paymentOutcome({ payment_status: 'pending' }, CONFIRMATION_PATIENCE_MS)).toBe('unconfirmed');
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
