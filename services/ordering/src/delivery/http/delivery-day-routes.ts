import { Router } from 'express';
import type { RequestHandler } from 'express';
import { deliveryDayQuerySchema, sendOutBodySchema } from '@mealbox/contracts';
import type { DeliveryDay } from '@mealbox/contracts';
import { correlationIdOf, noStore, parseInput, requireAdmin, requiredAuthUser } from '@mealbox/platform';
import { toOrderDto } from '../../orders/http/order-dto';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { deliveryDayBoxes } from '../domain/delivery-day';
import { sendOutBoxes } from '../domain/send-out-boxes';

export const DELIVERIES_PATH = '/api/admin/deliveries';
export const SEND_OUT_PATH = `${DELIVERIES_PATH}/out-for-delivery`;

/** Staff's delivery day: the day's boxes for packing, and sending the packed ones out together. */
export function deliveryDayRoutes(deps: OrderingDeps, caughtUpFirst: RequestHandler): Router {
  const router = Router();
  router.use(DELIVERIES_PATH, requireAdmin, noStore, caughtUpFirst);

  router.get(DELIVERIES_PATH, async (req, res) => {
    const { date } = parseInput(deliveryDayQuerySchema, req.query, 'query');
    const { views, total } = await deliveryDayBoxes(deps, date);
    const day: DeliveryDay = { date, boxes: views.map(toOrderDto), total, truncated: total > views.length };
    res.json(day);
  });

  router.post(SEND_OUT_PATH, async (req, res) => {
    const { order_ids } = parseInput(sendOutBodySchema, req.body);
    const results = await sendOutBoxes(deps, requiredAuthUser(res), order_ids, correlationIdOf(res));
    res.json({ results });
  });
  return router;
}
