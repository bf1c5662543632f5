import { Router } from 'express';
import type { RequestHandler } from 'express';
import { dashboardQuerySchema } from '@mealbox/contracts';
import { badRequest, noStore, parseInput, requireAdmin } from '@mealbox/platform';
import { dashboardFigures } from '../domain/dashboard-figures';
import { resolvePeriod } from '../domain/dashboard-period';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { MealNameCache } from '../domain/meal-name-cache';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { StaffReadModel } from '../domain/staff-read-model';
import { toDashboardDto } from './dashboard-dto';

/**
 * The staff dashboard (spec: /manage-dashboard): GET /api/analytics/dashboard?period=...&start_date=&end_date=.
 * Unknown parameters are refused rather than ignored, so a misspelt date can never show the wrong period.
 * `caughtUpFirst` (see staff-views-fresh.ts) makes every answer hold every change a client was told of.
 */
export function dashboardRoutes(
  deps: OrderingDeps,
  readModel: StaffReadModel,
  caughtUpFirst: RequestHandler,
): Router {
  const router = Router();
  const mealNames = new MealNameCache(deps.meals);
  router.use('/api/analytics', requireAdmin, noStore, caughtUpFirst);

  router.get('/api/analytics/dashboard', async (req, res) => {
    const query = parseInput(dashboardQuerySchema, req.query, 'query');
    const period = resolvePeriod(query, londonDate(deps.now()));
    if ('field' in period) throw badRequest('The query is not valid.', { [period.field]: [period.message] });
    const result = await dashboardFigures({ readModel, mealNames }, period);
    res.json(toDashboardDto(result));
  });

  return router;
}
