import { z } from 'zod';
import type { LONDON_TIME_ZONE } from '../calendar/london-calendar';
import { isoDateField } from './ordering';

/**
 * The staff dashboard's periods (GET /api/analytics/dashboard?period=...). Each preset ends today (London) and
 * includes it; `last_12_months` starts on the first day of the month eleven months back, so its chart has twelve
 * whole months. `custom` takes `start_date` and `end_date`.
 */
export const DASHBOARD_PERIODS = [
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_12_months',
  'custom',
] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'last_30_days';

/** The longest custom period: two years of days keeps the query small and the figures readable. */
export const MAX_DASHBOARD_DAYS = 731;

/** The query the dashboard endpoint accepts; the endpoint also checks the dates against today. */
export const dashboardQuerySchema = z
  .strictObject(
    {
      period: z
        .enum(DASHBOARD_PERIODS, {
          error: 'Choose last_7_days, last_30_days, last_90_days, last_12_months or custom.',
        })
        .default(DEFAULT_DASHBOARD_PERIOD),
      start_date: isoDateField.optional(),
      end_date: isoDateField.optional(),
    },
    { error: 'Only period, start_date and end_date may be given.' },
  )
  .superRefine((query, context) => {
    const custom = query.period === 'custom';
    for (const field of ['start_date', 'end_date'] as const) {
      if (custom && !query[field])
        context.addIssue({ code: 'custom', path: [field], message: 'Required when period is custom.' });
      if (!custom && query[field])
        context.addIssue({ code: 'custom', path: [field], message: 'Give dates only with period=custom.' });
    }
    if (query.start_date && query.end_date && query.end_date < query.start_date)
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'Must be on or after start_date.' });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export interface DashboardTopMeal {
  meal_id: string;
  /** The meal's name as ordering last heard it from the catalogue; 'Meal no longer listed' if unknown. */
  name: string;
  quantity: number;
}

export interface DashboardMonth {
  /** YYYY-MM. */
  month: string;
  /** Orders placed in the month (London time). */
  received: number;
  /** Orders delivered whose delivery day is in the month. */
  served: number;
}

/**
 * GET /api/analytics/dashboard (admins only). Money is in the API's decimal form ('1234.50', GBP). Every figure
 * but `monthly` covers the period's days; `monthly` is the twelve months ending with the period's last month.
 *  - `orders`: orders placed in the period (as the order report counts them), paid or not;
 *  - `revenue`: totals of the period's orders that are paid and not refunded; `refunds` is what was refunded
 *    of the period's orders, and `gross_revenue` = `revenue` + `refunds`;
 *  - `average_sale`: `revenue` / `paid_orders` ('0.00' when none);
 *  - `cancelled_orders`: the period's orders now cancelled (a paid one stays in revenue until it is refunded);
 *  - `top_meals`: the meals most ordered in paid, not cancelled orders of the period, by quantity (at most 5).
 */
export interface DashboardFigures {
  period: {
    period: DashboardPeriod;
    start_date: string;
    end_date: string;
    time_zone: typeof LONDON_TIME_ZONE;
  };
  revenue: string;
  gross_revenue: string;
  refunds: string;
  average_sale: string;
  orders: number;
  paid_orders: number;
  refunded_orders: number;
  cancelled_orders: number;
  top_meals: DashboardTopMeal[];
  monthly: DashboardMonth[];
}
