import type { RequestHandler } from 'express';
import { forbidden, requireAdmin } from '@mealbox/platform';
import type { UserWriteDeps } from '../domain/register-user';
import { activeUser } from './auth-routes';

/**
 * Guards identity's staff endpoints: the token must say admin, and the account must still be an active admin
 * now (tokens live up to 15 minutes). Answers are never cached.
 */
export function activeAdminOnly(deps: Pick<UserWriteDeps, 'users'>): RequestHandler[] {
  return [
    requireAdmin,
    async (_req, res, next) => {
      const actor = await activeUser(deps, res);
      if (!actor.isStaff || !actor.isSuperuser) throw forbidden();
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];
}
