import type { OrderList } from '@mealbox/contracts';
import {
  BoxIcon,
  Button,
  EmptyState,
  LoadErrorAlert,
  LoadingState,
  cx,
  describeError,
  type AsyncResult,
} from '@mealbox/web-kit';
import { Pager } from '../components/Pager';
import { pageLabel } from '../components/paging';
import { useMediaQuery } from '../hooks/use-media-query';
import { OrderCards } from './OrderCards';
import { OrdersTable } from './OrdersTable';
import { isOrdersFiltered, ordersRangeLabel, type OrdersQuery } from './orders-query';
import styles from './OrdersResults.module.css';

/** The table needs this much room beside the sidebar; narrower screens get a card per order. */
const TABLE_MEDIA = '(min-width: 1180px)';

interface OrdersResultsProps {
  orders: AsyncResult<OrderList>;
  query: OrdersQuery;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The report itself: loading, the error, 'no orders', or the page of orders with the pager. */
export function OrdersResults({ orders, query, onPage, onClearFilters }: OrdersResultsProps) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const { status, data } = orders;
  const error =
    status === 'error' ? (
      <LoadErrorAlert title="We couldn’t load the orders" onRetry={orders.retry}>
        <p>{describeError(orders.error)}</p>
      </LoadErrorAlert>
    ) : null;
  if (!data) return error ?? <LoadingState label="Loading orders…" />;

  const { orders: rows, pagination } = data;
  return (
    <div className={cx(styles.results, status === 'loading' && styles.busy)} aria-busy={status === 'loading'}>
      {error}
      <p className={styles.count} aria-live="polite">
        {status === 'loading' ? '' : ordersRangeLabel(pagination, rows.length)}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          icon={<BoxIcon size={30} />}
          title="No orders found matching your criteria"
          action={
            isOrdersFiltered(query) || query.page > 1 ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Show all orders
              </Button>
            ) : null
          }
        >
          {isOrdersFiltered(query) ? <p>Try another search, status or dates.</p> : null}
        </EmptyState>
      ) : (
        <>
          {wide ? (
            <OrdersTable orders={rows} caption={`Orders, ${pageLabel(pagination).toLowerCase()}`} />
          ) : (
            <OrderCards orders={rows} />
          )}
          <Pager pagination={pagination} onPage={onPage} />
        </>
      )}
    </div>
  );
}
