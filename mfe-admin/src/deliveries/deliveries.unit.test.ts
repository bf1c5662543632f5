import type { Order } from '@mealbox/contracts';
import { boxContents, readyToSend } from './box-contents';
import { readDeliveryDayQuery } from './delivery-day-query';

const line = (kind: Order['price']['lines'][number]['kind'], label: string, quantity: number) => ({
  kind,
  ref: null,
  label,
  quantity,
  unit_price: '1.00',
  total: '1.00',
});
const meal = (name: string) => ({ name }) as Order['items'][number]['meal'];

describe('the delivery day’s packing slips', () => {
  it('when a box has meals and extras, then the slip lists the meals most first and the add-ons, not the other price lines', () => {
    const contents = boxContents({
      items: [
        { meal: meal('Fish Pie'), quantity: 2 },
        { meal: meal('Beef Stew'), quantity: 4 },
        { meal: meal('Apple Crumble'), quantity: 2 },
      ],
      meals_remaining: 0,
      price: {
        lines: [
          line('plan', '8 meals', 1),
          line('add_on', 'Sourdough Loaf', 1),
          line('add_on', 'Sticky Toffee Pudding', 2),
          line('delivery', 'Delivery', 1),
        ],
      } as Order['price'],
    });
    expect(contents.meals).toEqual([
      { quantity: 4, name: 'Beef Stew' },
      { quantity: 2, name: 'Apple Crumble' },
      { quantity: 2, name: 'Fish Pie' },
    ]);
    expect(contents.extras).toEqual([
      { quantity: 2, name: 'Sticky Toffee Pudding' },
      { quantity: 1, name: 'Sourdough Loaf' },
    ]);
    expect(contents.mealsToChoose).toBe(0);
  });

  it('when some boxes are ready, then only those can be sent out', () => {
    expect(
      readyToSend([
        { id: 'a', order_status: 'ready' },
        { id: 'b', order_status: 'preparing' },
        { id: 'c', order_status: 'out_for_delivery' },
        { id: 'd', order_status: 'ready' },
      ]),
    ).toEqual(['a', 'd']);
  });

  it('when the address names a real day, then the page shows it; otherwise today in the UK', () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London (BST)
    expect(readDeliveryDayQuery(new URLSearchParams('date=2026-12-03'), lateEvening)).toEqual({
      date: '2026-12-03',
    });
    expect(readDeliveryDayQuery(new URLSearchParams('date=2026-02-30'), lateEvening)).toEqual({
      date: '2026-07-01',
    });
    expect(readDeliveryDayQuery(new URLSearchParams(''), lateEvening)).toEqual({ date: '2026-07-01' });
  });
});
