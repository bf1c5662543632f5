import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { isoDateField, orderStatusSchema } from '@mealbox/contracts';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { noStore, pageQueryFields, parseInput, requireAdmin } from '@mealbox/platform';
import type { DashboardDeps } from '../domain/dashboard-projection';
import { exportReportCsv } from '../domain/order-report-export';
import { reportOrders } from '../../orders/domain/order-queries';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { StaffReadModel } from '../domain/staff-read-model';
import { toReportRowDto } from '../../orders/http/order-dto';
import { writePaced } from './write-paced';

/** An empty parameter (a filter left on "All") is no filter. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The report's filters (shared by a page and the export). */
const filterFields = {
  status: optional(
    z.enum(orderStatusSchema.options, {
      error: 'Choose processing, preparing, ready, out_for_delivery, delivered or cancelled.',
    }),
  ),
  start_date: optional(isoDateField),
  end_date: optional(isoDateField),
  search: optional(z.string({ error: 'Not a valid string.' }).trim().max(100)),
};

const datesInOrder = <Q extends { start_date?: string | undefined; end_date?: string | undefined }>(
  schema: z.ZodType<Q>,
) =>
  schema.refine((query) => !query.start_date || !query.end_date || query.end_date >= query.start_date, {
    path: ['end_date'],
    message: 'Must be on or after start_date.',
  });

/** Unknown query parameters (cache busters and the like) are ignored; bad values of known ones are not. */
export const reportQuery = datesInOrder(
  z.object({
    ...filterFields,
    page: pageQueryFields.page.default(1),
    page_size: pageQueryFields.page_size.default(10),
  }),
);
export const exportQuery = datesInOrder(z.object(filterFields));

/** The staff order report (spec: /manage-orders): filter by status and ordered day, search, page. */
export function adminOrderRoutes(
  deps: OrderingDeps,
  index: DashboardDeps & { readModel: StaffReadModel },
  caughtUpFirst: RequestHandler,
): Router {
  const router = Router();
  // caughtUpFirst (see staff-views-fresh.ts): every page holds every change a client was told of.
  router.use('/api/admin/orders', requireAdmin, noStore, caughtUpFirst);

  router.get('/api/admin/orders', async (req, res) => {
    const query = parseInput(reportQuery, req.query, 'query');
    const { rows, pagination } = await reportOrders(deps, index, {
      ...query,
      search: query.search || undefined,
    });
    res.json({ orders: rows.map(toReportRowDto), pagination });
  });

  // The report with its filters as CSV, streamed a day at a time: the socket's back-pressure paces the reading,
  // so memory stays flat whatever the number of orders.
  router.get('/api/admin/orders/export.csv', async (req, res) => {
    const query = parseInput(exportQuery, req.query, 'query');
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="orders-${londonDate(new Date())}.csv"`);
    for await (const chunk of exportReportCsv(index, { ...query, search: query.search || undefined })) {
      if (!(await writePaced(res, chunk))) return;
    }
    res.end();
  });

  return router;
}
