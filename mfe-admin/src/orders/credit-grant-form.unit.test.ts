import { checkCreditGrant } from './credit-grant-form';

describe('the grant credit form', () => {
  it('when an amount, a reason and a note are given, then it sends them as the API reads them', () => {
    expect(checkCreditGrant({ amount: '5', reason: 'damaged_meal', note: '  Lid split  ' })).toEqual({
      ok: true,
      body: { amount: '5.00', reason: 'damaged_meal', note: 'Lid split' },
      pence: 5_00,
    });
    expect(checkCreditGrant({ amount: '200.00', reason: 'goodwill', note: ' ' })).toEqual({
      ok: true,
      body: { amount: '200.00', reason: 'goodwill' },
      pence: 200_00,
    });
  });

  it('when the amount is missing, zero, too much or not money, then it says so and nothing is sent', () => {
    const amountError = (amount: string) => {
      const check = checkCreditGrant({ amount, reason: 'goodwill', note: '' });
      return check.ok ? null : check.errors.amount;
    };
    expect(amountError('')).toBe('Enter how much credit to give.');
    expect(amountError('0')).toBe('Please enter a valid price of more than £0.00');
    expect(amountError('200.01')).toBe('Please enter a valid price of no more than £200.00');
    expect(amountError('-5')).toBe('Please enter a valid price: it cannot be negative');
    expect(amountError('five')).toBe('Please enter a valid price');
  });

  it('when no staff reason is chosen or the note is too long, then each field says why', () => {
    const check = checkCreditGrant({ amount: '5', reason: 'spent', note: 'x'.repeat(251) });
    expect(check).toEqual({
      ok: false,
      errors: { reason: 'Choose a reason.', note: 'Keep the note to 250 characters.' },
    });
  });
});
