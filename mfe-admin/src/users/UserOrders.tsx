import type { AdminUserRow } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Link } from '@mealbox/web-kit/router';
import {
  LoadErrorAlert,
  LoadingState,
  describeError,
  formatDateTime,
  formatPrice,
  formatWeekdayDate,
  useAsync,
} from '@mealbox/web-kit';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/OrderBadges';
import { orderDetailPath } from '../orders/order-link';
import { fetchUserOrders } from './users-api';
import styles from './UserOrders.module.css';

/**
 * The user's orders, newest first: each by its MB- reference (a link to the order's page), when placed, the
 * delivery day, the total and where it stands, in the same words and badges as the order report.
 */
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
              <p className={styles.id}>
                <Link to={orderDetailPath(order.id)}>{orderReference(order.id)}</Link>
              </p>
              <p className={styles.when}>
                Placed {formatDateTime(order.ordered_at) || 'date unknown'}
                {order.delivery_date ? ` · Delivery ${formatWeekdayDate(order.delivery_date)}` : ''}
              </p>
            </div>
            <div className={styles.side}>
              <p className={styles.total}>{formatPrice(Number(order.total_amount))}</p>
              <div className={styles.badges}>
                <OrderStatusBadge status={order.order_status} />
                <PaymentStatusBadge status={order.payment_status} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
