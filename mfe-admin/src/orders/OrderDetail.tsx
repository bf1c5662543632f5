import { useState } from 'react';
import type { Order } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { PriceBreakdown, formatDateTime, formatPrice, formatWeekdayDate } from '@mealbox/web-kit';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AccountCreditCard } from './AccountCreditCard';
import { BackToReport } from './BackToReport';
import { CustomerCard } from './CustomerCard';
import { DeliveryProgressCard } from './DeliveryProgressCard';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges';
import { OrderEmailsCard } from './OrderEmailsCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderStatusCard } from './OrderStatusCard';
import { PaymentCard } from './PaymentCard';
import { RefundsCard } from './RefundsCard';
import { useOrderUpdates } from './use-order-updates';
import cardStyles from './DetailCard.module.css';
import styles from './OrderDetail.module.css';

type Confirming = 'refund' | 'cancel' | null;

/** The loaded order: its facts on the left, what staff can do with it on the right (below, on phones). */
export function OrderDetail({ initial }: { initial: Order }) {
  const updates = useOrderUpdates(initial);
  const { order, pending } = updates;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const rest = formatPrice(Number(order.refundable_total));
  const customer = order.customer_name || order.customer_email;

  return (
    <>
      <BackToReport />
      <div className={styles.top}>
        <AdminPageHeader title={`Order ${orderReference(order.id)}`}>
          <p>
            Placed {formatDateTime(order.ordered_at)} by {customer}. Delivery{' '}
            <strong>{formatWeekdayDate(order.delivery_date)}</strong>.
          </p>
        </AdminPageHeader>
        <div className={styles.badges} data-testid="order-badges">
          <PaymentStatusBadge status={order.payment_status} />
          <OrderStatusBadge status={order.order_status} />
        </div>
      </div>
      <div className={styles.layout}>
        {/* Actions first: on a phone they are what staff came for; wide screens put them on the right. */}
        <div className={styles.side}>
          <OrderStatusCard
            order={order}
            pendingTo={pending?.kind === 'order' ? pending.to : null}
            error={updates.orderError}
            onStep={(to) => void updates.changeOrderStatus(to)}
            onCancel={() => setConfirming('cancel')}
          />
          <DeliveryProgressCard order={order} />
          <PaymentCard
            order={order}
            pendingTo={pending?.kind === 'payment' ? pending.to : null}
            error={updates.paymentError}
            refundWaiting={updates.refundWaiting}
            refundSlow={updates.refundSlow}
            onChange={(to) => void updates.changePaymentStatus(to)}
            onRefund={() => setConfirming('refund')}
            onCheckRefund={updates.checkRefundAgain}
          />
          <RefundsCard order={order} onOrder={updates.showOrder} />
          <CustomerCard order={order} />
          <AccountCreditCard order={order} />
          <OrderEmailsCard order={order} />
        </div>
        <div className={styles.main}>
          <OrderItemsCard order={order} />
          <section className={cardStyles.card} aria-labelledby="price-heading">
            <div className={cardStyles.head}>
              <h2 id="price-heading" className={cardStyles.title}>
                Price
              </h2>
              <p className={styles.id}>ID {order.id}</p>
            </div>
            <PriceBreakdown price={order.price} totalNote="for this box" />
          </section>
        </div>
      </div>
      <ConfirmDialog
        open={confirming === 'refund'}
        title="Issue a refund?"
        question={`Refund ${rest} to ${customer}?`}
        confirmLabel="Issue Refund"
        confirmVariant="danger"
        pending={pending?.kind === 'payment'}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          void updates.changePaymentStatus('refunded').then(() => setConfirming(null));
        }}
      >
        <p>
          What is left of the payment goes back to the card it came from, and any account credit the order
          used goes back to the customer&rsquo;s account. This cannot be undone; the order itself is not
          cancelled.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title="Cancel this order?"
        question={`Cancel order ${orderReference(order.id)}?`}
        confirmLabel="Cancel Order"
        confirmVariant="danger"
        pending={pending?.kind === 'order'}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          void updates.changeOrderStatus('cancelled').then(() => setConfirming(null));
        }}
      >
        <p>
          The kitchen stops work on it and it will not be delivered. A cancelled order cannot be started
          again; if it was paid for, issue a refund as well.
        </p>
      </ConfirmDialog>
    </>
  );
}
