import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { pageQueryFields, parseInput, strictBody } from '@mealbox/platform';
import type { AdminUserDeps } from '../domain/admin-users';
import { listUserOrders, listUsers, setUserActive, updateUserProfile, viewUser } from '../domain/admin-users';
import { emailField, nameField } from '../domain/registration';
import { activeAdminOnly } from './active-admin';
import { toAdminUserOrder, toAdminUserRow } from './user-dto';

/** Unknown query parameters (cache busters and the like) are ignored; bad values of known ones are not. */
export const userListQuery = z.object({
  status: z.enum(['active', 'inactive'], { error: 'Choose active or inactive.' }).optional(),
  search: z.string().trim().max(100).optional(),
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(10),
});
export const ordersQuery = z.object({
  page: pageQueryFields.page.default(1),
  page_size: pageQueryFields.page_size.default(50),
});

export const profilePatch = strictBody({
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  email: emailField.optional(),
  is_staff: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
});

/** The staff area's user screens (spec: /manage-users). Admin = staff and superuser. */
export function adminUserRoutes(deps: AdminUserDeps): Router {
  const router = Router();
  router.use('/api/admin/users', ...activeAdminOnly(deps));

  const actorId = (res: Response) => (res.locals.user as { id: string }).id;
  const correlationId = (res: Response) => res.locals.correlationId as string;
  const userId = (req: Request) => req.params.id as string;

  router.get('/api/admin/users/', async (req, res) => {
    const query = parseInput(userListQuery, req.query, 'query');
    const { users, pagination } = await listUsers(deps, { ...query, search: query.search || undefined });
    res.json({ users: users.map(toAdminUserRow), pagination });
  });

  router.get('/api/admin/users/:id/', async (req, res) => {
    res.json(toAdminUserRow(await viewUser(deps, userId(req))));
  });

  router.get('/api/admin/users/:id/orders/', async (req, res) => {
    const query = parseInput(ordersQuery, req.query, 'query');
    const { orders, pagination } = await listUserOrders(deps, userId(req), query.page, query.page_size);
    res.json({ orders: orders.map(toAdminUserOrder), pagination });
  });

  router.patch('/api/admin/users/:id/', async (req, res) => {
    const patch = parseInput(profilePatch, req.body);
    const view = await updateUserProfile(deps, actorId(res), userId(req), patch, correlationId(res));
    res.json(toAdminUserRow(view));
  });

  router.post('/api/admin/users/:id/activate/', async (req, res) => {
    res.json(toAdminUserRow(await setUserActive(deps, actorId(res), userId(req), true, correlationId(res))));
  });

  router.post('/api/admin/users/:id/deactivate/', async (req, res) => {
    res.json(toAdminUserRow(await setUserActive(deps, actorId(res), userId(req), false, correlationId(res))));
  });

  return router;
}
