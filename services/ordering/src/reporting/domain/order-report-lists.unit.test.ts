import { NO_FACTS } from './dashboard-facts';
import type { OrderFacts } from './dashboard-facts';
import { listMoveOf, newestFirst, placementOf } from './order-report-lists';

const ORDER = '65a1b2c3d4e5f60718293a4b';
const placedAt = Date.parse('2026-06-30T23:30:00Z');
const processing: OrderFacts = {
  ...NO_FACTS,
  placedDay: '2026-07-01',
  placedAt,
  orderStatus: 'processing',
  orderStatusAt: placedAt,
};

describe('the order report lists', () => {
  it('when OrderPlaced has not been seen, then the order is in no list', () => {
    expect(placementOf(ORDER, NO_FACTS)).toBeNull();
    expect(placementOf(ORDER, { ...NO_FACTS, orderStatus: 'preparing' })).toBeNull();
  });

  it('when the order is placed, then it joins its London day and status, with the time it was placed', () => {
    expect(listMoveOf(ORDER, NO_FACTS, processing)).toEqual({
      from: null,
      to: { list: '2026-07-01|processing', entry: { at: placedAt, id: ORDER } },
    });
  });

  it('when its status changes, then it leaves the old status list for the new one on the same day', () => {
    const preparing = { ...processing, orderStatus: 'preparing' as const };
    expect(listMoveOf(ORDER, processing, preparing)).toEqual({
      from: { list: '2026-07-01|processing', entry: { at: placedAt, id: ORDER } },
      to: { list: '2026-07-01|preparing', entry: { at: placedAt, id: ORDER } },
    });
  });

  it('when something else changes (payment, total, delivery day), then the order stays where it is', () => {
    expect(
      listMoveOf(ORDER, processing, { ...processing, paymentStatus: 'completed', totalPence: 1 }),
    ).toBeNull();
  });

  it('when entries are sorted, then the newest comes first and a tie on the time goes to the higher id', () => {
    const entries = [
      { at: 1, id: 'a' },
      { at: 3, id: 'b' },
      { at: 1, id: 'c' },
    ];
    expect(entries.sort(newestFirst)).toEqual([
      { at: 3, id: 'b' },
      { at: 1, id: 'c' },
      { at: 1, id: 'a' },
    ]);
  });
});
