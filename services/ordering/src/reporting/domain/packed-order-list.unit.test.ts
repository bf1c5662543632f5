import { PackedOrderList } from './packed-order-list';

const id = (last: string) => `65a0000000000000000000${last}`;

describe('an order list packed into bytes', () => {
  it('when entries are packed, then each reads back as it was, newest first and same-millisecond orders by id descending', () => {
    const at = Date.UTC(2026, 10, 25, 9, 30, 15, 123);
    const list = PackedOrderList.of([
      { at: at - 1000, id: id('0a'), status: 'delivered' },
      { at, id: id('01'), status: 'processing' },
      { at, id: id('ff'), status: 'cancelled' },
    ]);
    expect(list.length).toBe(3);
    expect([0, 1, 2].map((index) => list.entryOf(index))).toEqual([
      { at, id: id('ff'), status: 'cancelled' },
      { at, id: id('01'), status: 'processing' },
      { at: at - 1000, id: id('0a'), status: 'delivered' },
    ]);
  });

  it('when an entry has no status (a report list), then it reads back without one', () => {
    expect(PackedOrderList.of([{ at: 1, id: id('42') }]).entryOf(0)).toEqual({ at: 1, id: id('42') });
  });

  it('when two lists are compared entry by entry, then the order is the report’s: newer first, then the higher id', () => {
    const a = PackedOrderList.of([{ at: 5, id: id('10') }]);
    const b = PackedOrderList.of([
      { at: 5, id: id('20') },
      { at: 4, id: id('99') },
    ]);
    expect(a.compare(0, b, 0)).toBeGreaterThan(0);
    expect(a.compare(0, b, 1)).toBeLessThan(0);
    expect(a.compare(0, a, 0)).toBe(0);
  });

  it('when an id is not an order id of this database, then it is left out rather than packed wrongly', () => {
    expect(PackedOrderList.of([{ at: 1, id: 'not-an-order' }]).length).toBe(0);
  });
});
