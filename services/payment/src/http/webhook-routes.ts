import express, { Router } from 'express';
import Stripe from 'stripe';
import { badRequest, correlationIdOf } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { MISMATCH_OUTCOME } from '../domain/mismatch-outcome';
import type { PaymentDeps } from '../domain/payment-deps';
import { receiveProviderEvent } from '../domain/receive-provider-event';

/** Stripe's own default: a signature older than five minutes is a replay, not a delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * POST /api/webhooks/stripe/: the provider's events (Stripe's, or the local provider's, signed the same way). The
 * body is read raw, because the signature covers its exact bytes; `constructEvent` checks it and its age. Only a
 * verified event is stored and acted on; a duplicate answers 200 with no second effect. Mounted before the JSON
 * parser (see createHttpApp's rawBodyRoutes).
 */
export function webhookRoutes(deps: PaymentDeps, secret: string, logger: Logger): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.get('stripe-signature');
    if (!signature) throw badRequest('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      logger.warn({ err: error }, 'webhook refused: signature not valid');
      throw badRequest('The webhook signature is not valid.');
    }
    const result = await receiveProviderEvent(deps, event, body.toString('utf8'), correlationIdOf(res));
    if (!result.duplicate && result.outcome.startsWith(MISMATCH_OUTCOME)) {
      // Money taken that does not settle its order: the order is flagged for staff, and this is their alert.
      logger.error({ eventId: event.id, type: event.type, ...result }, 'payment does not match its order');
    } else {
      logger.info({ eventId: event.id, type: event.type, ...result }, 'webhook event');
    }
    res.json({ received: true, duplicate: result.duplicate });
  });
  return router;
}
