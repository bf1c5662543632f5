import { contributionOf, differenceOf } from './dashboard-contribution';
import { NO_FACTS, applyOrderChange } from './dashboard-facts';
import type { OrderChange, OrderFacts } from './dashboard-facts';
import { summariseDays } from './dashboard-summary';

const placed = (placedAt: string, overrides: Partial<Extract<OrderChange, { kind: 'placed' }>> = {}) =>
  ({
    kind: 'placed',
    placedAt: new Date(placedAt),
    deliveryDate: '2025-04-08',
    totalPence: 5999,
    orderStatus: 'processing',
    paymentStatus: 'pending',
    ...overrides,
  }) as const;

/** Applies changes in turn, as the projection does, answering the facts and the bucket difference each made. */
function replay(...changes: OrderChange[]) {
  let facts: OrderFacts = NO_FACTS;
  const steps: ReturnType<typeof differenceOf>[] = [];
  for (const change of changes) {
    const next = applyOrderChange(facts, change);
    if (!next) {
      steps.push({});
      continue;
    }
    const withItems =
      next.paymentStatus === 'completed' && next.items === null
        ? {
            ...next,
            items: [
              { mealId: 'm1', quantity: 4 },
              { mealId: 'm2', quantity: 2 },
            ],
          }
        : next;
    steps.push(differenceOf(contributionOf(facts), contributionOf(withItems)));
    facts = withItems;
  }
  return { facts, steps };
}

const at = (iso: string) => new Date(iso);

