import { z } from 'zod';
import {
  MAX_MEAL_IMAGE_BYTES,
  MEAL_IMAGE_FIELD,
  MEAL_IMAGE_TYPES,
  mealCreateFormShape,
  mealSchema,
  mealUpdateFormShape,
  paginationSchema,
} from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { adminListQuery } from './meal-admin-routes';
import { mealListQuerySchema } from './meal-queries';

export const MENU_TAG = 'Menu';
export const STAFF_MEALS_TAG = 'Staff: meals';

const choicesSchema = z.array(z.object({ value: z.string(), label: z.string() }));
const imagePart = z.string().meta({
  format: 'binary',
  description: `${MEAL_IMAGE_TYPES.join(', ')}; at most ${MAX_MEAL_IMAGE_BYTES} bytes.`,
});
/** The staff meal form as sent: its text fields (strings, as a form sends them) and an optional picture. */
const mealForm = (shape: z.ZodRawShape) =>
  z.strictObject({ ...shape, [MEAL_IMAGE_FIELD]: imagePart.optional() });
const noSuchMeal = 'No meal has this id (or it was deleted).';
/** The rule the meal form's food fields follow (food-declaration.ts), told once for both writes. */
const declarationRule =
  'A meal that is `available` or `sold_out` needs a complete allergen and food declaration: a level for each of ' +
  'the 14 allergens (`allergen_<name>`: contains, may_contain or free), `contains_meat`, ' +
  '`contains_other_animal_products`, `net_weight_g`, `cooking_time_minutes`, `saturates`, `sugars` and `salt`, ' +
  'with `gluten_cereals` and `tree_nuts` naming the cereal or nut, all agreeing with the ingredients; otherwise 400 ' +
  'with a message per field and nothing changes. A `not_available` draft may have none, but any it has must be ' +
  'complete. With a declaration, `is_vegan`, `is_gluten_free` and `is_dairy_free` are derived from it and the values ' +
  'sent are ignored. A change of the 14 levels publishes MealAllergensChanged.';

/** What `mealReadRoutes` and `mealAdminRoutes` answer (meal-routes.ts, meal-admin-routes.ts). */
export const mealRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/meals/categories/',
    tag: MENU_TAG,
    summary: 'The meal categories',
    access: 'public',
    answers: { 200: { description: 'Each category’s value and label.', schema: choicesSchema } },
  },
  {
    method: 'get',
    path: '/api/meals/statuses/',
    tag: MENU_TAG,
    summary: 'The meal statuses',
    access: 'public',
    answers: { 200: { description: 'Each status’s value and label.', schema: choicesSchema } },
  },
  {
    method: 'get',
    path: '/api/meals/',
    tag: MENU_TAG,
    summary: 'The menu: meals by name, filtered and paged',
    description:
      'The total is in `X-Total-Count` (with `X-Page` and `X-Page-Size`); with `week`, `X-Menu-Week` names the menu week. ' +
      'Only meals with an allergen declaration are listed, each with its `food_information`. `free_from` and ' +
      '`suitable_for` combine with each other and the other filters; an unknown allergen or diet is refused (400).',
    access: 'public',
    query: mealListQuerySchema,
    answers: { 200: { description: 'A page of meals.', schema: z.array(mealSchema) } },
  },
  {
    method: 'get',
    path: '/api/meals/:id',
    tag: MENU_TAG,
    summary: 'One meal, with its food information',
    description: 'A draft without an allergen declaration is not shown (404).',
    access: 'public',
    answers: { 200: { description: 'The meal.', schema: mealSchema } },
    errors: { 404: noSuchMeal },
  },
  {
    method: 'get',
    path: '/api/meals/:id/image',
    tag: MENU_TAG,
    summary: 'A meal’s picture',
    description: 'With `?v=` its version (as in the meal’s `image`), it may be cached for a year.',
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
    path: '/api/admin/meals/',
    tag: STAFF_MEALS_TAG,
    summary: 'Every meal, whatever its status, ten a page by default',
    description: '`allergens` keeps the meals that contain or may contain any of the allergens named.',
    access: 'admin',
    query: adminListQuery,
    answers: {
      200: {
        description: 'A page of meals.',
        schema: z.object({ meals: z.array(mealSchema), pagination: paginationSchema }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/meals/',
    tag: STAFF_MEALS_TAG,
    summary: 'Add a meal (multipart form, picture optional)',
    description: declarationRule,
    access: 'admin',
    body: { schema: mealForm(mealCreateFormShape), contentType: 'multipart/form-data' },
    answers: { 201: { description: 'The new meal; `Location` is its address.', schema: mealSchema } },
    errors: { 413: 'The form is larger than the picture limit allows.' },
  },
  {
    method: 'patch',
    path: '/api/meals/:id/',
    tag: STAFF_MEALS_TAG,
    summary: 'Change a meal: the fields sent and/or a new picture',
    description: `Food fields not sent keep the meal's own. ${declarationRule}`,
    access: 'admin',
    body: { schema: mealForm(mealUpdateFormShape), contentType: 'multipart/form-data' },
    answers: { 200: { description: 'The meal as changed.', schema: mealSchema } },
    errors: { 404: noSuchMeal, 413: 'The form is larger than the picture limit allows.' },
  },
  {
    method: 'delete',
    path: '/api/meals/:id/',
    tag: STAFF_MEALS_TAG,
    summary: 'Delete a meal (orders that have it keep it)',
    access: 'admin',
    answers: { 204: { description: 'Deleted.' } },
    errors: { 404: noSuchMeal },
  },
];
