import type { OrderStatus, SendOutResult } from '@mealbox/contracts';
import { HttpProblem, conflict } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import { orderStatusTransition } from '../../orders/domain/order-rules';
import { statusMove } from '../../orders/domain/order-progress';
import { writeOrder } from '../../orders/domain/write-order';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

type BoxResult = SendOutResult['results'][number];

/** Where a box is once it has gone: sending it again is no step, and no refusal either. */
const GONE: readonly OrderStatus[] = ['out_for_delivery', 'delivered'];

/**
 * Staff send the day's packed boxes out together. Each box is its own guarded write (the same step as the order
 * page's 'Out for Delivery', with its notice to the customer), so two members of staff sending overlapping boxes at
 * once move each box once: the second finds it gone and reads `already`. One box refused (not ready, cancelled)
 * does not stop the others; each answers for itself. One at a time: a van's load is a few hundred at most, and
 * the writes queue on the same database anyway.
 */
export async function sendOutBoxes(
  deps: OrderingDeps,
  user: AuthUser,
  orderIds: readonly string[],
  correlationId: string,
): Promise<BoxResult[]> {
  const results: BoxResult[] = [];
  for (const id of new Set(orderIds)) results.push(await sendOut(deps, user, id, correlationId));
  return results;
}

async function sendOut(
  deps: OrderingDeps,
  user: AuthUser,
  id: string,
  correlationId: string,
): Promise<BoxResult> {
  let outcome: 'sent' | 'already' = 'sent';
  try {
    const order = await writeOrder(deps, id, { user }, correlationId, async (current, context) => {
      if (GONE.includes(current.orderStatus)) {
        outcome = 'already';
        return { set: {}, events: [] };
      }
      const step = orderStatusTransition(current.orderStatus, 'out_for_delivery');
      if (step.kind === 'refused') throw conflict(step.message);
      outcome = 'sent';
      return statusMove(current, 'out_for_delivery', { by: 'staff', at: deps.now() }, context);
    });
    return { order_id: id, outcome, order_status: order.orderStatus, message: null };
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.status >= 500) throw error;
    return { order_id: id, outcome: 'refused', order_status: null, message: error.detail ?? error.title };
  }
}
