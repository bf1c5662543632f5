import type { ResolvedPeriod } from './dashboard-period';
import { summariseDays } from './dashboard-summary';
import type { DashboardSummary } from './dashboard-summary';
import type { ReadModels } from './ordering-deps';
import type { StaffReadModel } from './staff-read-model';

export interface DashboardResult extends DashboardSummary {
  period: ResolvedPeriod;
  /** Meal id -> name as ordering last heard it from the catalogue. */
  mealNames: Map<string, string>;
}

/**
 * The dashboard's figures for a period: the day buckets from the earlier of the period's start and its chart's
 * first month to its end (at most a few hundred, however many orders there are), added up from the instance's
 * read model in memory; only the top meals' names are read from the database.
 */
export async function dashboardFigures(
  deps: { readModel: StaffReadModel } & Pick<ReadModels, 'meals'>,
  period: ResolvedPeriod,
): Promise<DashboardResult> {
  const chartStart = `${period.months[0]}-01`;
  const from = chartStart < period.start ? chartStart : period.start;
  const summary = summariseDays(deps.readModel.daysBetween(from, period.end), period);
  // Each by `_id`, the lookup FerretDB answers from an index (an `$in` reads the whole collection there).
  const meals = await Promise.all(
    summary.topMeals.map(({ mealId }) =>
      deps.meals.findById(mealId).select({ name: 1 }).lean<{ _id: string; name?: string }>(),
    ),
  );
  const mealNames = new Map(meals.flatMap((meal) => (meal?.name ? [[meal._id, meal.name] as const] : [])));
  return { ...summary, period, mealNames };
}
