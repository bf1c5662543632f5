import {
  chargeLine,
  creditSpentPence,
  deductionLine,
  totalOfKind,
  totalOfLines,
  withCredit,
} from './price-lines';

const box = [chargeLine('plan', '8 meals', 1, 75_99), chargeLine('delivery', 'Delivery', 1, 3_99)];

describe('price lines', () => {
  it('when a charge line is made, then its total is quantity times unit', () => {
    expect(chargeLine('add_on', 'Chocolate pots', 3, 3_95, 'a1')).toEqual({
      kind: 'add_on',
      ref: 'a1',
      label: 'Chocolate pots',
      quantity: 3,
      unitPence: 3_95,
      totalPence: 11_85,
    });
  });

  it('when a deduction is made from a positive amount, then it is stored negative', () => {
    expect(deductionLine('discount', 'Discount code CHEF24', 10_00, 'CHEF24').totalPence).toBe(-10_00);
    expect(deductionLine('credit', 'Account credit', -5_00).totalPence).toBe(-5_00);
  });

  it('when deductions exceed the charges, then the total is zero, never negative', () => {
    expect(totalOfLines([...box, deductionLine('discount', 'Big', 200_00)])).toBe(0);
  });

  it('when credit is less than the total, then all of it is spent as one negative line', () => {
    const priced = withCredit({ lines: box, totalPence: 79_98 }, 20_00);
    expect(creditSpentPence(priced.lines)).toBe(20_00);
    expect(priced.totalPence).toBe(59_98);
  });

  it('when credit is more than the total, then only the total is spent and the box costs nothing', () => {
    const priced = withCredit({ lines: box, totalPence: 79_98 }, 500_00);
    expect(creditSpentPence(priced.lines)).toBe(79_98);
    expect(priced.totalPence).toBe(0);
  });

  it('when credit is applied twice, then the second replaces the first (re-pricing is safe)', () => {
    const once = withCredit({ lines: box, totalPence: 79_98 }, 10_00);
    const twice = withCredit(once, 5_00);
    expect(twice.lines.filter((line) => line.kind === 'credit')).toHaveLength(1);
    expect(twice.totalPence).toBe(74_98);
  });

  it('when there is no credit, then no credit line is added', () => {
    expect(withCredit({ lines: box, totalPence: 79_98 }, 0).lines).toEqual(box);
    expect(totalOfKind(box, 'credit')).toBe(0);
  });
});
