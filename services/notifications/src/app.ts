import type { Express } from 'express';
import { authenticate, createHttpApp } from '@mealbox/platform';
import type {
  AccessTokenVerifier,
  Logger,
  ServiceMetrics,
  ReadinessCheck,
  TrustProxy,
} from '@mealbox/platform';
import type { MailModel } from './data/mail-model';
import { adminOrderEmailRoutes } from './http/admin-order-email-routes';
import { emailPreferenceRoutes } from './http/email-preference-routes';
import { unsubscribeRoutes } from './http/unsubscribe-routes';
import { notificationsApiDocument } from './http/notifications-api-document';
import type { UnsubscribeRouteDeps } from './http/unsubscribe-routes';

export interface NotificationsAppDeps {
  logger: Logger;
  /** The service's metrics: recorded per request, served at `/metrics` on its own port. */
  metrics: ServiceMetrics;
  readiness: ReadinessCheck[];
  trustProxy: TrustProxy;
  verifier: AccessTokenVerifier;
  mails: MailModel;
  unsubscribe: UnsubscribeRouteDeps;
}

/**
 * The notifications service's HTTP API: health, the emails about an order for staff, the customer's own email
 * preferences, and the reminders' unsubscribe link.
 */
export function createApp({
  logger,
  metrics,
  readiness,
  trustProxy,
  verifier,
  mails,
  unsubscribe,
}: NotificationsAppDeps): Express {
  return createHttpApp({
    logger,
    metrics,
    readiness,
    trustProxy,
    apiDocument: notificationsApiDocument,
    routes(app) {
      app.use(authenticate(verifier));
      app.use(adminOrderEmailRoutes(mails));
      app.use(emailPreferenceRoutes(unsubscribe));
      app.use(unsubscribeRoutes(unsubscribe));
    },
  });
}
