import { Types } from 'mongoose';
import type { Connection } from 'mongoose';
import { readModelsCaughtUp } from './read-model-catch-up';
import type { CatchUpTimes, ReadModelStores } from './read-model-catch-up';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PaymentCount {
  /** Orders paid that read `completed`. */
  completed: number;
  /** Orders paid that do not (yet). */
  notCompleted: string[];
  /** Orders on which more than one payment outcome was applied. */
  appliedTwice: string[];
}

/**
 * Counts, from ordering's own database, what became of the orders a test paid for: the order documents (their
 * payment status and the payment events applied to each) and the dashboard's paid-order count, which rises once
 * per paid order in the projection.
 */
export class PaymentLedger {
  private readonly database: Connection;

  constructor(private readonly stores: ReadModelStores) {
    this.database = stores.ordering;
  }

  async count(orderIds: string[]): Promise<PaymentCount> {
    const orders = await this.database
      .collection<{ _id: Types.ObjectId; paymentStatus: string; appliedEventIds: string[] }>('orders')
      .find({ _id: { $in: orderIds.map((id) => new Types.ObjectId(id)) } })
      .toArray();
    const byId = new Map(orders.map((order) => [String(order._id), order]));
    return {
      completed: orderIds.filter((id) => byId.get(id)?.paymentStatus === 'completed').length,
      notCompleted: orderIds.filter((id) => byId.get(id)?.paymentStatus !== 'completed'),
      appliedTwice: orderIds.filter((id) => (byId.get(id)?.appliedEventIds.length ?? 0) > 1),
    };
  }

  /**
   * Waits until every order of `orderIds` reads completed, then watches the read models kept from the orders' events
   * catch up (for `catchUpMs`; see readModelsCaughtUp), then waits until the dashboard has risen by as many since
   * `paidBefore` (or `timeoutMs` has passed), and a moment more for a late duplicate; answers the count, how far the
   * dashboard rose and how long each read model took after the orders (null: not within `catchUpMs`, or the orders
   * never read completed).
   */
  async settle(
    orderIds: string[],
    paidBefore: number,
    timeoutMs = 90_000,
    catchUpMs = 5_000,
  ): Promise<PaymentCount & { dashboardRise: number; caughtUp: CatchUpTimes | null }> {
    const deadline = Date.now() + timeoutMs;
    let count = await this.count(orderIds);
    while (count.notCompleted.length > 0 && Date.now() < deadline) {
      await sleep(100);
      count = await this.count(orderIds);
    }
    const caughtUp =
      count.notCompleted.length > 0
        ? null
        : await readModelsCaughtUp(
            this.stores,
            orderIds,
            { paidBefore, rise: orderIds.length },
            Date.now(),
            catchUpMs,
          );
    // The dashboard's projection follows the order's event a moment later.
    while ((await this.dashboardPaidOrders()) < paidBefore + orderIds.length && Date.now() < deadline)
      await sleep(250);
    await sleep(1_000); // a late duplicate would show by now
    return { ...count, dashboardRise: (await this.dashboardPaidOrders()) - paidBefore, caughtUp };
  }

  /** The dashboard's paid orders, summed over every day. */
  async dashboardPaidOrders(): Promise<number> {
    const days = await this.database
      .collection<{ paidOrders?: number }>('dashboard_days')
      .find({}, { projection: { paidOrders: 1 } })
      .toArray();
    return days.reduce((sum, day) => sum + (day.paidOrders ?? 0), 0);
  }
}
