import type { Express } from 'express';
import { authenticate, createHttpApp } from '@mealbox/platform';
import type {
  AccessTokenVerifier,
  Logger,
  ServiceMetrics,
  ReadinessCheck,
  SubscriberPlanDeps,
  TrustProxy,
} from '@mealbox/platform';
import type { MealModel } from './data/meal-model';
import type { MealImageModel } from './data/meal-image-model';
import type { PricingDeps } from './domain/pricing-deps';
import type { MealWriteDeps } from './domain/meal-write-deps';
import type { AddOnWriteDeps } from './domain/add-on-write-deps';
import type { MealRatingDeps } from './domain/meal-rating-deps';
import { mealAdminRoutes } from './http/meal-admin-routes';
import { mealReadRoutes } from './http/meal-routes';
import { addOnAdminRoutes } from './http/add-on-admin-routes';
import { addOnReadRoutes } from './http/add-on-routes';
import { pricingAdminRoutes } from './http/pricing-admin-routes';
import { pricingRoutes } from './http/pricing-routes';
import { recipeRoutes } from './http/recipe-routes';
import type { RecipeDeps } from './domain/recipe-deps';
import type { ResponseCache } from './http/response-cache';
import { catalogueApiDocument } from './http/catalogue-api-document';

export interface CatalogueAppDeps {
  logger: Logger;
  /** The service's metrics: recorded per request, served at `/metrics` on its own port. */
  metrics: ServiceMetrics;
  meals: MealModel;
  images: MealImageModel;
  /** Customers' ratings of meals, counted from ordering's events, shown on every meal. */
  ratings: MealRatingDeps;
  /** Staff's changes to meals (the same use cases the first-start seed uses). */
  mealWrites: MealWriteDeps;
  /** Add-ons: staff's changes, and the public reads (which use the same models). */
  addOnWrites: AddOnWriteDeps;
  pricing: PricingDeps;
  /** Meals' recipes (staff write them) and customers' plans (which decide who reads them). */
  recipes: RecipeDeps & SubscriberPlanDeps;
  cache: ResponseCache;
  /** Checks access tokens (staff's, and customers' asking for their price) with identity's public keys. */
  verifier: AccessTokenVerifier;
  readiness: ReadinessCheck[];
  /** Which proxies may name the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
}

/** The catalogue's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  metrics,
  meals,
  images,
  ratings,
  mealWrites,
  addOnWrites,
  pricing,
  recipes,
  cache,
  verifier,
  readiness,
  trustProxy,
}: CatalogueAppDeps): Express {
  return createHttpApp({
    logger,
    metrics,
    readiness,
    trustProxy,
    apiDocument: catalogueApiDocument,
    routes(app) {
      // Reads the access token when one is sent; each route decides whether it needs one.
      const signedIn = authenticate(verifier);
      // Before the menu's routes, whose `/api/meals/:id` would otherwise take `/api/meals/recipes/`.
      app.use(recipeRoutes(recipes, signedIn));
      app.use(mealReadRoutes({ meals, images, ratings, cache }));
      app.use(addOnReadRoutes({ ...addOnWrites, cache }));
      app.use(pricingRoutes(pricing, cache, signedIn));
      app.use(mealAdminRoutes(mealWrites, ratings, signedIn));
      app.use(addOnAdminRoutes(addOnWrites, signedIn));
      app.use(pricingAdminRoutes(pricing, signedIn));
    },
  });
}
