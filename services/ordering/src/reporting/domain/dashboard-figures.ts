import type { ResolvedPeriod } from './dashboard-period';
import { summariseDays } from './dashboard-summary';
import type { DashboardSummary } from './dashboard-summary';
import type { MealNameCache } from './meal-name-cache';
import type { StaffReadModel } from './staff-read-model';

export interface DashboardResult extends DashboardSummary {
  period: ResolvedPeriod;
  /** Meal id -> name as ordering last heard it from the catalogue. */
  mealNames: Map<string, string>;
}

/**
 * The dashboard's figures for a period: the buckets (whole months added up, the rest by day) from the earlier of the period's start and its chart's
 * first month to its end (at most a few hundred, however many orders there are), added up from the instance's
 * read model in memory, with the top meals' names from the instance's cache: the database is not asked.
 */
export async function dashboardFigures(
  deps: { readModel: StaffReadModel; mealNames: MealNameCache },
  period: ResolvedPeriod,
): Promise<DashboardResult> {
  const chartStart = `${period.months[0]}-01`;
  const from = chartStart < period.start ? chartStart : period.start;
  // Whole months come added up, except the one the period starts inside: only part of it counts to the totals.
  const buckets = deps.readModel.bucketsBetween(from, period.end, period.start);
  const summary = summariseDays(buckets, period);
  const mealNames = await deps.mealNames.namesOf(summary.topMeals.map((meal) => meal.mealId));
  return { ...summary, period, mealNames };
}
