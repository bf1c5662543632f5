import type { Connection } from 'mongoose';

/** Payment's idempotency key at the provider for a refund (services/payment/src/domain/payment-refunds.ts). */
const providerKeyOf = (refundId: string) => `refund:${refundId}`;

/** What became of one refund staff asked for, on each side that keeps a record of it. */
export interface RefundCount {
  refundId: string;
  /** The amount of each refund the provider made under the refund's key (its own record), in pence. */
  madeByProvider: number[];
  /** How many records of it the payment holds, and in which states. */
  recordedOnPayment: string[];
  /** Whether the payment's record names the refund the provider made (the provider's answer was recorded). */
  recordNamesProviderRefund: boolean;
}

interface ProviderSession {
  orderId: string;
  refunds?: { id: string; amountPence: number; idempotencyKey: string | null }[];
}
interface PaymentRecord {
  _id: string;
  refunds?: { refundId: string; state: string; amountPence: number; providerRefundId: string | null }[];
}

/**
 * Counts refunds from payment's own database: the local provider's record of the refunds it made (its checkout
 * sessions, as Stripe keeps its own), and the payment's record of each refund ordering asked for. The two differ
 * for a moment in every refund (the provider has made it, payment has not heard yet): that is where a crash hurts.
 */
export class RefundLedger {
  constructor(private readonly paymentDatabase: Connection) {}

  private async providerRefunds(orderIds: string[]) {
    const sessions = await this.paymentDatabase
      .collection<ProviderSession>('local_checkout_sessions')
      .find({ orderId: { $in: orderIds }, paymentStatus: 'paid' })
      .toArray();
    return sessions.flatMap((session) => session.refunds ?? []);
  }

  private async paymentRefunds(orderIds: string[]) {
    const payments = await this.paymentDatabase
      .collection<PaymentRecord>('payments')
      .find({ _id: { $in: orderIds } })
      .toArray();
    return payments.flatMap((payment) => payment.refunds ?? []);
  }

  async count(refunds: { orderId: string; refundId: string }[]): Promise<RefundCount[]> {
    const orderIds = [...new Set(refunds.map((refund) => refund.orderId))];
    const [made, recorded] = await Promise.all([
      this.providerRefunds(orderIds),
      this.paymentRefunds(orderIds),
    ]);
    return refunds.map(({ refundId }) => {
      const byProvider = made.filter((refund) => refund.idempotencyKey === providerKeyOf(refundId));
      const onPayment = recorded.filter((refund) => refund.refundId === refundId);
      return {
        refundId,
        madeByProvider: byProvider.map((refund) => refund.amountPence),
        recordedOnPayment: onPayment.map((refund) => refund.state),
        recordNamesProviderRefund:
          byProvider.length === 1 &&
          onPayment.length === 1 &&
          onPayment[0]?.providerRefundId === byProvider[0]?.id,
      };
    });
  }

  /** The refunds the provider has made that the payment still reads as only requested (the crash window). */
  async madeNotRecorded(refunds: { orderId: string; refundId: string }[]): Promise<string[]> {
    const counts = await this.count(refunds);
    return counts
      .filter((count) => count.madeByProvider.length > 0 && count.recordedOnPayment.join() === 'requested')
      .map((count) => count.refundId);
  }

  /**
   * Waits (polling every 50 ms, up to `timeoutMs`) until one of `refunds` not in `besides` is made at the provider
   * and not yet recorded on the payment; answers its id, or null when none was seen so.
   */
  async waitForMadeNotRecorded(
    refunds: { orderId: string; refundId: string }[],
    besides: string[],
    timeoutMs: number,
  ): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const caught = (await this.madeNotRecorded(refunds)).find((refundId) => !besides.includes(refundId));
      if (caught) return caught;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }
}
