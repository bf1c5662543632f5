import type { Express } from 'express';
import { createHttpApp } from '@mealbox/platform';
import type { Logger, ReadinessCheck } from '@mealbox/platform';
import type { MealModel } from './data/meal-model';
import type { MealImageModel } from './data/meal-image-model';
import { mealReadRoutes } from './http/meal-routes';
import type { ResponseCache } from './http/response-cache';

export interface CatalogueAppDeps {
  logger: Logger;
  meals: MealModel;
  images: MealImageModel;
  cache: ResponseCache;
  readiness: ReadinessCheck[];
}

/** The catalogue's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({ logger, meals, images, cache, readiness }: CatalogueAppDeps): Express {
  return createHttpApp({
    logger,
    readiness,
    routes(app) {
      app.use(mealReadRoutes({ meals, images, cache }));
    },
  });
}
