import { useCallback, useState } from 'react';
import { useAsync } from '@mealbox/web-kit';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ExportCsvButton } from './ExportCsvButton';
import { OrdersResults } from './OrdersResults';
import { OrdersToolbar } from './OrdersToolbar';
import { fetchOrderReport } from './orders-api';
import { DEFAULT_ORDERS_QUERY, readOrdersQuery, writeOrdersQuery, type OrdersQuery } from './orders-query';
import styles from './OrdersPage.module.css';

/** How long typing must pause before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * /manage-orders, the Order Report (spec: Admin screens): every order, newest first, filterable by status and by
 * the days it was placed, searchable, 10 a page. A row opens the order.
 */
export function OrdersPage() {
  const [query, setQuery] = useUrlQuery(readOrdersQuery, writeOrdersQuery);
  const orders = useAsync((signal) => fetchOrderReport(query, signal), writeOrdersQuery(query).toString());

  const [searchText, setSearchText] = useState(query.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setQuery({ search: text.trim(), page: 1 }),
    SEARCH_DELAY_MS,
  );
  const clearFilters = useCallback(() => {
    applySearch.cancel();
    setSearchText('');
    setQuery(DEFAULT_ORDERS_QUERY);
  }, [applySearch, setQuery]);

  return (
    <>
      <AdminPageHeader title="Orders">
        <p>
          Every box ordered, newest first. Open an order to see its meals and customer, move it along to
          delivery, or sort out its payment.
        </p>
      </AdminPageHeader>
      <section aria-label="Orders" className={styles.section}>
        <OrdersToolbar
          search={searchText}
          onSearch={(text) => {
            setSearchText(text);
            applySearch.run(text);
          }}
          status={query.status}
          onStatus={(status) => setQuery({ status, page: 1 })}
          startDate={query.start_date}
          endDate={query.end_date}
          onDates={(dates: Pick<OrdersQuery, 'start_date' | 'end_date'>) => setQuery({ ...dates, page: 1 })}
        />
        <ExportCsvButton query={query} />
        <OrdersResults
          orders={orders}
          query={query}
          onPage={(page) => setQuery({ page })}
          onClearFilters={clearFilters}
        />
      </section>
    </>
  );
}
