import { randomUUID } from 'node:crypto';
import { conflict } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { RefundDestination, RefundLine } from '@mealbox/contracts';
import type { OrderDocument } from '../../orders/data/order-model';
import { orderPaymentStatusChangedEntry } from '../../orders/events/order-events';
import { writeOrder } from '../../orders/domain/write-order';
import type { OrderChange } from '../../orders/domain/write-order';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { ORDER_NOT_FOUND } from '../../orders/domain/order-items';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { OrderRefundEntry } from '../data/order-refund-entry';
import { partialRefundRequestedEntry } from '../events/refund-events';
import { refundRefusal, refundedInFull, refundsOf } from './order-refund-rules';

/** POST /api/admin/orders/{id}/refunds/, parsed. */
export interface PartialRefundRequest {
  orderId: string;
  destination: RefundDestination;
  amountPence: number;
  lines: RefundLine[];
  reason: string | null;
  note: string;
  /** Staff's Idempotency-Key: a retry with it answers the refund it made. */
  idempotencyKey: string | undefined;
}

export const KEY_USED_FOR_ANOTHER_REFUND = 'This Idempotency-Key was already used for a different refund.';

/**
 * Staff refund part of a paid order, to the card or as account credit: one write of the order, applied only to
 * the version read, that adds the refund only if the order's refunds stay within what was paid. Two staff
 * clicking at once are decided one after the other: the second reads the first's refund and is refused (409,
 * saying how much is left) if both do not fit, and nothing changes. A card refund is `requested` until payment
 * reports it; a refund as credit is made at once (the ledger records it from the event written with it), and
 * when the made refunds cover everything paid the order's payment becomes refunded.
 */
export async function requestPartialRefund(
  deps: OrderingDeps,
  staff: AuthUser,
  request: PartialRefundRequest,
  correlationId: string,
): Promise<{ order: OrderDocument; created: boolean }> {
  const _id = objectIdOr404(request.orderId, ORDER_NOT_FOUND);
  let created = false;
  const order = await writeOrder(
    deps,
    _id.toHexString(),
    { user: staff },
    correlationId,
    async (current, context) => {
      created = false;
      const refunds = refundsOf(current);
      const earlier = request.idempotencyKey
        ? refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey)
        : undefined;
      if (earlier) {
        const same =
          earlier.amountPence === request.amountPence && earlier.destination === request.destination;
        if (!same) throw conflict(KEY_USED_FOR_ANOTHER_REFUND);
        return { set: {}, events: [] };
      }
      const refusal = refundRefusal(current, request.amountPence);
      if (refusal) throw conflict(refusal);

      const at = context.now();
      const asCredit = request.destination === 'credit';
      const refund: OrderRefundEntry = {
        id: randomUUID(),
        amountPence: request.amountPence,
        destination: request.destination,
        lines: request.lines,
        whole: false,
        reason: request.reason,
        note: request.note,
        status: asCredit ? 'refunded' : 'requested',
        failure: null,
        requestedBy: staff.id,
        requestedAt: at,
        refundedAt: asCredit ? at : null,
        idempotencyKey: request.idempotencyKey ?? null,
      };
      const next = [...refunds, refund];
      const change: OrderChange = {
        set: { refunds: next },
        events: [partialRefundRequestedEntry(current, refund, context)],
      };
      if (refundedInFull({ ...current, refunds: next })) {
        change.set.paymentStatus = 'refunded';
        change.events.push(
          orderPaymentStatusChangedEntry(
            current,
            { from: current.paymentStatus, to: 'refunded', at },
            context,
          ),
        );
      }
      created = true;
      return change;
    },
  );
  return { order, created };
}
