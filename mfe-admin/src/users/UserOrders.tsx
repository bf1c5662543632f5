import type { AdminUserRow } from '@mealbox/contracts';
import {
  Badge,
  LoadErrorAlert,
  LoadingState,
  describeError,
  formatDateTime,
  formatPrice,
  formatWeekdayDate,
  useAsync,
} from '@mealbox/web-kit';
import { fetchUserOrders } from './users-api';
import { orderStatusLabel } from './user-labels';
import styles from './UserOrders.module.css';

/** The user's orders, newest first: when placed, the delivery day, the total and where it stands. */
export function UserOrders({ user }: { user: AdminUserRow }) {
  const orders = useAsync((signal) => fetchUserOrders(user.id, signal), `orders:${user.id}`);
  if (orders.status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t load this user’s orders" onRetry={orders.retry}>
        <p>{describeError(orders.error)}</p>
      </LoadErrorAlert>
    );
  }
  if (orders.status === 'loading' || !orders.data) return <LoadingState label="Loading orders…" />;

  const { orders: list, pagination } = orders.data;
  if (list.length === 0) return <p className={styles.empty}>No orders found for this user.</p>;
  return (
    <>
      <p className={styles.summary}>
        {pagination.total > list.length
          ? `The latest ${list.length} of ${pagination.total} orders.`
          : `${list.length} ${list.length === 1 ? 'order' : 'orders'}, newest first.`}
      </p>
      <ul className={styles.orders}>
        {list.map((order) => (
          <li key={order.id} className={styles.order}>
            <div className={styles.main}>
              <p className={styles.id}>Order {order.id}</p>
              <p className={styles.when}>
                Placed {formatDateTime(order.ordered_at) || 'date unknown'}
                {order.delivery_date ? ` · Delivery ${formatWeekdayDate(order.delivery_date)}` : ''}
              </p>
            </div>
            <div className={styles.side}>
              <p className={styles.total}>{formatPrice(Number(order.total_amount))}</p>
              <div className={styles.badges}>
                <Badge tone={order.order_status === 'cancelled' ? 'amber' : 'green'}>
                  {orderStatusLabel(order.order_status)}
                </Badge>
                <Badge tone={order.payment_status === 'completed' ? 'blue' : 'neutral'}>
                  Payment {orderStatusLabel(order.payment_status).toLowerCase()}
                </Badge>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
