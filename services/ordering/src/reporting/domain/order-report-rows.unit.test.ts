import { NO_FACTS } from './dashboard-facts';
import type { OrderFacts } from './dashboard-facts';
import { reportRowMoveOf, reportRowOf } from './order-report-rows';

const ORDER = '65a1b2c3d4e5f60718293a4b';
const placedAt = Date.parse('2026-03-29T23:30:00Z');
const paid: OrderFacts = {
  ...NO_FACTS,
  placedDay: '2026-03-29',
  placedAt,
  deliveryDay: '2026-04-03',
  totalPence: 5999,
  orderStatus: 'processing',
  paymentStatus: 'completed',
  contact: { name: 'Ada Lovelace', email: 'ada@example.co.uk' },
};

describe('the export’s report rows', () => {
  it('when the order is placed, then its row is on its London day with everything the CSV shows', () => {
    expect(reportRowOf(ORDER, paid)).toEqual({
      list: '2026-03-29',
      entry: {
        at: placedAt,
        id: ORDER,
        reference: 'MB-18293A4B',
        name: 'Ada Lovelace',
        email: 'ada@example.co.uk',
        status: 'processing',
        payment: 'completed',
        totalPence: 5999,
        deliveryDay: '2026-04-03',
      },
    });
  });

  it('when a paid order is cancelled, then its old row leaves its day and the cancelled one takes its place', () => {
    const move = reportRowMoveOf(ORDER, paid, { ...paid, orderStatus: 'cancelled' });
    expect(move?.from?.entry.status).toBe('processing');
    expect(move?.to?.entry).toMatchObject({ status: 'cancelled', payment: 'completed' });
    expect(move?.to?.list).toBe(move?.from?.list);
  });

  it('when it is refunded, rescheduled or repriced, then the row changes with it', () => {
    expect(reportRowMoveOf(ORDER, paid, { ...paid, paymentStatus: 'refunded' })?.to?.entry.payment).toBe(
      'refunded',
    );
    expect(reportRowMoveOf(ORDER, paid, { ...paid, deliveryDay: '2026-04-04' })?.to?.entry.deliveryDay).toBe(
      '2026-04-04',
    );
    expect(reportRowMoveOf(ORDER, paid, { ...paid, totalPence: 4999 })?.to?.entry.totalPence).toBe(4999);
  });

  it('when nothing the CSV shows changes, then the row stays', () => {
    expect(reportRowMoveOf(ORDER, paid, { ...paid, paymentStatusAt: 1 })).toBeNull();
  });

  it('when OrderPlaced has not been seen, then there is no row', () => {
    expect(reportRowOf(ORDER, { ...NO_FACTS, paymentStatus: 'completed' })).toBeNull();
  });
});
