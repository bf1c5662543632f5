import { z } from 'zod';
import { DASHBOARD_PERIODS, type DashboardFigures } from './dashboard';
import { decimalPriceSchema } from './fields';

/** `DashboardFigures` as a schema, for the API's description; the check below keeps the two the same shape. */
export const dashboardFiguresSchema = z.object({
  period: z.object({
    period: z.enum(DASHBOARD_PERIODS),
    start_date: z.string(),
    end_date: z.string(),
    time_zone: z.literal('Europe/London'),
  }),
  revenue: decimalPriceSchema,
  gross_revenue: decimalPriceSchema,
  refunds: decimalPriceSchema,
  average_sale: decimalPriceSchema,
  orders: z.number().int().nonnegative(),
  paid_orders: z.number().int().nonnegative(),
  refunded_orders: z.number().int().nonnegative(),
  cancelled_orders: z.number().int().nonnegative(),
  top_meals: z.array(
    z.object({ meal_id: z.string(), name: z.string(), quantity: z.number().int().positive() }),
  ),
  monthly: z.array(
    z.object({
      month: z.string(),
      received: z.number().int().nonnegative(),
      served: z.number().int().nonnegative(),
    }),
  ),
});

type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const dashboardShapesAgree: SameShape<z.infer<typeof dashboardFiguresSchema>, DashboardFigures> = true;
void dashboardShapesAgree;
