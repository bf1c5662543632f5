import { chargeLine, deductionLine } from '../pricing/price-lines';
import { lineRefundPence, mealRefundPence } from './refund-rules';

describe('what a refunded part of an order is worth', () => {
  const box = [
    chargeLine('plan', '6 meals', 1, 59_99),
    chargeLine('size_premium', 'Large size', 6, 1_50),
    chargeLine('add_on', 'Chocolate pot', 2, 3_50, 'addon-1'),
    chargeLine('delivery', 'Delivery', 1, 4_99),
    deductionLine('discount', 'Discount CHEF24', 10_00),
  ];

  it("when meals are refunded, then each is the meal lines' total over the number of meals, rounded down to the penny", () => {
    // (59.99 + 9.00) / 6 = 11.4983...: one meal is £11.49, two are £22.99 (not 2 x £11.49).
    expect(mealRefundPence(box, 6, 1)).toBe(11_49);
    expect(mealRefundPence(box, 6, 2)).toBe(22_99);
    expect(mealRefundPence(box, 6, 6)).toBe(68_99);
  });

  it('when more meals are asked for than the box holds, or none, then no more than the box, or nothing', () => {
    expect(mealRefundPence(box, 6, 7)).toBe(68_99);
    expect(mealRefundPence(box, 6, 0)).toBe(0);
    expect(mealRefundPence(box, 0, 1)).toBe(0);
  });

  it('when an extra or the delivery is refunded, then it is its unit price times the quantity, never more than the line', () => {
    expect(lineRefundPence(box[2]!, 1)).toBe(3_50);
    expect(lineRefundPence(box[2]!, 3)).toBe(7_00);
    expect(lineRefundPence(box[3]!, 1)).toBe(4_99);
  });
});
