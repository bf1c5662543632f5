import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { deliveryPriceUpdateShape, mealPlanPricingUpdateShape } from '@mealbox/contracts';
import { parseInput, requireAdmin, strictBody } from '@mealbox/platform';
import type { PricingDeps } from '../domain/pricing-deps';
import { updateDeliveryPrice } from '../domain/update-delivery-price';
import { updatePricingRow } from '../domain/update-pricing-row';
import { noStore } from './no-store';
import { toConfigurationDto, toPricingRowDto } from './pricing-dto';

export const pricingRowBody = strictBody(mealPlanPricingUpdateShape);
export const deliveryPriceBody = strictBody(deliveryPriceUpdateShape);

/**
 * Staff edits of prices (spec: /manage-configuration). `authenticate` runs only here, not on the public reads,
 * so the menu and prices keep working for signed-in visitors even while identity's keys cannot be fetched.
 */
export function pricingAdminRoutes(deps: PricingDeps, authenticate: RequestHandler): Router {
  const router = Router();
  const staffOnly = [authenticate, requireAdmin, noStore];
  const correlationId = (res: Response) => res.locals.correlationId as string;

  router.put('/api/meal-plan-pricing/:id/', ...staffOnly, async (req, res) => {
    const edit = parseInput(pricingRowBody, req.body);
    const row = await updatePricingRow(deps, req.params.id as string, edit, correlationId(res));
    res.json(toPricingRowDto(row));
  });

  router.patch('/api/configuration/update_delivery_price/', ...staffOnly, async (req, res) => {
    const { delivery_price } = parseInput(deliveryPriceBody, req.body);
    res.json(toConfigurationDto(await updateDeliveryPrice(deps, delivery_price, correlationId(res))));
  });

  return router;
}
