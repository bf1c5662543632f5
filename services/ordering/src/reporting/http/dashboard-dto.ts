import { penceToDecimal } from '@mealbox/contracts';
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';
import type { DashboardFigures } from '@mealbox/contracts';
import type { DashboardResult } from '../domain/dashboard-figures';

export const UNKNOWN_MEAL_NAME = 'Meal no longer listed';

/** The dashboard's figures in the API's form (snake_case, money as decimal pounds). */
export function toDashboardDto(result: DashboardResult): DashboardFigures {
  const { totals, period } = result;
  return {
    period: {
      period: period.period,
      start_date: period.start,
      end_date: period.end,
      time_zone: LONDON_TIME_ZONE,
    },
    revenue: penceToDecimal(totals.paidPence),
    gross_revenue: penceToDecimal(totals.paidPence + totals.refundedPence),
    refunds: penceToDecimal(totals.refundedPence),
    average_sale: penceToDecimal(totals.paidOrders > 0 ? totals.paidPence / totals.paidOrders : 0),
    orders: totals.received,
    paid_orders: totals.paidOrders,
    refunded_orders: totals.refundedOrders,
    cancelled_orders: totals.cancelled,
    top_meals: result.topMeals.map(({ mealId, quantity }) => ({
      meal_id: mealId,
      name: result.mealNames.get(mealId) ?? UNKNOWN_MEAL_NAME,
      quantity,
    })),
    monthly: result.monthly,
  };
}
