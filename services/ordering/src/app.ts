import type { Express } from 'express';
import { authenticate, createHttpApp } from '@mealbox/platform';
import type {
  AccessTokenVerifier,
  Logger,
  ServiceMetrics,
  ReadinessCheck,
  TrustProxy,
} from '@mealbox/platform';
import type { DashboardDeps } from './reporting/domain/dashboard-projection';
import type { OrderingDeps } from './shared/domain/ordering-deps';
import type { StaffReadModel } from './reporting/domain/staff-read-model';
import { adminOrderRoutes } from './reporting/http/admin-order-routes';
import { creditRoutes } from './credit/http/credit-routes';
import { refundRoutes } from './refunds/http/refund-routes';
import { customerRoutes } from './customers/http/customer-routes';
import { dashboardRoutes } from './reporting/http/dashboard-routes';
import { staffViewsFresh } from './reporting/http/staff-views-fresh';
import type { StaffReadFreshness } from './reporting/domain/read-model-follower';
import { mealRatingRoutes } from './orders/http/meal-rating-routes';
import { orderItemRoutes } from './orders/http/order-item-routes';
import { deliveryDateRoutes, orderRoutes } from './orders/http/order-routes';
import { subscriptionRoutes } from './subscriptions/http/subscription-routes';
import { orderingApiDocument } from './ordering-api-document';
import { courierRoutes } from './delivery/http/courier-routes';
import { deliveryDayRoutes } from './delivery/http/delivery-day-routes';

export interface OrderingAppDeps {
  logger: Logger;
  /** The service's metrics: recorded per request, served at `/metrics` on its own port. */
  metrics: ServiceMetrics;
  deps: OrderingDeps;
  /** The dashboard's projections (its day buckets and the order report's lists), kept by the dashboard consumer. */
  dashboard: DashboardDeps;
  /** The dashboard's and the report's figures and contacts, held in memory and kept current from the feed. */
  readModel: StaffReadModel;
  /** Looks at the read model's feed on demand, so staff read their own writes on any instance. */
  freshness: StaffReadFreshness;
  /** Checks access tokens with identity's public keys. */
  verifier: AccessTokenVerifier;
  readiness: ReadinessCheck[];
  /** Which proxies may name the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The courier's signing secret (COURIER_WEBHOOK_SECRET). */
  courierSecret: string;
}

/** Ordering's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  metrics,
  deps,
  dashboard,
  readModel,
  freshness,
  verifier,
  readiness,
  trustProxy,
  courierSecret,
}: OrderingAppDeps): Express {
  return createHttpApp({
    logger,
    metrics,
    readiness,
    trustProxy,
    apiDocument: orderingApiDocument,
    // The courier signs its reports' exact bytes, so they are read before any JSON parsing.
    rawBodyRoutes(app) {
      app.use(courierRoutes(deps, courierSecret, logger));
    },
    routes(app) {
      const staffViews = staffViewsFresh(freshness, readModel);
      // Public: the delivery dates keep answering even while identity's keys cannot be fetched.
      app.use(deliveryDateRoutes(deps));
      app.use(authenticate(verifier));
      app.use(customerRoutes(deps));
      app.use(orderRoutes(deps, staffViews));
      app.use(orderItemRoutes(deps));
      app.use(mealRatingRoutes(deps));
      app.use(subscriptionRoutes(deps));
      app.use(creditRoutes(deps));
      app.use(refundRoutes(deps));
      app.use(adminOrderRoutes(deps, { ...dashboard, readModel }, staffViews.caughtUpFirst));
      app.use(dashboardRoutes(deps, readModel, staffViews.caughtUpFirst));
      app.use(deliveryDayRoutes(deps, staffViews.caughtUpFirst));
    },
  });
}
