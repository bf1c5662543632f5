import { z } from 'zod';
import {
  MAX_MEAL_IMAGE_BYTES,
  MEAL_IMAGE_FIELD,
  MEAL_IMAGE_TYPES,
  addOnCreateFormShape,
  addOnSchema,
  addOnUpdateFormShape,
  adminAddOnListSchema,
} from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { addOnListQuery, adminAddOnListQuery } from './add-on-queries';

export const ADD_ONS_TAG = 'Add-ons';
export const STAFF_ADD_ONS_TAG = 'Staff: add-ons';

const imagePart = z.string().meta({
  format: 'binary',
  description: `${MEAL_IMAGE_TYPES.join(', ')}; at most ${MAX_MEAL_IMAGE_BYTES} bytes.`,
});
/** The staff add-on form as sent: its text fields (strings, as a form sends them) and an optional picture. */
const addOnForm = (shape: z.ZodRawShape) =>
  z.strictObject({ ...shape, [MEAL_IMAGE_FIELD]: imagePart.optional() });
const noSuchAddOn = 'No add-on has this id (or it was deleted).';
const tooLarge = 'The form is larger than the picture limit allows.';
/** The rule the form's price and food fields follow (add-on.ts in contracts; food-declaration.ts), told once. */
const formRules =
  '`price` is pounds ("3.50"), more than £0.00 and at most £50.00; `stock_per_week` a whole number from 1, or empty ' +
  'for no limit. An `available` add-on needs a complete allergen and food declaration, exactly as a meal on the ' +
  'menu: a level for each of the 14 allergens (`allergen_<name>`), `contains_meat`, `contains_other_animal_products`, ' +
  '`net_weight_g`, `cooking_time_minutes`, `saturates`, `sugars` and `salt`, with `gluten_cereals` and `tree_nuts` ' +
  'naming the cereal or nut, all agreeing with the ingredients; otherwise 400 with a message per field and nothing ' +
  'changes. A `not_available` add-on may have none, but any it has must be complete. Each change publishes ' +
  'AddOnUpserted on catalogue.add-ons.v1.';

/** What `addOnReadRoutes` and `addOnAdminRoutes` answer (add-on-routes.ts, add-on-admin-routes.ts). */
export const addOnRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/add-ons/',
    tag: ADD_ONS_TAG,
    summary: 'The add-ons customers can buy, by name',
    description: 'Only `available` add-ons, each with its food information; `category` keeps one kind.',
    access: 'public',
    query: addOnListQuery,
    answers: { 200: { description: 'The add-ons on sale.', schema: z.array(addOnSchema) } },
  },
  {
    method: 'get',
    path: '/api/add-ons/:id/',
    tag: ADD_ONS_TAG,
    summary: 'One add-on on sale, with its food information',
    description: 'An add-on that is not available is not shown (404).',
    access: 'public',
    answers: { 200: { description: 'The add-on.', schema: addOnSchema } },
    errors: { 404: 'No add-on on sale has this id.' },
  },
  {
    method: 'get',
    path: '/api/add-ons/:id/image',
    tag: ADD_ONS_TAG,
    summary: 'An add-on’s picture',
    description: 'With `?v=` its version (as in the add-on’s `image`), it may be cached for a year.',
    access: 'public',
    answers: {
      200: {
        description: 'The picture, in the type it was uploaded in.',
        schema: z.string().meta({ format: 'binary' }),
        contentType: 'image/*',
      },
      304: { description: 'Not changed since the copy named by `If-None-Match`.' },
    },
    errors: { 404: 'No picture for this id.' },
  },
  {
    method: 'get',
    path: '/api/admin/add-ons/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'Every add-on, whatever its status, ten a page by default',
    access: 'admin',
    query: adminAddOnListQuery,
    answers: { 200: { description: 'A page of add-ons.', schema: adminAddOnListSchema } },
  },
  {
    method: 'get',
    path: '/api/admin/add-ons/:id/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'One add-on, whatever its status',
    access: 'admin',
    answers: { 200: { description: 'The add-on.', schema: addOnSchema } },
    errors: { 404: noSuchAddOn },
  },
  {
    method: 'post',
    path: '/api/admin/add-ons/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'Add an add-on (multipart form, picture optional)',
    description: formRules,
    access: 'admin',
    body: { schema: addOnForm(addOnCreateFormShape), contentType: 'multipart/form-data' },
    answers: { 201: { description: 'The new add-on; `Location` is its address.', schema: addOnSchema } },
    errors: { 413: tooLarge },
  },
  {
    method: 'put',
    path: '/api/admin/add-ons/:id/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'Replace an add-on: every field, the declaration included (the picture if one is sent)',
    description: formRules,
    access: 'admin',
    body: { schema: addOnForm(addOnCreateFormShape), contentType: 'multipart/form-data' },
    answers: { 200: { description: 'The add-on as replaced.', schema: addOnSchema } },
    errors: { 404: noSuchAddOn, 413: tooLarge },
  },
  {
    method: 'patch',
    path: '/api/admin/add-ons/:id/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'Change an add-on: the fields sent and/or a new picture',
    description: `Food fields not sent keep the add-on's own. ${formRules}`,
    access: 'admin',
    body: { schema: addOnForm(addOnUpdateFormShape), contentType: 'multipart/form-data' },
    answers: { 200: { description: 'The add-on as changed.', schema: addOnSchema } },
    errors: { 404: noSuchAddOn, 413: tooLarge },
  },
  {
    method: 'delete',
    path: '/api/admin/add-ons/:id/',
    tag: STAFF_ADD_ONS_TAG,
    summary: 'Delete an add-on (orders that have it keep it)',
    description: 'Published as AddOnUpserted with `deleted: true`.',
    access: 'admin',
    answers: { 204: { description: 'Deleted.' } },
    errors: { 404: noSuchAddOn },
  },
];
