import type { OrderRefundEntry } from '../data/order-refund-entry';
import {
  committedPence,
  refundRefusal,
  refundablePence,
  refundedInFull,
  refundedTotalPence,
  withRefundSettled,
} from './order-refund-rules';
import type { RefundableOrder } from './order-refund-rules';

const refund = (
  amountPence: number,
  status: OrderRefundEntry['status'],
  id = `r${amountPence}`,
): OrderRefundEntry => ({
  id,
  amountPence,
  destination: 'card',
  lines: [],
  whole: false,
  reason: null,
  note: '',
  status,
  failure: null,
  requestedBy: 'staff',
  requestedAt: new Date('2025-03-04T10:00:00Z'),
  refundedAt: status === 'refunded' ? new Date('2025-03-04T10:01:00Z') : null,
  idempotencyKey: null,
});
const paid = (refunds: OrderRefundEntry[] = []): RefundableOrder => ({
  paymentStatus: 'completed',
  price: { totalPence: 59_99 },
  refunds,
});

describe("an order's refunds", () => {
  it('when nothing is refunded yet, then all that was paid can be', () => {
    expect(refundablePence(paid())).toBe(59_99);
    expect(refundRefusal(paid(), 59_99)).toBeNull();
  });

  it('when refunds are made or on their way, then they count against what was paid; a failed one does not', () => {
    const order = paid([refund(10_00, 'refunded'), refund(5_00, 'requested'), refund(20_00, 'failed')]);
    expect(committedPence(order)).toBe(15_00);
    expect(refundedTotalPence(order)).toBe(10_00);
    expect(refundablePence(order)).toBe(44_99);
    expect(refundRefusal(order, 44_99)).toBeNull();
    expect(refundRefusal(order, 45_00)).toBe(
      'Only £44.99 of this order is left to refund (£15.00 of £59.99 is refunded or on its way).',
    );
  });

  it('when the order is not paid, or refunded in full, then nothing can be refunded, saying why', () => {
    expect(refundRefusal({ ...paid(), paymentStatus: 'pending' }, 1_00)).toBe(
      'Only a paid order can be refunded.',
    );
    expect(refundRefusal({ ...paid(), paymentStatus: 'refunded' }, 1_00)).toBe(
      'This order is refunded in full already.',
    );
    expect(refundablePence({ ...paid(), paymentStatus: 'refunded' })).toBe(0);
    expect(refundRefusal(paid([refund(59_99, 'requested')]), 1)).toMatch(/^Nothing of this order is left/);
  });

  it('when the made refunds add up to what was paid, then the order is refunded in full, not before', () => {
    expect(refundedInFull(paid([refund(50_00, 'refunded'), refund(9_99, 'requested')]))).toBe(false);
    expect(refundedInFull(paid([refund(50_00, 'refunded'), refund(9_99, 'refunded')]))).toBe(true);
    expect(refundedInFull({ ...paid(), price: { totalPence: 0 } })).toBe(false);
  });

  it('when a refund is settled, then only a requested one with that id changes, once', () => {
    const at = new Date('2025-03-04T11:00:00Z');
    const refunds = [refund(5_00, 'requested', 'a'), refund(6_00, 'requested', 'b')];
    const made = withRefundSettled(refunds, 'a', { status: 'refunded', at });
    expect(made.map((entry) => [entry.id, entry.status])).toEqual([
      ['a', 'refunded'],
      ['b', 'requested'],
    ]);
    expect(made[0]?.refundedAt).toEqual(at);
    // Settling it again (a redelivered event) finds nothing requested: it stays as it was.
    expect(withRefundSettled(made, 'a', { status: 'failed', at, failure: 'no' })).toEqual(made);
    const refused = withRefundSettled(refunds, 'b', { status: 'failed', at, failure: 'Card expired' });
    expect(refused[1]).toMatchObject({ status: 'failed', failure: 'Card expired', refundedAt: null });
  });
});
