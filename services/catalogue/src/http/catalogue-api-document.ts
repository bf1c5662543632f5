import { buildServiceDocument, type ApiDocument, type RouteDescription } from '@mealbox/platform';
import { MENU_TAG, STAFF_MEALS_TAG, mealRouteDocuments } from './meal-routes-document';
import { PRICING_TAG, pricingRouteDocuments } from './pricing-routes-document';

/** Every route the catalogue's app answers. */
export const catalogueRouteDocuments: RouteDescription[] = [...mealRouteDocuments, ...pricingRouteDocuments];

/** The catalogue's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const catalogueApiDocument: ApiDocument = buildServiceDocument({
  service: 'catalogue',
  description: 'Meals and their pictures, plan prices, the delivery price and the price of a plan.',
  tags: [
    { name: MENU_TAG, description: 'The menu as customers see it.' },
    { name: PRICING_TAG, description: 'Plan prices, the delivery price, and pricing a plan.' },
    {
      name: STAFF_MEALS_TAG,
      description: 'The staff’s meal catalogue: every meal, added, changed, deleted.',
    },
  ],
  routes: catalogueRouteDocuments,
});
