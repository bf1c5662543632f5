import type { CourierEvent, OrderStatus } from '@mealbox/contracts';
import { conflict, notFound } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import { orderStatusChangedEntry } from '../../orders/events/order-events';
import { orderDeliveryAttemptFailedEntry } from '../../orders/events/delivery-events';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { ORDER_NOT_FOUND } from '../../orders/domain/order-items';
import { statusMove, withProgressStep } from '../../orders/domain/order-progress';
import { applyToOrderOnce } from '../../orders/domain/write-order';
import type { OrderChange } from '../../orders/domain/write-order';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { decideCourierReport } from './courier-report-decision';

/** What the courier is answered: whether this report changed the order (a repeat or a stale one does not). */
export interface CourierReportOutcome {
  duplicate: boolean;
  applied: boolean;
  orderStatus: OrderStatus;
  message: string | null;
}

/**
 * Applies a verified courier report to its order, once: the report's id is recorded in the same write as its change
 * (`courier:<id>`), so a redelivery, or the same report on two instances at once, applies nothing twice.
 */
export async function receiveCourierReport(
  deps: OrderingDeps,
  report: CourierEvent,
  correlationId: string,
): Promise<CourierReportOutcome> {
  const id = objectIdOr404(report.order_id, ORDER_NOT_FOUND).toHexString();
  const at = new Date(report.occurred_at);
  let decided = { applied: false, message: null as string | null };
  const written = await applyToOrderOnce(
    deps,
    id,
    `courier:${report.id}`,
    correlationId,
    async (current, context) => {
      const decision = decideCourierReport(current.orderStatus, report.type, current.reference);
      if (decision.kind === 'refused') throw conflict(decision.message);
      if (decision.kind === 'stale') {
        decided = { applied: false, message: decision.message };
        return { set: {}, events: [] };
      }
      decided = { applied: true, message: null };
      if (decision.kind === 'move')
        return statusMove(current, decision.to, { by: 'courier', at, photoUrl: report.photo_url }, context);
      return failedAttempt(current, report, at, decision.movesOut, context);
    },
  );
  if (!written.document) throw notFound(ORDER_NOT_FOUND);
  if (written.alreadyApplied)
    return { duplicate: true, applied: false, orderStatus: written.document.orderStatus, message: null };
  return { duplicate: false, ...decided, orderStatus: written.document.orderStatus };
}

/**
 * A failed attempt: its step on the timeline and the customer's notice. A box the van had before we heard it left
 * becomes out for delivery too (OrderStatusChanged), without an "on its way" notice: the failed attempt says more.
 */
function failedAttempt(
  current: OrderDocument,
  report: CourierEvent,
  at: Date,
  movesOut: boolean,
  context: Parameters<typeof statusMove>[3],
): OrderChange {
  const reason = report.reason ?? null;
  const withOut = movesOut ? withProgressStep(current, 'out_for_delivery', { at, by: 'courier' }) : null;
  const progress = withProgressStep({ progress: withOut ?? current.progress ?? [] }, 'delivery_failed', {
    at,
    by: 'courier',
    note: reason,
    photoUrl: report.photo_url ?? null,
  });
  const failed = orderDeliveryAttemptFailedEntry(
    current,
    { by: 'courier', at, attemptId: report.id, reason },
    context,
  );
  if (!movesOut) return { set: { progress }, events: [failed] };
  const moved = orderStatusChangedEntry(
    current,
    { from: current.orderStatus, to: 'out_for_delivery', at },
    context,
  );
  return { set: { orderStatus: 'out_for_delivery', progress }, events: [moved, failed] };
}
