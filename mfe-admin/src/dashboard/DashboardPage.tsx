import { useCallback } from 'react';
import {
  Alert,
  Button,
  ChartIcon,
  EmptyState,
  LoadErrorAlert,
  LoadingState,
  RefreshIcon,
  cx,
  describeError,
  useAsync,
} from '@mealbox/web-kit';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { fetchDashboard } from './dashboard-api';
import { periodLabel } from './dashboard-labels';
import { londonToday, readDashboardQuery, readyToAsk, writeDashboardQuery } from './dashboard-query';
import type { DashboardScreenQuery } from './dashboard-query';
import { FigureCards } from './FigureCards';
import { MonthlyChart } from './MonthlyChart';
import { PeriodChooser } from './PeriodChooser';
import { TopMeals } from './TopMeals';
import styles from './DashboardPage.module.css';

/**
 * /manage-dashboard, where staff land after signing in: live figures for a period (revenue, average sale, orders,
 * cancellations), the top meals and orders received against served per month. Never sample data: an empty shop
 * shows zeros and says so.
 */
export function DashboardPage() {
  const [query, setUrlQuery] = useUrlQuery(readDashboardQuery, writeDashboardQuery);
  const setQuery = useCallback((change: Partial<DashboardScreenQuery>) => setUrlQuery(change), [setUrlQuery]);
  const ready = readyToAsk(query);
  const figures = useAsync(
    (signal) => (ready ? fetchDashboard(query, signal) : Promise.resolve(null)),
    writeDashboardQuery(query).toString(),
  );
  const { status, data } = figures;

  return (
    <>
      <AdminPageHeader title="Dashboard">
        <p>
          How the shop is doing: money taken, orders and the meals customers choose, live from the orders.
        </p>
      </AdminPageHeader>
      <section aria-label="Dashboard" className={styles.section}>
        <div className={styles.toolbar}>
          <PeriodChooser query={query} today={londonToday()} onChange={setQuery} />
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshIcon size={16} />}
            onClick={figures.retry}
            disabled={status === 'loading' || !ready}
          >
            Refresh
          </Button>
        </div>
        {!ready ? (
          <Alert tone="info" title="Choose both days of the custom period" />
        ) : status === 'error' ? (
          <LoadErrorAlert title="We couldn’t load the figures" onRetry={figures.retry}>
            <p>{describeError(figures.error)}</p>
          </LoadErrorAlert>
        ) : null}
        {ready && !data ? (
          status === 'error' ? null : (
            <LoadingState label="Loading the figures…" />
          )
        ) : data ? (
          <div
            className={cx(styles.results, status === 'loading' && styles.busy)}
            aria-busy={status === 'loading'}
          >
            <p className={styles.period} aria-live="polite">
              {status === 'loading'
                ? ''
                : `${periodLabel(data.period.start_date, data.period.end_date)} (UK time)`}
            </p>
            {data.orders === 0 ? (
              <EmptyState icon={<ChartIcon size={30} />} title="No orders in this period">
                <p>Figures appear here as soon as customers place orders. Try a longer period.</p>
              </EmptyState>
            ) : null}
            <FigureCards data={data} />
            <div className={styles.panels}>
              <MonthlyChart months={data.monthly} />
              <TopMeals meals={data.top_meals} />
            </div>
          </div>
        ) : null}
      </section>
    </>
  );
}
