import { Router } from 'express';
import { checkoutSessionRequestShape } from '@mealbox/contracts';
import type { CheckoutSession } from '@mealbox/contracts';
import {
  limitRequests,
  noStore,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import type { RateLimiter } from '@mealbox/platform';
import type { PaymentDeps } from '../domain/payment-deps';
import { startCheckout } from '../domain/start-checkout';

export const checkoutBody = strictBody(checkoutSessionRequestShape);

/** POST /api/create-checkout-session/ (spec section 7): the signed-in customer's hosted checkout for an order. */
export function checkoutSessionRoutes(deps: PaymentDeps, sessionsPerCustomer: RateLimiter): Router {
  const router = Router();
  // Counted per customer, not per address: the route needs a signed-in user, and accounts are what a script
  // would have to make more of (registration is itself limited per address).
  const limitPerCustomer = limitRequests(sessionsPerCustomer, (_req, res) => requiredAuthUser(res).id);
  router.post('/api/create-checkout-session', requireUser, limitPerCustomer, noStore, async (req, res) => {
    const request = parseInput(checkoutBody, req.body);
    // requireUser has checked the header: it carries the customer's token, which ordering is asked with.
    const caller = { user: requiredAuthUser(res), authorization: req.get('authorization') ?? '' };
    const { checkoutUrl } = await startCheckout(deps, caller, request);
    const answer: CheckoutSession = { checkout_url: checkoutUrl };
    res.json(answer);
  });
  return router;
}
