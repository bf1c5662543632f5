import type { OrderSummary } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Link, useLocation, useNavigate } from '@mealbox/web-kit/router';
import { formatDateTime, formatPrice, formatShortDate } from '@mealbox/web-kit';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges';
import { orderDetailPath, type FromReport } from './order-link';
import styles from './OrdersTable.module.css';

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  /** Says which page this is, for screen readers ('Orders, page 1 of 3'). */
  caption: string;
}

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Ordered' },
  { label: 'Delivery' },
  { label: 'Total', className: styles.number },
  { label: 'Payment' },
  { label: 'Status' },
];

/**
 * The report on wide screens: one row per order. The reference is the row's link (keyboard and screen readers);
 * a click anywhere else on the row opens the order too, as staff expect of a report.
 */
export function OrdersTable({ orders, caption }: OrdersTableProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const state: FromReport = { reportSearch: search };
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {orders.map((order) => (
        <tr
          key={order.id}
          data-testid="order-row"
          className={styles.row}
          onClick={(event) => {
            // A click on the link itself (or text being selected) is left to the browser.
            if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
            void navigate(orderDetailPath(order.id), { state });
          }}
        >
          <th scope="row" className={styles.order}>
            <Link to={orderDetailPath(order.id)} state={state} className={styles.reference}>
              {orderReference(order.id)}
            </Link>
            <span className={styles.muted}>{order.number_of_meals} meals</span>
          </th>
          <td className={styles.customer}>
            <span className={styles.name}>{order.customer_name || 'No name given'}</span>
            <span className={styles.muted}>{order.customer_email}</span>
          </td>
          <td className={styles.date}>{formatDateTime(order.ordered_at)}</td>
          <td className={styles.date}>{formatShortDate(order.delivery_date)}</td>
          <td className={styles.total}>{formatPrice(Number(order.total_amount))}</td>
          <td>
            <PaymentStatusBadge status={order.payment_status} />
          </td>
          <td>
            <OrderStatusBadge status={order.order_status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
