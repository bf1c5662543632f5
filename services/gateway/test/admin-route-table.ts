import type { ServiceName } from '../../../e2e/support/stack';

/** Ids of real records, so a call that got through the guard would change something the test can see. */
export interface SampleIds {
  userId: string;
  messageId: string;
  mealId: string;
  pricingId: string;
  orderId: string;
  customerId: string;
  addOnId: string;
}

/** One admin-only route: where it is, and a request that would change or reveal something if it were allowed. */
export interface AdminRoute {
  service: ServiceName;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The pattern exactly as the service's router declares it. */
  pattern: string;
  request(ids: SampleIds): { path: string; body?: unknown };
}

/**
 * Every route guarded by requireAdmin in every service. admin-access.int.test.ts reads each service's router and
 * fails if this list and the guarded routes differ, so a new admin route cannot be left out of the sweep.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  // identity: the users list and the contact form's messages
  {
    service: 'identity',
    method: 'GET',
    pattern: '/api/admin/users/',
    request: () => ({ path: '/api/admin/users/' }),
  },
  {
    service: 'identity',
    method: 'GET',
    pattern: '/api/admin/users/:id/',
    request: (ids) => ({ path: `/api/admin/users/${ids.userId}/` }),
  },
  {
    service: 'identity',
    method: 'GET',
    pattern: '/api/admin/users/:id/orders/',
    request: (ids) => ({ path: `/api/admin/users/${ids.userId}/orders/` }),
  },
  {
    service: 'identity',
    method: 'PATCH',
    pattern: '/api/admin/users/:id/',
    request: (ids) => ({
      path: `/api/admin/users/${ids.userId}/`,
      body: { is_staff: true, first_name: 'Mallory' },
    }),
  },
  {
    service: 'identity',
    method: 'POST',
    pattern: '/api/admin/users/:id/activate/',
    request: (ids) => ({ path: `/api/admin/users/${ids.userId}/activate/` }),
  },
  {
    service: 'identity',
    method: 'POST',
    pattern: '/api/admin/users/:id/deactivate/',
    request: (ids) => ({ path: `/api/admin/users/${ids.userId}/deactivate/` }),
  },
  {
    service: 'identity',
    method: 'GET',
    pattern: '/api/admin/contact-messages/',
    request: () => ({ path: '/api/admin/contact-messages/' }),
  },
  {
    service: 'identity',
    method: 'PATCH',
    pattern: '/api/admin/contact-messages/:id/',
    request: (ids) => ({ path: `/api/admin/contact-messages/${ids.messageId}/`, body: { handled: true } }),
  },
  // catalogue: add-ons, meals, their recipes, plan pricing, delivery price
  {
    service: 'catalogue',
    method: 'GET',
    pattern: '/api/admin/add-ons/',
    request: () => ({ path: '/api/admin/add-ons/' }),
  },
  {
    service: 'catalogue',
    method: 'GET',
    pattern: '/api/admin/add-ons/:id/',
    request: (ids) => ({ path: `/api/admin/add-ons/${ids.addOnId}/` }),
  },
  {
    service: 'catalogue',
    method: 'POST',
    pattern: '/api/admin/add-ons/',
    request: () => ({
      path: '/api/admin/add-ons/',
      body: { name: 'Mallory’s pudding', category: 'dessert' },
    }),
  },
  {
    service: 'catalogue',
    method: 'PUT',
    pattern: '/api/admin/add-ons/:id/',
    request: (ids) => ({ path: `/api/admin/add-ons/${ids.addOnId}/`, body: { name: 'Mallory’s pudding' } }),
  },
  {
    service: 'catalogue',
    method: 'PATCH',
    pattern: '/api/admin/add-ons/:id/',
    request: (ids) => ({ path: `/api/admin/add-ons/${ids.addOnId}/`, body: { status: 'not_available' } }),
  },
  {
    service: 'catalogue',
    method: 'DELETE',
    pattern: '/api/admin/add-ons/:id/',
    request: (ids) => ({ path: `/api/admin/add-ons/${ids.addOnId}/` }),
  },
  {
    service: 'catalogue',
    method: 'GET',
    pattern: '/api/admin/meals/',
    request: () => ({ path: '/api/admin/meals/' }),
  },
  {
    service: 'catalogue',
    method: 'GET',
    pattern: '/api/admin/meals/:id/recipe/',
    request: (ids) => ({ path: `/api/admin/meals/${ids.mealId}/recipe/` }),
  },
  {
    service: 'catalogue',
    method: 'PUT',
    pattern: '/api/admin/meals/:id/recipe/',
    request: (ids) => ({
      path: `/api/admin/meals/${ids.mealId}/recipe/`,
      body: {
        serves: 2,
        prep_minutes: 5,
        cook_minutes: 5,
        ingredients: [{ quantity: '1', item: 'Mallory’s secret' }],
        steps: ['Replace the recipe.'],
      },
    }),
  },
  {
    service: 'catalogue',
    method: 'POST',
    pattern: '/api/meals/',
    request: () => ({ path: '/api/meals/', body: { name: 'Mallory’s meal', category: 'main_course' } }),
  },
  {
    service: 'catalogue',
    method: 'PATCH',
    pattern: '/api/meals/:id/',
    request: (ids) => ({ path: `/api/meals/${ids.mealId}/`, body: { status: 'sold_out' } }),
  },
  {
    service: 'catalogue',
    method: 'DELETE',
    pattern: '/api/meals/:id/',
    request: (ids) => ({ path: `/api/meals/${ids.mealId}/` }),
  },
  {
    service: 'catalogue',
    method: 'PUT',
    pattern: '/api/meal-plan-pricing/:id/',
    request: (ids) => ({
      path: `/api/meal-plan-pricing/${ids.pricingId}/`,
      body: {
        meal_count: 6,
        base_price: '1.00',
        standard_price: '0.17',
        large_price: '0.17',
        lean_price: '0.17',
      },
    }),
  },
  {
    service: 'catalogue',
    method: 'PATCH',
    pattern: '/api/configuration/update_delivery_price/',
    request: () => ({ path: '/api/configuration/update_delivery_price/', body: { delivery_price: '99.00' } }),
  },
  // ordering: the order report and the order status steps
  {
    service: 'ordering',
    method: 'GET',
    pattern: '/api/admin/orders',
    request: () => ({ path: '/api/admin/orders/' }),
  },
  {
    service: 'ordering',
    method: 'GET',
    pattern: '/api/admin/orders/export.csv',
    request: () => ({ path: '/api/admin/orders/export.csv' }),
  },
  // ordering: account credit granted on an order, and a customer's credit
  {
    service: 'ordering',
    method: 'POST',
    pattern: '/api/admin/orders/:id/credit',
    request: (ids) => ({
      path: `/api/admin/orders/${ids.orderId}/credit/`,
      body: { amount: '5.00', reason: 'goodwill' },
    }),
  },
  // ordering: part of a paid order refunded to the card or as credit
  {
    service: 'ordering',
    method: 'POST',
    pattern: '/api/admin/orders/:id/refunds',
    request: (ids) => ({
      path: `/api/admin/orders/${ids.orderId}/refunds/`,
      body: { destination: 'credit', amount: '1.00' },
    }),
  },
  {
    service: 'ordering',
    method: 'GET',
    pattern: '/api/admin/customers/:customerId/credit',
    request: (ids) => ({ path: `/api/admin/customers/${ids.customerId}/credit/` }),
  },
  {
    service: 'ordering',
    method: 'PATCH',
    pattern: '/api/orders/:id/update_order_status',
    request: (ids) => ({
      path: `/api/orders/${ids.orderId}/update_order_status/`,
      body: { order_status: 'cancelled' },
    }),
  },
  // ordering: the staff dashboard's figures
  {
    service: 'ordering',
    method: 'GET',
    pattern: '/api/analytics/dashboard',
    request: () => ({ path: '/api/analytics/dashboard' }),
  },
  // ordering: the delivery day's boxes, and sending them out
  {
    service: 'ordering',
    method: 'GET',
    pattern: '/api/admin/deliveries',
    request: () => ({ path: '/api/admin/deliveries/?date=2026-12-03' }),
  },
  {
    service: 'ordering',
    method: 'POST',
    pattern: '/api/admin/deliveries/out-for-delivery',
    request: (ids) => ({
      path: '/api/admin/deliveries/out-for-delivery/',
      body: { order_ids: [ids.orderId] },
    }),
  },
  // payment has no admin routes: refunds are asked for through ordering (RefundRequested).
  // notifications: the emails sent about an order
  {
    service: 'notifications',
    method: 'GET',
    pattern: '/api/admin/order-emails/',
    request: (ids) => ({ path: `/api/admin/order-emails/?order_id=${ids.orderId}` }),
  },
];

/**
 * Admin-only FIELDS of routes other users may call: the guard is inside the use case, so the router cannot show
 * it. Listed by hand; the sweep calls them like the routes above.
 */
export const ADMIN_FIELDS: readonly AdminRoute[] = [
  {
    service: 'ordering',
    method: 'PATCH',
    pattern: '/api/orders/:id',
    request: (ids) => ({ path: `/api/orders/${ids.orderId}/`, body: { payment_status: 'completed' } }),
  },
];
