import { decimalToPence, priceLineOfDto } from './price-line-of-dto';

describe('priceLineOfDto', () => {
  it('when the API writes pounds, then they are read back as exact pence, deductions negative', () => {
    expect(decimalToPence('59.99')).toBe(59_99);
    expect(decimalToPence('-10.05')).toBe(-10_05);
    expect(decimalToPence('0.00')).toBe(0);
    expect(() => decimalToPence('5.5')).toThrow('Not a price');
  });

  it('when a line comes from the API, then it is the same line in pence', () => {
    expect(
      priceLineOfDto({
        kind: 'credit',
        ref: null,
        label: 'Account credit',
        quantity: 1,
        unit_price: '-12.50',
        total: '-12.50',
      }),
    ).toEqual({
      kind: 'credit',
      label: 'Account credit',
      quantity: 1,
      unitPence: -12_50,
      totalPence: -12_50,
    });
  });
});
