import type { Express } from 'express';
import { authenticate, createHttpApp } from '@mealbox/platform';
import type {
  AccessTokenVerifier,
  Logger,
  ServiceMetrics,
  RateLimiter,
  ReadinessCheck,
  TrustProxy,
} from '@mealbox/platform';
import type { PaymentDeps } from './domain/payment-deps';
import { checkoutSessionRoutes } from './http/checkout-session-routes';
import { localCheckoutRoutes } from './local/http/local-checkout-routes';
import { webhookRoutes } from './http/webhook-routes';
import type { LocalCheckout } from './local/local-provider';
import { paymentApiDocument } from './http/payment-api-document';

export interface PaymentAppDeps {
  logger: Logger;
  /** The service's metrics: recorded per request, served at `/metrics` on its own port. */
  metrics: ServiceMetrics;
  deps: PaymentDeps;
  /** Checks access tokens with identity's public keys. */
  verifier: AccessTokenVerifier;
  /** The webhook's signing secret. */
  webhookSecret: string;
  /** The local provider's hosted page, when it is the provider in use. */
  localCheckout?: LocalCheckout;
  readiness: ReadinessCheck[];
  /** Which proxies may name the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Checkout sessions per customer. */
  checkoutSessions: RateLimiter;
}

/** Payment's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  metrics,
  deps,
  verifier,
  webhookSecret,
  localCheckout,
  readiness,
  trustProxy,
  checkoutSessions,
}: PaymentAppDeps): Express {
  return createHttpApp({
    logger,
    metrics,
    readiness,
    trustProxy,
    apiDocument: paymentApiDocument(localCheckout !== undefined),
    // The provider signs the webhook's exact bytes, so it is read before any JSON parsing.
    rawBodyRoutes(app) {
      app.use(webhookRoutes(deps, webhookSecret, logger));
    },
    routes(app) {
      // Public (the customer arrives from our own checkout_url); the session id in the path is the secret.
      if (localCheckout) app.use(localCheckoutRoutes(localCheckout, deps.siteUrl));
      app.use(authenticate(verifier));
      app.use(checkoutSessionRoutes(deps, checkoutSessions));
    },
  });
}
