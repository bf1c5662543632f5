import { z } from 'zod';
import { orderStatusSchema, paymentStatusSchema } from '../events/ordering-events';

/** The identity service's HTTP shapes (spec section 7), snake_case as the API speaks. */

/** POST /auth/jwt/create/ and /auth/jwt/refresh/: both tokens are JWTs the browser may decode to read `exp`. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /auth/users/ (201). */
export const registeredUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** GET /auth/users/me/. `date_joined` (ISO 8601) lets the customer's account say since when they are a member. */
export const currentUserSchema = registeredUserSchema.extend({
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/admin-check. */
export const adminCheckSchema = z.object({
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  id: z.string(),
});
export type AdminCheck = z.infer<typeof adminCheckSchema>;

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A row of GET /api/admin/users/. Dates are ISO 8601; `last_login` is null for a user who never signed in. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  completed_orders: z.number().int().nonnegative(),
  order_count: z.number().int().nonnegative(),
  phone_number: z.string().nullable(),
  is_staff: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  pagination: paginationSchema,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** An order of GET /api/admin/users/{id}/orders/; `total_amount` is a decimal string in pounds ("59.99"). */
export const adminUserOrderSchema = z.object({
  id: z.string(),
  ordered_at: z.string(),
  delivery_date: z.string(),
  total_amount: z.string(),
  order_status: orderStatusSchema,
  payment_status: paymentStatusSchema,
});
export type AdminUserOrder = z.infer<typeof adminUserOrderSchema>;

export const adminUserOrdersSchema = z.object({
  orders: z.array(adminUserOrderSchema),
  pagination: paginationSchema,
});
export type AdminUserOrders = z.infer<typeof adminUserOrdersSchema>;
