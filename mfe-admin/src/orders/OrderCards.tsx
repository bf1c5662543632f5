import type { OrderSummary } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Link, useLocation } from '@mealbox/web-kit/router';
import { ChevronRightIcon, formatDateTime, formatPrice, formatShortDate } from '@mealbox/web-kit';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges';
import { orderDetailPath, type FromReport } from './order-link';
import styles from './OrderCards.module.css';

/** The report on phones and tablets: a card per order, the whole card a link to the order. */
export function OrderCards({ orders }: { orders: readonly OrderSummary[] }) {
  const { search } = useLocation();
  const state: FromReport = { reportSearch: search };
  return (
    <ul className={styles.cards}>
      {orders.map((order) => (
        <li key={order.id}>
          <article className={styles.card} data-testid="order-row">
            <div className={styles.head}>
              <h2 className={styles.title}>
                {/* The link covers the card (::after), so a tap anywhere opens the order. */}
                <Link to={orderDetailPath(order.id)} state={state} className={styles.link}>
                  {orderReference(order.id)}
                </Link>
              </h2>
              <p className={styles.total}>{formatPrice(Number(order.total_amount))}</p>
            </div>
            <p className={styles.customer}>
              <span className={styles.name}>{order.customer_name || 'No name given'}</span>
              <span className={styles.email}>{order.customer_email}</span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>Ordered</dt>
                <dd>{formatDateTime(order.ordered_at)}</dd>
              </div>
              <div>
                <dt>Delivery</dt>
                <dd>{formatShortDate(order.delivery_date)}</dd>
              </div>
            </dl>
            <div className={styles.foot}>
              <div className={styles.badges}>
                <PaymentStatusBadge status={order.payment_status} />
                <OrderStatusBadge status={order.order_status} />
              </div>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
