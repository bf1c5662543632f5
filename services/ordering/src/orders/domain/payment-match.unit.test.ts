import { mismatchProblem, paymentMismatchOf } from './payment-match';

const AT = new Date('2026-03-16T12:05:00Z');
const paid = (amountPence: number, currency = 'gbp') => ({ amountPence, currency, sessionId: 'cs_1' });

describe("a payment compared with the order's own total", () => {
  it('when the total is paid in pounds, then it settles the order', () => {
    expect(paymentMismatchOf(5999, paid(5999))).toBeNull();
    expect(paymentMismatchOf(5999, paid(5999, 'GBP'))).toBeNull();
  });

  it('when less or more than the total was paid (an older price), then it is an amount mismatch', () => {
    expect(paymentMismatchOf(6999, paid(5999))).toBe('amount');
    expect(paymentMismatchOf(5999, paid(6999))).toBe('amount');
  });

  it('when it was paid in another currency, then it is a currency mismatch', () => {
    expect(paymentMismatchOf(5999, paid(5999, 'eur'))).toBe('currency');
  });
});

describe('the problem recorded on a mismatched order', () => {
  it('when an older, cheaper price was paid, then staff and the customer read both amounts and that it is not paid', () => {
    expect(mismatchProblem('amount', 6999, paid(5999), AT)).toEqual({
      kind: 'amount_mismatch',
      reason:
        'A payment of £59.99 was taken, but this order costs £69.99. It has not been counted as paid: our team will check it and be in touch.',
      retryAt: null,
      at: AT,
      mismatch: 'amount',
      expectedPence: 6999,
      paidPence: 5999,
      paidCurrency: 'gbp',
      sessionId: 'cs_1',
    });
  });

  it('when it was paid in another currency or in a replaced checkout, then the words say so', () => {
    expect(mismatchProblem('currency', 5999, paid(5999, 'usd'), AT).reason).toMatch(
      /^A payment was taken in USD, but this order is paid in pounds sterling \(£59\.99\)\./,
    );
    expect(mismatchProblem('replaced_session', 5999, paid(5999), AT).reason).toMatch(
      /^A payment of £59\.99 was made through a checkout that had been replaced\./,
    );
  });
});
