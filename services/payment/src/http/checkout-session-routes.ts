import { Router } from 'express';
import { checkoutSessionRequestShape } from '@mealbox/contracts';
import type { CheckoutSession } from '@mealbox/contracts';
import { noStore, parseInput, requireUser, requiredAuthUser, strictBody } from '@mealbox/platform';
import type { PaymentDeps } from '../domain/payment-deps';
import { startCheckout } from '../domain/start-checkout';

const checkoutBody = strictBody(checkoutSessionRequestShape);

/** POST /api/create-checkout-session/ (spec section 7): the signed-in customer's hosted checkout for an order. */
export function checkoutSessionRoutes(deps: PaymentDeps): Router {
  const router = Router();
  router.post('/api/create-checkout-session', requireUser, noStore, async (req, res) => {
    const request = parseInput(checkoutBody, req.body);
    // requireUser has checked the header: it carries the customer's token, which ordering is asked with.
    const caller = { user: requiredAuthUser(res), authorization: req.get('authorization') ?? '' };
    const { checkoutUrl } = await startCheckout(deps, caller, request);
    const answer: CheckoutSession = { checkout_url: checkoutUrl };
    res.json(answer);
  });
  return router;
}
