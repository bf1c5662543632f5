import { creditSpentPence } from '@mealbox/contracts';
import { notFound, writeDocument } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { orderPaymentStatusChangedEntry } from '../events/order-events';
import { isPriced } from '../../pricing/domain/order-quote';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { withConfirmation } from './order-confirmation';
import { ORDER_CHANGED_ELSEWHERE, ORDER_NOT_FOUND } from './order-items';

/** A priced order whose credit covers all of it: nothing is left for a card to pay. */
export const coveredByCredit = (order: Pick<OrderDocument, 'price'>): boolean =>
  isPriced(order.price) && order.price.totalPence === 0 && creditSpentPence(order.price.lines) > 0;

/**
 * Marks an order paid when its committed credit covers all of it (no card provider takes £0.00): the payment
 * status moves to completed with OrderPaymentStatusChanged and the confirmation, as any payment does. An order
 * already paid, or one with something left to pay, is answered as it is.
 */
export async function payWithCredit(
  deps: OrderingDeps,
  order: OrderDocument,
  correlationId: string,
): Promise<OrderDocument> {
  if (!coveredByCredit(order) || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed'))
    return order;
  const context = { correlationId, now: deps.now };
  const written = await writeDocument<OrderDocument, null>({
    model: deps.orders,
    id: order._id,
    lock: deps.lock,
    versionField: 'version',
    decide: async (current) => {
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const payable = current.paymentStatus === 'pending' || current.paymentStatus === 'failed';
      if (!payable || !coveredByCredit(current)) return { outcome: null };
      const at = deps.now();
      const change = await withConfirmation(
        deps,
        current,
        {
          set: { paymentStatus: 'completed', paymentProblem: null },
          events: [
            orderPaymentStatusChangedEntry(
              current,
              { from: current.paymentStatus, to: 'completed', at },
              context,
            ),
          ],
        },
        context,
      );
      return { change, outcome: null };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.orders, id }),
    conflictMessage: ORDER_CHANGED_ELSEWHERE,
  });
  return written.document ?? order;
}
