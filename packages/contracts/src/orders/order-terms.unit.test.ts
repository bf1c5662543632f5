import { ORDER_STATUSES, PAYMENT_STATUSES } from '../events/ordering-events';
import { orderTermsEditable } from './order-terms';

describe('an order whose terms may change', () => {
  it('when it is unpaid or its payment failed, and still processing, then it can be changed and paid', () => {
    expect(orderTermsEditable('pending', 'processing')).toBe(true);
    expect(orderTermsEditable('failed', 'processing')).toBe(true);
  });

  it('when it is paid or refunded, or the kitchen has moved it on, then it cannot', () => {
    expect(orderTermsEditable('completed', 'processing')).toBe(false);
    expect(orderTermsEditable('refunded', 'processing')).toBe(false);
    for (const status of ORDER_STATUSES.filter((status) => status !== 'processing')) {
      for (const payment of PAYMENT_STATUSES) expect(orderTermsEditable(payment, status)).toBe(false);
    }
  });
});
