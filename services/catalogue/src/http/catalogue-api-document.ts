import { buildServiceDocument, type ApiDocument, type RouteDescription } from '@mealbox/platform';
import { MENU_TAG, STAFF_MEALS_TAG, mealRouteDocuments } from './meal-routes-document';
import { ADD_ONS_TAG, STAFF_ADD_ONS_TAG, addOnRouteDocuments } from './add-on-routes-document';
import { PRICING_TAG, pricingRouteDocuments } from './pricing-routes-document';
import { RECIPES_TAG, recipeRouteDocuments } from './recipe-routes-document';

/** Every route the catalogue's app answers. */
export const catalogueRouteDocuments: RouteDescription[] = [
  ...mealRouteDocuments,
  ...addOnRouteDocuments,
  ...recipeRouteDocuments,
  ...pricingRouteDocuments,
];

/** The catalogue's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const catalogueApiDocument: ApiDocument = buildServiceDocument({
  service: 'catalogue',
  description:
    'Meals and their pictures, their recipes (for Large subscribers), add-ons sold beside the meals, plan prices, the delivery price and the price of a plan.',
  tags: [
    { name: MENU_TAG, description: 'The menu as customers see it.' },
    {
      name: ADD_ONS_TAG,
      description: 'What customers can buy beside the meals: desserts, sides, drinks, breakfast.',
    },
    { name: RECIPES_TAG, description: 'Cook-at-home recipes of the week’s meals: the Large plan’s perk.' },
    { name: PRICING_TAG, description: 'Plan prices, the delivery price, and pricing a plan.' },
    {
      name: STAFF_MEALS_TAG,
      description: 'The staff’s meal catalogue: every meal, added, changed, deleted, and its recipe.',
    },
    {
      name: STAFF_ADD_ONS_TAG,
      description: 'The staff’s add-ons: every add-on, added, replaced, changed, deleted.',
    },
  ],
  routes: catalogueRouteDocuments,
});
