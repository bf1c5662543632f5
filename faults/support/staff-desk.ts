import { randomUUID } from 'node:crypto';
import { FAULT_STAFF } from './fault-stack';
import type { FaultStack } from './fault-stack';
import { callSite, signIn, until } from './service-calls';
import type { Answer } from './service-calls';

/** A refund staff asked for: the order's new refund (its id) and the Idempotency-Key it was asked with. */
export interface AskedRefund {
  orderId: string;
  refundId: string;
  amountPence: number;
  idempotencyKey: string;
}

/** The fault stack's member of staff at the order page: refunds part of an order, to the card or as credit. */
export class StaffDesk {
  private constructor(
    private readonly stack: FaultStack,
    private readonly token: string,
  ) {}

  static async signIn(stack: FaultStack): Promise<StaffDesk> {
    return new StaffDesk(stack, await signIn(stack, FAULT_STAFF));
  }

  /**
   * Refunds `amount` (pounds, "5.00") of the order to the card or as account credit under `idempotencyKey` (a
   * fresh one by default); answers ordering's answer (201 made, 200 made before under this key, 409 refused),
   * retrying a 5xx.
   */
  refund(
    orderId: string,
    request: { destination: 'card' | 'credit'; amount: string },
    idempotencyKey: string = randomUUID(),
  ): Promise<Answer> {
    return until(
      `refund ${request.amount} (${request.destination})`,
      () =>
        callSite(this.stack, `/api/admin/orders/${orderId}/refunds/`, {
          method: 'POST',
          token: this.token,
          headers: { 'Idempotency-Key': idempotencyKey },
          body: { ...request, reason: 'damaged_meal' },
        }),
      [200, 201, 409],
    );
  }

  refundToCard(orderId: string, amount: string, idempotencyKey?: string): Promise<Answer> {
    return this.refund(orderId, { destination: 'card', amount }, idempotencyKey);
  }

  /** Refunds `amount` to the card and answers the refund it made (the newest of the order's refunds). */
  async newRefundToCard(orderId: string, amount: string): Promise<AskedRefund> {
    const idempotencyKey = randomUUID();
    const answer = await this.refundToCard(orderId, amount, idempotencyKey);
    const refunds = answer.body.refunds as { id: string }[] | undefined;
    const made = refunds?.at(-1);
    if (answer.status !== 201 || !made)
      throw new Error(`refund of ${amount} on ${orderId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { orderId, refundId: made.id, amountPence: Math.round(Number(amount) * 100), idempotencyKey };
  }
}
