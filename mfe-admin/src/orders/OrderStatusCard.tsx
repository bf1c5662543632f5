import { Alert, ArrowRightIcon, Button, CloseIcon, Spinner } from '@mealbox/web-kit';
import type { Order, OrderStatus } from '@mealbox/contracts';
import { OrderStatusBadge } from './OrderBadges';
import { canCancel, nextOrderStep } from './order-actions';
import styles from './DetailCard.module.css';

interface OrderStatusCardProps {
  order: Order;
  /** The order status being asked for, if a change is on its way. */
  pendingTo: OrderStatus | null;
  error: string | null;
  onStep: (to: OrderStatus) => void;
  onCancel: () => void;
}

/** Where the order stands in the kitchen and on the road, with the spec's next step and Cancel (section 4). */
export function OrderStatusCard({ order, pendingTo, error, onStep, onCancel }: OrderStatusCardProps) {
  const busy = pendingTo !== null;
  const next = nextOrderStep(order.order_status);
  const cancellable = canCancel(order.order_status);
  return (
    <section className={styles.card} aria-labelledby="order-status-heading" data-testid="order-status-card">
      <div className={styles.head}>
        <h2 id="order-status-heading" className={styles.title}>
          Order status
        </h2>
        <OrderStatusBadge status={order.order_status} />
      </div>
      {next || cancellable ? (
        <div className={styles.actions}>
          {next ? (
            <Button
              variant="primary"
              size="sm"
              icon={pendingTo === next.to ? <Spinner size="sm" /> : <ArrowRightIcon size={16} />}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onStep(next.to);
              }}
            >
              {next.label}
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              size="sm"
              icon={pendingTo === 'cancelled' ? <Spinner size="sm" /> : <CloseIcon size={16} />}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onCancel();
              }}
            >
              Cancel Order
            </Button>
          ) : null}
        </div>
      ) : (
        <p className={styles.note}>
          {order.order_status === 'delivered'
            ? 'This order has been delivered. Nothing more to do.'
            : 'This order was cancelled. Nothing more to do.'}
        </p>
      )}
      {error ? (
        <Alert tone="error" title="Failed to update order status">
          <p>{error}</p>
        </Alert>
      ) : null}
    </section>
  );
}