describe('dashboard day buckets', () => {
  it('when an order is placed at 23:30 UTC in British Summer Time, then it counts on the next London day', () => {
    const { steps } = replay(placed('2025-06-30T23:30:00Z'));
    expect(Object.keys(steps[0] ?? {})).toEqual(['2025-07-01']);
    expect(steps[0]?.['2025-07-01']).toMatchObject({ received: 1, paidOrders: 0, paidPence: 0 });
  });

  it('when an order is placed at 23:30 UTC in winter, then it counts on that same day (London is on UTC)', () => {
    const { steps } = replay(placed('2025-01-15T23:30:00Z'));
    expect(Object.keys(steps[0] ?? {})).toEqual(['2025-01-15']);
  });

  it('when the clocks go forward, then 00:30 London time (23:30 UTC the day before) is the new day', () => {
    // 30 March 2025: London moved to BST at 01:00 UTC; 2025-03-29T23:30Z is still GMT, so still the 29th.
    expect(Object.keys(replay(placed('2025-03-29T23:30:00Z')).steps[0] ?? {})).toEqual(['2025-03-29']);
    expect(Object.keys(replay(placed('2025-03-30T23:30:00Z')).steps[0] ?? {})).toEqual(['2025-03-31']);
  });

  it('when an order is paid, then its total and its meals join the day it was placed', () => {
    const { steps } = replay(placed('2025-04-01T10:00:00Z'), {
      kind: 'paymentStatus',
      to: 'completed',
      at: at('2025-04-02T09:00:00Z'),
    });
    expect(steps[1]).toEqual({
      '2025-04-01': {
        received: 0,
        paidOrders: 1,
        paidPence: 5999,
        refundedOrders: 0,
        refundedPence: 0,
        cancelled: 0,
        delivered: 0,
        meals: { m1: 4, m2: 2 },
        statuses: {},
      },
    });
  });

  it('when a paid order is cancelled days later, then the placing day gains a cancellation and loses its meals, and its money stays until refunded', () => {
    const { steps, facts } = replay(
      placed('2025-04-01T10:00:00Z'),
      { kind: 'paymentStatus', to: 'completed', at: at('2025-04-01T10:05:00Z') },
      { kind: 'orderStatus', to: 'cancelled', at: at('2025-04-05T12:00:00Z') },
    );
    expect(steps[2]).toEqual({
      '2025-04-01': expect.objectContaining({ cancelled: 1, paidPence: 0, meals: { m1: -4, m2: -2 } }),
    });
    expect(contributionOf(facts).get('2025-04-01')).toMatchObject({
      paidOrders: 1,
      paidPence: 5999,
      cancelled: 1,
    });
  });

  it('when a paid order is refunded, then its money moves from revenue to refunds on its placing day', () => {
    const { steps } = replay(
      placed('2025-04-01T10:00:00Z'),
      { kind: 'paymentStatus', to: 'completed', at: at('2025-04-01T10:05:00Z') },
      { kind: 'paymentStatus', to: 'refunded', at: at('2025-04-20T08:00:00Z') },
    );
    expect(steps[2]?.['2025-04-01']).toMatchObject({
      paidOrders: -1,
      paidPence: -5999,
      refundedOrders: 1,
      refundedPence: 5999,
      meals: { m1: -4, m2: -2 },
    });
  });

  it('when part of a paid order is refunded to the card, then that part moves from revenue to refunds, once, and a full refund later moves the rest', () => {
    const { steps } = replay(
      placed('2025-04-01T10:00:00Z'),
      { kind: 'paymentStatus', to: 'completed', at: at('2025-04-01T10:05:00Z') },
      { kind: 'refundedToCard', pence: 499 },
      { kind: 'refundedToCard', pence: 499 },
      { kind: 'refundedToCard', pence: 0 },
      { kind: 'paymentStatus', to: 'refunded', at: at('2025-04-20T08:00:00Z') },
    );
    expect(steps[2]?.['2025-04-01']).toMatchObject({ paidOrders: 0, paidPence: -499, refundedPence: 499 });
    // The same total again, or an older smaller one: nothing moves.
    expect(steps[3]).toEqual({});
    expect(steps[4]).toEqual({});
    expect(steps[5]?.['2025-04-01']).toMatchObject({
      paidOrders: -1,
      paidPence: -5500,
      refundedOrders: 1,
      refundedPence: 5500,
    });
  });

  it('when an order is delivered, then it is served on its delivery day, not the day it was placed', () => {
    const { steps } = replay(placed('2025-04-01T10:00:00Z', { deliveryDate: '2025-04-08' }), {
      kind: 'orderStatus',
      to: 'delivered',
      at: at('2025-04-08T17:00:00Z'),
    });
    expect(steps[1]).toEqual({
      // The placing day counts it under its new status (the order report pages by these counts).
      '2025-04-01': expect.objectContaining({ delivered: 0, statuses: { processing: -1, delivered: 1 } }),
      '2025-04-08': expect.objectContaining({ delivered: 1, received: 0, statuses: {} }),
    });
  });

  it('when an order is placed, then its placing day counts it under its status', () => {
    const { steps } = replay(placed('2025-04-01T10:00:00Z'));
    expect(steps[0]?.['2025-04-01']?.statuses).toEqual({ processing: 1 });
  });

  it('when an event is delivered again, then it changes nothing', () => {
    const payment: OrderChange = { kind: 'paymentStatus', to: 'completed', at: at('2025-04-01T10:05:00Z') };
    const { steps } = replay(
      placed('2025-04-01T10:00:00Z'),
      payment,
      payment,
      placed('2025-04-01T10:00:00Z'),
    );
    expect(steps[2]).toEqual({});
    expect(steps[3]).toEqual({});
  });

  it('when the payment arrives before the order itself, then nothing counts until it is placed, and the order counts as paid once', () => {
    const { steps, facts } = replay(
      { kind: 'paymentStatus', to: 'completed', at: at('2025-04-01T10:05:00Z') },
      placed('2025-04-01T10:00:00Z'),
    );
    expect(steps[0]).toEqual({});
    expect(steps[1]?.['2025-04-01']).toMatchObject({ received: 1, paidOrders: 1, paidPence: 5999 });
    expect(facts.paymentStatus).toBe('completed');
  });

  it('when an older status change arrives after a newer one, then the newer one stands', () => {
    const { steps, facts } = replay(
      placed('2025-04-01T10:00:00Z'),
      { kind: 'orderStatus', to: 'cancelled', at: at('2025-04-03T10:00:00Z') },
      { kind: 'orderStatus', to: 'preparing', at: at('2025-04-02T10:00:00Z') },
    );
    expect(steps[2]).toEqual({});
    expect(facts.orderStatus).toBe('cancelled');
  });

  it('when buckets are summed, then only the period’s days count and the chart takes its months', () => {
    const day = (id: string, received: number, delivered: number) => ({
      _id: id,
      received,
      paidOrders: 0,
      paidPence: 0,
      refundedOrders: 0,
      refundedPence: 0,
      cancelled: 0,
      delivered,
      meals: { m1: received },
      statuses: {},
    });
    const summary = summariseDays(
      [day('2025-03-31', 5, 1), day('2025-04-01', 2, 3), day('2025-04-30', 1, 0)],
      {
        start: '2025-04-01',
        end: '2025-04-30',
        months: ['2025-03', '2025-04'],
      },
    );
    expect(summary.totals.received).toBe(3);
    expect(summary.topMeals).toEqual([{ mealId: 'm1', quantity: 3 }]);
    expect(summary.monthly).toEqual([
      { month: '2025-03', received: 5, served: 1 },
      { month: '2025-04', received: 3, served: 3 },
    ]);
  });
});
