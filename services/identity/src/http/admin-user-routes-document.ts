import { adminUserListSchema, adminUserOrdersSchema, adminUserRowSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { ordersQuery, profilePatch, userListQuery } from './admin-user-routes';

export const STAFF_USERS_TAG = 'Staff: users';

const noSuchUser = 'No user has this id.';

/** What `adminUserRoutes` answers (admin-user-routes.ts); the account must still be an active admin now. */
export const adminUserRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/admin/users/',
    tag: STAFF_USERS_TAG,
    summary: 'List users, ten a page by default',
    access: 'admin',
    query: userListQuery,
    answers: { 200: { description: 'A page of users and the pagination.', schema: adminUserListSchema } },
  },
  {
    method: 'get',
    path: '/api/admin/users/:id/',
    tag: STAFF_USERS_TAG,
    summary: 'One user',
    access: 'admin',
    answers: { 200: { description: 'The user.', schema: adminUserRowSchema } },
    errors: { 404: noSuchUser },
  },
  {
    method: 'get',
    path: '/api/admin/users/:id/orders/',
    tag: STAFF_USERS_TAG,
    summary: 'A user’s orders, newest first',
    access: 'admin',
    query: ordersQuery,
    answers: { 200: { description: 'A page of the user’s orders.', schema: adminUserOrdersSchema } },
    errors: { 404: noSuchUser },
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id/',
    tag: STAFF_USERS_TAG,
    summary: 'Change a user’s name, email address or staff access',
    access: 'admin',
    body: { schema: profilePatch },
    answers: { 200: { description: 'The user as changed.', schema: adminUserRowSchema } },
    errors: { 404: noSuchUser, 409: 'Staff cannot remove their own staff access.' },
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/activate/',
    tag: STAFF_USERS_TAG,
    summary: 'Reactivate a user',
    access: 'admin',
    answers: { 200: { description: 'The user, active.', schema: adminUserRowSchema } },
    errors: { 404: noSuchUser },
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/deactivate/',
    tag: STAFF_USERS_TAG,
    summary: 'Deactivate a user: they can no longer sign in',
    access: 'admin',
    answers: { 200: { description: 'The user, inactive.', schema: adminUserRowSchema } },
    errors: { 404: noSuchUser, 409: 'Staff cannot deactivate their own account.' },
  },
];
