import { Router } from 'express';
import { orderRefundShape } from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  parseInput,
  requireAdmin,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import { viewOf } from '../../orders/domain/order-queries';
import { toOrderDto } from '../../orders/http/order-dto';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { idempotencyKeyHeader } from '../../shared/http/idempotency-key';
import { requestPartialRefund } from '../domain/request-partial-refund';

export const orderRefundBody = strictBody(orderRefundShape);

/** Staff refund part of a paid order (the whole order stays 'Issue Refund', PATCH payment_status). */
export function refundRoutes(deps: OrderingDeps): Router {
  const router = Router();

  router.post('/api/admin/orders/:id/refunds', requireAdmin, noStore, async (req, res) => {
    const idempotencyKey = idempotencyKeyHeader(req);
    const body = parseInput(orderRefundBody, req.body);
    const { order, created } = await requestPartialRefund(
      deps,
      requiredAuthUser(res),
      {
        orderId: req.params.id as string,
        destination: body.destination,
        amountPence: body.amount,
        lines: (body.lines ?? []).map((line) => ({
          kind: line.kind,
          ...(line.ref ? { ref: line.ref } : {}),
          label: line.label,
          quantity: line.quantity,
        })),
        reason: body.reason ?? null,
        note: body.note ?? '',
        idempotencyKey,
      },
      correlationIdOf(res),
    );
    res.status(created ? 201 : 200).json(toOrderDto(await viewOf(deps, order)));
  });

  return router;
}
