import type { DashboardFigures } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import { dashboardApiQuery, type DashboardScreenQuery } from './dashboard-query';

const DASHBOARD = '/api/analytics/dashboard';

/** The live figures for a period (GET /api/analytics/dashboard), read from ordering's day buckets. */
export async function fetchDashboard(
  query: DashboardScreenQuery,
  signal: AbortSignal,
): Promise<DashboardFigures> {
  const answer = await api.get<DashboardFigures>(DASHBOARD, { query: dashboardApiQuery(query), signal });
  if (!answer || !Array.isArray(answer.monthly) || !Array.isArray(answer.top_meals))
    throw unexpectedAnswer(DASHBOARD);
  return answer;
}
