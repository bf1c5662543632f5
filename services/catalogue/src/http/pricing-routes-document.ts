import { z } from 'zod';
import { configurationSchema, mealPlanPricingRowSchema, priceCalculationSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { deliveryPriceBody, pricingRowBody } from './pricing-admin-routes';
import { calculatePriceBody } from './pricing-routes';

export const PRICING_TAG = 'Prices';

/** What `pricingRoutes` and `pricingAdminRoutes` answer (pricing-routes.ts, pricing-admin-routes.ts). */
export const pricingRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/meal-plan-pricing/',
    tag: PRICING_TAG,
    summary: 'The plan prices, one row per meal count',
    access: 'public',
    answers: { 200: { description: 'Every pricing row.', schema: z.array(mealPlanPricingRowSchema) } },
  },
  {
    method: 'get',
    path: '/api/configuration/',
    tag: PRICING_TAG,
    summary: 'The delivery price (a list of the one configuration)',
    access: 'public',
    answers: { 200: { description: 'The configuration, in a list.', schema: z.array(configurationSchema) } },
  },
  {
    method: 'post',
    path: '/api/calculate-price/',
    tag: PRICING_TAG,
    summary: 'Price a plan, with a discount code if given',
    description:
      'Open to everyone; a signed-in customer’s price follows their own discounts (CHEF24 is for a first box).',
    access: 'optional-sign-in',
    body: { schema: calculatePriceBody },
    answers: { 200: { description: 'The price, broken down.', schema: priceCalculationSchema } },
  },
  {
    method: 'put',
    path: '/api/meal-plan-pricing/:id/',
    tag: PRICING_TAG,
    summary: 'Staff: change a pricing row',
    access: 'admin',
    body: { schema: pricingRowBody },
    answers: { 200: { description: 'The row as changed.', schema: mealPlanPricingRowSchema } },
    errors: { 404: 'No pricing row has this id.' },
  },
  {
    method: 'patch',
    path: '/api/configuration/update_delivery_price/',
    tag: PRICING_TAG,
    summary: 'Staff: change the delivery price',
    access: 'admin',
    body: { schema: deliveryPriceBody },
    answers: { 200: { description: 'The configuration as changed.', schema: configurationSchema } },
  },
];
