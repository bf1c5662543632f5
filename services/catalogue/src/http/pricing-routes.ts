import { Router } from 'express';
import { calculatePriceRequestShape, toPriceCalculation } from '@mealbox/contracts';
import { parseInput, strictBody } from '@mealbox/platform';
import type { PricingDeps } from '../domain/pricing-deps';
import { findConfiguration, listPricingRows } from '../domain/pricing-reads';
import { quotePrice } from '../domain/quote-price';
import { toConfigurationDto, toPricingRowDto } from './pricing-dto';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';

const calculatePriceBody = strictBody(calculatePriceRequestShape);

/** Public pricing: the rows and delivery price every page shows, and the server's price for a plan. */
export function pricingRoutes(deps: PricingDeps, cache: ResponseCache): Router {
  const router = Router();

  router.get('/api/meal-plan-pricing/', async (req, res) => {
    const response = await cache.getOrCreate('pricing', async () => ({
      body: (await listPricingRows(deps)).map(toPricingRowDto),
    }));
    sendCached(req, res, response);
  });

  // A list, as the spec's client reads `[0].delivery_price`; there is one configuration.
  router.get('/api/configuration/', async (req, res) => {
    const response = await cache.getOrCreate('configuration', async () => {
      const configuration = await findConfiguration(deps);
      return { body: configuration ? [toConfigurationDto(configuration)] : [] };
    });
    sendCached(req, res, response);
  });

  router.post('/api/calculate-price/', async (req, res) => {
    const request = parseInput(calculatePriceBody, req.body);
    const quote = await quotePrice(deps, request);
    res.set('Cache-Control', 'no-store').json(toPriceCalculation(quote));
  });

  return router;
}
