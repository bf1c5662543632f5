import type { DashboardMonth } from '@mealbox/contracts';
import { addInto, emptyDay } from './dashboard-contribution';
import type { DayFigures } from './dashboard-contribution';
import type { ResolvedPeriod } from './dashboard-period';

export interface DashboardSummary {
  /** The period's days added up. */
  totals: DayFigures;
  monthly: DashboardMonth[];
  /** Meal ids by quantity, most first (ties by id, so the order is stable), at most `topMeals`. */
  topMeals: { mealId: string; quantity: number }[];
}

/**
 * Adds up day buckets (`_id` = the day) for a period and its chart's months. Pure, so the endpoint, the tests and
 * the benchmark share it; the work is one step per day.
 */
export function summariseDays(
  days: readonly (DayFigures & { _id: string })[],
  period: Pick<ResolvedPeriod, 'start' | 'end' | 'months'>,
  topMeals = 5,
): DashboardSummary {
  const totals = emptyDay();
  const months = new Map(period.months.map((month) => [month, { month, received: 0, served: 0 }]));
  for (const day of days) {
    if (day._id >= period.start && day._id <= period.end) addInto(totals, day);
    const month = months.get(day._id.slice(0, 7));
    if (month) {
      month.received += day.received ?? 0;
      month.served += day.delivered ?? 0;
    }
  }
  const ranked = Object.entries(totals.meals)
    .filter(([, quantity]) => quantity > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, topMeals)
    .map(([mealId, quantity]) => ({ mealId, quantity }));
  return { totals, monthly: [...months.values()], topMeals: ranked };
}
