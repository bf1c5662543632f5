import type { PriceCalculation } from '@mealbox/contracts';
import { priceAnnouncement } from './price-announcement';

const price = (discount: PriceCalculation['discount'] = null) =>
  ({ total_price: '75.99', discount }) as PriceCalculation;

describe('what a screen reader hears of the plan’s price', () => {
  it('when boxes come every week, then the total is a week’s; every 2 or 4 weeks, then it is a box’s', () => {
    expect(priceAnnouncement({ status: 'ready', price: price(), updating: false })).toBe(
      'Total £75.99 per week.',
    );
    expect(priceAnnouncement({ status: 'ready', price: price(), updating: false }, true)).toBe(
      'Total £75.99 per box.',
    );
  });

  it('when a first-box code applies, then the total is the first box’s whatever the frequency', () => {
    const discounted = price({ code: 'CHEF24', amount: '18.24' } as PriceCalculation['discount']);
    expect(priceAnnouncement({ status: 'ready', price: discounted, updating: false }, true)).toBe(
      'Total £75.99 for your first box, with CHEF24.',
    );
  });
});
