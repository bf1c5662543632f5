import type { OrderList } from '@mealbox/contracts';
import { BoxIcon, type AsyncResult } from '@mealbox/web-kit';
import { ListResults } from '../components/ListResults';
import { OrderCards } from './OrderCards';
import { OrdersTable } from './OrdersTable';
import { isOrdersFiltered, ordersRangeLabel, type OrdersQuery } from './orders-query';

interface OrdersResultsProps {
  orders: AsyncResult<OrderList>;
  query: OrdersQuery;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The report itself: loading, the error, 'no orders', or the page of orders with the pager. */
export function OrdersResults({ orders, query, onPage, onClearFilters }: OrdersResultsProps) {
  const filtered = isOrdersFiltered(query);
  return (
    <ListResults
      list={orders}
      pageOf={(list) => ({ rows: list.orders, pagination: list.pagination })}
      loadingLabel="Loading orders…"
      loadErrorTitle="We couldn’t load the orders"
      countLabel={ordersRangeLabel}
      empty={{
        icon: <BoxIcon size={30} />,
        title: 'No orders found matching your criteria',
        text: filtered ? 'Try another search, status or dates.' : undefined,
        showAllLabel: 'Show all orders',
        offerShowAll: filtered || query.page > 1,
      }}
      onClearFilters={onClearFilters}
      tableName="Orders"
      table={(rows, caption) => <OrdersTable orders={rows} caption={caption} />}
      cards={(rows) => <OrderCards orders={rows} />}
      onPage={onPage}
    />
  );
}
