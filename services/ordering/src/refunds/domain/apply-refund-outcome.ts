import { orderPaymentStatusChangedEntry } from '../../orders/events/order-events';
import { paymentStatusTransition } from '../../orders/domain/order-rules';
import type { OrderChange } from '../../orders/domain/write-order';
import { writeOrder } from '../../orders/domain/write-order';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { refundedInFull, refundedToCardPence, refundsOf, withRefundSettled } from './order-refund-rules';
import { orderRefundedToCardEntry } from '../events/refund-events';

const ORDER_ID = /^[0-9a-f]{24}$/;

/** What payment reported about a refund of the order. */
export interface RefundOutcome {
  orderId: string;
  eventId: string;
  correlationId: string;
  /** Ordering's refund it is about; null for a refund made without us (the provider's dashboard). */
  refundId: string | null;
  status: 'refunded' | 'failed';
  failure?: string;
  /** Payment says nothing of the payment is left (PaymentRefunded). */
  inFull: boolean;
}

/**
 * Applies payment's report of a refund once (its event id is recorded in the same write): the refund it names is
 * marked made or refused (only if still requested, so a late or repeated report changes nothing), and the order's
 * payment becomes refunded when payment says it is refunded in full or the made refunds cover everything paid.
 * A payment refunded in full also settles any card refund still waiting (the provider has returned everything).
 */
export async function applyRefundOutcome(deps: OrderingDeps, outcome: RefundOutcome): Promise<void> {
  if (!ORDER_ID.test(outcome.orderId)) return;
  await writeOrder(
    deps,
    outcome.orderId,
    { eventId: outcome.eventId },
    outcome.correlationId,
    async (current, context) => {
      const at = context.now();
      const before = refundsOf(current);
      let refunds = outcome.refundId
        ? withRefundSettled(before, outcome.refundId, {
            status: outcome.status,
            at,
            ...(outcome.failure ? { failure: outcome.failure } : {}),
          })
        : before;
      if (outcome.inFull) {
        refunds = refunds.map((refund) =>
          refund.destination === 'card' && refund.status === 'requested'
            ? { ...refund, status: 'refunded' as const, refundedAt: at }
            : refund,
        );
      }
      const change: OrderChange = { set: {}, events: [] };
      if (refunds.some((refund, n) => refund !== before[n])) change.set.refunds = refunds;
      const toCard = refundedToCardPence(refunds);
      if (toCard !== refundedToCardPence(before))
        change.events.push(orderRefundedToCardEntry(current, { refundedToCardPence: toCard, at }, context));
      const inFull = outcome.inFull || refundedInFull({ ...current, refunds });
      const move = paymentStatusTransition(current.paymentStatus, 'refunded');
      if (inFull && move.kind === 'move') {
        change.set.paymentStatus = 'refunded';
        change.events.push(
          orderPaymentStatusChangedEntry(
            current,
            { from: current.paymentStatus, to: 'refunded', at },
            context,
          ),
        );
      }
      return change;
    },
  );
}
