import { Types } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * Reads, from ordering's own database, an order's refunds as ordering recorded them and the credit ledger's
 * entries for a refund as credit: the two writes a refund as credit takes, one after the other (the ledger's
 * follows from the order's event).
 */
export class CreditLedger {
  constructor(private readonly orderingDatabase: Connection) {}

  /** The id of the order's refund asked with `idempotencyKey`, once ordering has recorded it (else null). */
  async refundRecorded(orderId: string, idempotencyKey: string): Promise<string | null> {
    const order = await this.orderingDatabase
      .collection<{ _id: Types.ObjectId; refunds?: { id: string; idempotencyKey: string | null }[] }>(
        'orders',
      )
      .findOne({ _id: new Types.ObjectId(orderId) }, { projection: { refunds: 1 } });
    return order?.refunds?.find((refund) => refund.idempotencyKey === idempotencyKey)?.id ?? null;
  }

  /** The amount (pence) of each ledger entry recorded for the refund, however it is keyed. */
  async entriesOfRefund(refundId: string): Promise<number[]> {
    const entries = await this.orderingDatabase
      .collection<{ _id: string; refundId: string | null; amountPence: number }>('credit_entries')
      .find({ refundId })
      .toArray();
    return entries.map((entry) => entry.amountPence);
  }
}
