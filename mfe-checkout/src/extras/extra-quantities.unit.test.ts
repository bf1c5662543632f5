import type { Order } from '@mealbox/contracts';
import { extraQuantities } from './extra-quantities';

const line = (kind: string, ref: string | null, quantity: number) => ({
  kind,
  ref,
  label: 'x',
  quantity,
  unit_price: '1.00',
  total: `${quantity}.00`,
});

describe('extraQuantities', () => {
  it('when an order has extras among its lines, then each is counted by its add-on; other lines are not', () => {
    const price = {
      lines: [
        line('plan', null, 1),
        line('add_on', 'a1', 2),
        line('add_on', 'a2', 1),
        line('delivery', null, 1),
      ],
    } as unknown as Order['price'];
    expect([...extraQuantities({ price })]).toEqual([
      ['a1', 2],
      ['a2', 1],
    ]);
  });
});
