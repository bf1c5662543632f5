import { Router } from 'express';
import type { RequestHandler } from 'express';
import { calculatePriceRequestShape, toPriceCalculation } from '@mealbox/contracts';
import { authUserOf, parseInput, refuseInvalidToken, strictBody } from '@mealbox/platform';
import type { PricingDeps } from '../domain/pricing-deps';
import { findConfiguration, listPricingRows } from '../domain/pricing-reads';
import { quotePrice } from '../domain/quote-price';
import { toConfigurationDto, toPricingRowDto } from './pricing-dto';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';

export const calculatePriceBody = strictBody(calculatePriceRequestShape);

/**
 * Public pricing: the rows and delivery price every page shows, and the server's price for a plan. The price is
 * open to everyone; `authenticate` reads an access token if one is sent, so a signed-in customer's price follows
 * their own discounts (a first-box code they have already used).
 */
export function pricingRoutes(deps: PricingDeps, cache: ResponseCache, authenticate: RequestHandler): Router {
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

  router.post('/api/calculate-price/', authenticate, refuseInvalidToken, async (req, res) => {
    const request = parseInput(calculatePriceBody, req.body);
    const quote = await quotePrice(deps, request, authUserOf(res)?.id);
    res.set('Cache-Control', 'no-store').json(toPriceCalculation(quote));
  });

  return router;
}
