import { Alert, Button, RefreshIcon, Spinner, formatDateTime } from '@mealbox/web-kit';
import type { Order, PaymentStatus } from '@mealbox/contracts';
import { PaymentStatusBadge } from './OrderBadges';
import { paymentActions } from './order-actions';
import { paymentProblemNotice } from './payment-problem-notice';
import styles from './DetailCard.module.css';

interface PaymentCardProps {
  order: Order;
  /** The payment status being asked for, if a change is on its way. */
  pendingTo: PaymentStatus | null;
  error: string | null;
  refundWaiting: boolean;
  refundSlow: boolean;
  onChange: (to: PaymentStatus) => void;
  /** 'Issue Refund' asks first; the page opens the question. */
  onRefund: () => void;
  onCheckRefund: () => void;
}

/** The payment's status and the spec's payment actions (section 4), with a refund followed until it is made. */
export function PaymentCard({
  order,
  pendingTo,
  error,
  refundWaiting,
  refundSlow,
  onChange,
  onRefund,
  onCheckRefund,
}: PaymentCardProps) {
  // While a refund is being made, the only thing to do is wait for it.
  const actions = refundWaiting ? [] : paymentActions(order.payment_status);
  const busy = pendingTo !== null;
  const problem = paymentProblemNotice(order);
  return (
    <section className={styles.card} aria-labelledby="payment-heading" data-testid="payment-card">
      <div className={styles.head}>
        <h2 id="payment-heading" className={styles.title}>
          Payment
        </h2>
        <PaymentStatusBadge status={order.payment_status} />
      </div>
      {problem ? (
        <Alert tone={problem.tone} title={problem.title}>
          <div data-testid="payment-problem">
            {problem.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </Alert>
      ) : null}
      {refundWaiting ? (
        <p className={styles.progress} role="status" data-testid="refund-requested">
          <Spinner size="sm" /> Refund requested. Waiting for the payment provider to confirm it…
        </p>
      ) : null}
      {refundSlow ? (
        <div className={styles.note} role="status" data-testid="refund-requested">
          <p>
            Refund requested
            {order.refund_requested_at ? ` on ${formatDateTime(order.refund_requested_at)}` : ''}. The payment
            provider has not confirmed it yet; the payment will show Refunded once it has.
          </p>
          <Button variant="ghost" size="sm" icon={<RefreshIcon size={16} />} onClick={onCheckRefund}>
            Check again
          </Button>
        </div>
      ) : null}
      {order.payment_status === 'refunded' ? (
        <p className={styles.note}>The payment has been refunded in full.</p>
      ) : null}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action.to}
              variant={action.to === 'refunded' ? 'danger' : 'secondary'}
              size="sm"
              icon={pendingTo === action.to ? <Spinner size="sm" /> : undefined}
              aria-disabled={busy}
              onClick={() => {
                if (busy) return;
                if (action.to === 'refunded') onRefund();
                else onChange(action.to);
              }}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" title="Failed to update payment status">
          <p>{error}</p>
        </Alert>
      ) : null}
    </section>
  );
}
