import { TOPICS, partialRefundRequestedSchema, refundRequestedSchema } from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { grantCredit, returnSpentCredit } from '../domain/credit-account';
import { refundEntryId } from '../domain/entry-keys';

export const ORDERING_CREDIT_CONSUMER_GROUP = 'ordering-credit';

/**
 * The credit side of refunds, from ordering's own order events (each written by the same write as the refund, so
 * never lost to a crash): a part of an order refunded as credit is recorded in the ledger as `refund:<refundId>`,
 * and 'Issue Refund' gives back whatever credit the order spent. Both are keyed facts, so a redelivered event
 * records nothing twice. A consumer group of its own, so it never holds up payments or the dashboard.
 */
export function startRefundCreditConsumer(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_CREDIT_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders],
    handlers: {
      PartialRefundRequested: on(partialRefundRequestedSchema, async ({ data, correlationId }) => {
        if (data.destination !== 'credit') return;
        await grantCredit(deps, {
          entryId: refundEntryId(data.refundId),
          customerId: data.customerId,
          userId: data.userId,
          amountPence: data.amountPence,
          reason: 'refund',
          note: data.note,
          by: data.requestedBy,
          orderId: data.orderId,
          refundId: data.refundId,
          correlationId,
        });
      }),
      RefundRequested: on(refundRequestedSchema, async ({ data, correlationId }) => {
        const returned = await returnSpentCredit(deps, {
          orderId: data.orderId,
          by: data.requestedBy,
          correlationId,
        });
        if (returned.returnedPence > 0) {
          deps.logger.info(
            { orderId: data.orderId, ...returned },
            'credit spent on a refunded order returned',
          );
        }
      }),
    },
  });
}
