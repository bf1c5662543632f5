import { useEffect, useId, useState } from 'react';
import type { OrderList, OrderSummary } from '@mealbox/contracts';
import {
  ArrowRightIcon,
  Badge,
  BoxIcon,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  LinkButton,
  LoadErrorAlert,
  LoadingState,
  PriceLineRows,
  cx,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import card from './Card.module.css';
import { InvitationCard } from './InvitationCard';
import { actionProblem } from './subscription/action-problem';
import {
  ORDER_PAGE_SIZE,
  orderCount,
  orderPaging,
  orderRowWords,
  pageToReadInstead,
} from './orders/order-history';
import { fetchOwnOrders } from './orders/orders-api';
import { MealRatings } from './ratings/MealRatings';
import { OrderTimeline } from './orders/OrderTimeline';
import styles from './OrdersCard.module.css';

/**
 * 'Your orders': the customer's own orders from ordering (GET /api/orders/, newest first), a page at a time, each
 * with its reference, days, plan, statuses, total and its way to the door (OrderTimeline); an order still to be
 * paid leads to its cart, and a delivered one lets the customer rate its meals. A customer
 * with none yet is invited to choose a plan. Keyed by who is signed in, so another customer never sees the last
 * one's orders or page.
 */
export function OrdersCard() {
  const session = useSession();
  return <OrderHistory key={session.userId ?? ''} userKey={session.userId ?? ''} />;
}

function OrderHistory({ userKey }: { userKey: string }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const orders = useAsync(async (signal) => {
    const answer = await fetchOwnOrders(page, ORDER_PAGE_SIZE, signal);
    const instead = pageToReadInstead(answer);
    return instead === null ? answer : fetchOwnOrders(instead, ORDER_PAGE_SIZE, signal);
  }, `orders:${userKey}:${page}`);
  const answer = orders.data;

  if (answer && answer.pagination.total === 0 && orders.status !== 'error') return <NoOrdersYet />;
  return (
    <section
      className={cx(card.card, styles.history)}
      aria-labelledby={titleId}
      aria-busy={orders.status === 'loading'}
      data-testid="orders"
    >
      <div className={styles.head}>
        <span className={card.iconTile}>
          <BoxIcon size={26} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={card.title}>
            Your orders
          </h2>
          {answer ? (
            <p className={styles.count} data-testid="orders-count">
              {orderCount(answer.pagination.total)}, newest first
            </p>
          ) : null}
        </div>
      </div>
      {orders.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load your orders" onRetry={orders.retry}>
          <p>{actionProblem(orders.error)}</p>
        </LoadErrorAlert>
      ) : null}
      {answer && answer.orders.length > 0 ? (
        <OrderPage answer={answer} loading={orders.status === 'loading'} onPage={setPage} />
      ) : orders.status === 'loading' ? (
        <LoadingState label="Loading your orders…" />
      ) : null}
    </section>
  );
}

function OrderPage({
  answer,
  loading,
  onPage,
}: {
  answer: OrderList;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const today = new Date();
  const paging = orderPaging(answer.pagination);
  // A delivery email's "Rate your meals" links to /account#order-<id>: the list arrives after the browser looked
  // for that anchor, so the page goes to it once the order is there.
  useEffect(() => {
    const wanted = window.location.hash.slice(1);
    if (wanted.startsWith('order-')) document.getElementById(wanted)?.scrollIntoView({ block: 'start' });
  }, [answer]);
  return (
    <>
      <ol className={cx(styles.list, loading && styles.stale)}>
        {answer.orders.map((order) => (
          <OrderRow key={order.id} order={order} today={today} />
        ))}
      </ol>
      {paging ? (
        <nav className={styles.paging} aria-label="Pages of your orders">
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeftIcon size={16} />}
            aria-disabled={paging.previous === null || loading}
            onClick={() => {
              if (paging.previous !== null && !loading) onPage(paging.previous);
            }}
          >
            Previous
          </Button>
          <p className={styles.pageLabel} aria-live="polite">
            {loading ? 'Loading…' : paging.label}
          </p>
          <Button
            variant="secondary"
            size="sm"
            iconEnd={<ChevronRightIcon size={16} />}
            aria-disabled={paging.next === null || loading}
            onClick={() => {
              if (paging.next !== null && !loading) onPage(paging.next);
            }}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function OrderRow({ order, today }: { order: OrderSummary; today: Date }) {
  const words = orderRowWords(order, today);
  return (
    <li className={styles.order} id={`order-${order.id}`} data-testid="order" data-order-id={order.id}>
      <div className={styles.top}>
        <h3 className={styles.reference}>
          <span className={styles.referenceLabel}>Order </span>
          {words.reference}
        </h3>
        <p className={styles.total} data-testid="order-total">
          <span className="mb-visually-hidden">Total </span>
          {words.total}
        </p>
      </div>
      <p className={styles.plan}>{words.plan}</p>
      <dl className={styles.days}>
        <div className={styles.day}>
          <dt>Ordered</dt>
          <dd>
            <time dateTime={order.ordered_at}>{words.ordered}</time>
          </dd>
        </div>
        <div className={styles.day}>
          <dt>Delivery</dt>
          <dd>
            <time dateTime={order.delivery_date}>{words.delivery}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.bottom}>
        <p className={styles.statuses}>
          <span className="mb-visually-hidden">Order status: </span>
          <span data-testid="order-status">
            <Badge tone={words.orderStatus.tone}>{words.orderStatus.label}</Badge>
          </span>
          <span className="mb-visually-hidden">. Payment: </span>
          <span data-testid="payment-status">
            <Badge tone={words.paymentStatus.tone}>{words.paymentStatus.label}</Badge>
          </span>
        </p>
        {words.payPath ? (
          <LinkButton
            to={words.payPath}
            variant="accent"
            size="sm"
            className={styles.pay}
            iconEnd={<ArrowRightIcon size={16} />}
          >
            Pay now<span className="mb-visually-hidden"> for order {words.reference}</span>
          </LinkButton>
        ) : null}
      </div>
      <OrderTimeline order={order} reference={words.reference} />
      {order.price_lines && order.price_lines.length > 0 ? (
        <details className={styles.price} data-testid="order-price">
          <summary>Price details</summary>
          <dl className="mb-price__rows">
            <PriceLineRows lines={order.price_lines} />
          </dl>
        </details>
      ) : null}
      {order.order_status === 'delivered' ? (
        <MealRatings orderId={order.id} reference={words.reference} />
      ) : null}
    </li>
  );
}

/** No order yet: where orders will appear, and the way to a first box. */
function NoOrdersYet() {
  return (
    <InvitationCard
      icon={<BoxIcon size={26} />}
      title="Your orders"
      testId="orders"
      warm
      action={
        <div className={styles.actions}>
          <LinkButton to={SITE_PATHS.plan} variant="accent" iconEnd={<ArrowRightIcon size={18} />}>
            Choose a plan
          </LinkButton>
          <LinkButton to={SITE_PATHS.menu} variant="secondary">
            Browse the menu
          </LinkButton>
        </div>
      }
    >
      Once you&rsquo;ve ordered your first box, your orders and their delivery dates will be listed here.
    </InvitationCard>
  );
}
