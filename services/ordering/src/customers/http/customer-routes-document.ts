import { addressSchema, allergenExclusionsDtoSchema, customerSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { addressBody, exclusionsBody, noAddressFields, phoneBody } from './customer-routes';

export const CUSTOMERS_TAG = 'Customers and addresses';

const noSuchAddress = 'No address of yours has this id.';

/** What `customerRoutes` answers (customer-routes.ts). */
export const customerRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/customers/me',
    tag: CUSTOMERS_TAG,
    summary: 'Your customer details and delivery addresses',
    access: 'signed-in',
    answers: { 200: { description: 'The customer.', schema: customerSchema } },
  },
  {
    method: 'patch',
    path: '/api/customers/me',
    tag: CUSTOMERS_TAG,
    summary: 'Change your phone number (any usual UK form; kept as E.164)',
    access: 'signed-in',
    body: { schema: phoneBody },
    answers: { 200: { description: 'The customer as changed.', schema: customerSchema } },
  },
  {
    method: 'get',
    path: '/api/customers/me/allergen-exclusions/',
    tag: CUSTOMERS_TAG,
    summary: 'The allergens you asked us to leave out of your boxes',
    access: 'signed-in',
    answers: {
      200: { description: 'Your exclusions (none until you choose).', schema: allergenExclusionsDtoSchema },
    },
  },
  {
    method: 'put',
    path: '/api/customers/me/allergen-exclusions/',
    tag: CUSTOMERS_TAG,
    summary:
      'Leave allergens out of your boxes: meals that contain them (or may contain them, with include_may_contain) cannot be added and are never chosen for you',
    access: 'signed-in',
    body: { schema: exclusionsBody },
    answers: { 200: { description: 'Your exclusions as saved.', schema: allergenExclusionsDtoSchema } },
  },
  {
    method: 'post',
    path: '/api/customers/add_address',
    tag: CUSTOMERS_TAG,
    summary: 'Add a delivery address',
    access: 'signed-in',
    body: { schema: addressBody },
    answers: {
      201: { description: 'The new address.', schema: addressSchema },
      200: { description: 'The same address was already saved: that one.', schema: addressSchema },
    },
    errors: { 409: 'You already keep the most addresses one customer may.' },
  },
  {
    method: 'patch',
    path: '/api/customers/addresses/:id',
    tag: CUSTOMERS_TAG,
    summary: 'Change one of your addresses (the whole address again)',
    access: 'signed-in',
    body: { schema: addressBody },
    answers: { 200: { description: 'The address as changed.', schema: addressSchema } },
    errors: { 404: noSuchAddress },
  },
  {
    method: 'delete',
    path: '/api/customers/addresses/:id',
    tag: CUSTOMERS_TAG,
    summary: 'Remove one of your addresses',
    access: 'signed-in',
    answers: { 204: { description: 'Removed.' } },
    errors: { 404: noSuchAddress },
  },
  {
    method: 'post',
    path: '/api/customers/addresses/:id/default',
    tag: CUSTOMERS_TAG,
    summary: 'Make one of your addresses the default',
    access: 'signed-in',
    body: { schema: noAddressFields, optional: true, description: 'No fields (an empty or absent body).' },
    answers: { 200: { description: 'The customer, with the new default.', schema: customerSchema } },
    errors: { 404: noSuchAddress },
  },
  {
    method: 'get',
    path: '/api/customers/:id',
    tag: CUSTOMERS_TAG,
    summary: 'A customer by id: your own (staff: anyone’s)',
    access: 'signed-in',
    answers: { 200: { description: 'The customer.', schema: customerSchema } },
    errors: { 404: 'No customer of yours has this id.' },
  },
];
