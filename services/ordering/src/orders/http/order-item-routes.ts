import { Router } from 'express';
import { orderItemCreateShape } from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import { addOrderItem } from '../domain/order-items';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { toOrderItemResultDto } from './order-dto';

export const orderItemBody = strictBody(orderItemCreateShape);

/** POST /api/orderitems/: the spec's one call per chosen meal. */
export function orderItemRoutes(deps: OrderingDeps): Router {
  const router = Router();
  router.use('/api/orderitems', requireUser, noStore);

  router.post('/api/orderitems', async (req, res) => {
    const request = parseInput(orderItemBody, req.body);
    const added = await addOrderItem(deps, requiredAuthUser(res), request, correlationIdOf(res));
    res.status(201).json(toOrderItemResultDto(added));
  });

  return router;
}
