import {
  TOPICS,
  orderPaymentStatusChangedSchema,
  orderPlacedSchema,
  orderRepricedSchema,
  orderRefundedToCardSchema,
  orderRescheduledSchema,
  orderStatusChangedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger, JobLeases } from '@mealbox/platform';
import { applyDashboardChange, finishPendingDashboardChanges } from '../domain/dashboard-projection';
import type { DashboardDeps } from '../domain/dashboard-projection';
import { rebuildDashboardProjection } from '../domain/dashboard-rebuild';
import type { BackfillMarkerModel } from '../../shared/data/backfill-marker-model';

export const ORDERING_DASHBOARD_CONSUMER_GROUP = 'ordering-dashboard';

/**
 * Keeps the dashboard's day buckets and the order report's lists from ordering's own order events
 * (`ordering.orders.v1`), in a consumer group of its own so the figures never hold up payments. A database without the projection's current shape has it rebuilt from its orders first (see
 * rebuildDashboardProjection); removing that marker from `backfill_markers` rebuilds it at the next start.
 */
export async function startDashboardConsumer(
  deps: DashboardDeps & {
    markers: BackfillMarkerModel;
    /** Makes the start-up rebuild run on one instance while the others wait for it. */
    leases?: JobLeases;
    bus: EventBus;
    logger: Logger;
    consumerGroup?: string;
  },
): Promise<EventConsumer> {
  await rebuildDashboardProjection(deps);
  const unfinished = await finishPendingDashboardChanges(deps);
  if (unfinished > 0) deps.logger.warn({ unfinished }, 'finished half-applied dashboard changes');
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_DASHBOARD_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders],
    handlers: {
      OrderPlaced: on(orderPlacedSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, {
          kind: 'placed',
          placedAt: new Date(data.placedAt),
          deliveryDate: data.deliveryDate,
          totalPence: data.totalPence,
          orderStatus: data.orderStatus,
          paymentStatus: data.paymentStatus,
        }),
      ),
      OrderStatusChanged: on(orderStatusChangedSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, {
          kind: 'orderStatus',
          to: data.to,
          at: new Date(data.changedAt),
        }),
      ),
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, {
          kind: 'paymentStatus',
          to: data.to,
          at: new Date(data.changedAt),
        }),
      ),
      OrderRepriced: on(orderRepricedSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, {
          kind: 'total',
          totalPence: data.totalPence,
          at: new Date(data.repricedAt),
        }),
      ),
      OrderRefundedToCard: on(orderRefundedToCardSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, { kind: 'refundedToCard', pence: data.refundedToCardPence }),
      ),
      OrderRescheduled: on(orderRescheduledSchema, ({ data }) =>
        applyDashboardChange(deps, data.orderId, {
          kind: 'deliveryDay',
          to: data.to,
          at: new Date(data.changedAt),
        }),
      ),
    },
  });
}
