import { useCallback, useId, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { Order } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Alert, LoadingState, PurchaseHeader, formatDateTime, useAsync } from '@mealbox/web-kit';
import { PURCHASE_PATHS } from '../checkout-paths';
import { errorStateOf } from '../error/error-state';
import { fetchOrder } from '../purchase/purchase-api';
import { BoxItems } from './BoxItems';
import { orderStateNote } from './cart-logic';
import { DeliveryCard } from './DeliveryCard';
import { PaymentPanel } from './PaymentPanel';
import styles from './CartPage.module.css';

/**
 * /cart/{order_id} (spec section 2): the order as the server priced it, its meals, delivery address and day
 * (changeable), the discount box and Proceed To Payment. An order that cannot be loaded (none, another
 * customer's: 404, or a failed call) sends the customer to /error with the status.
 */
export function CartPage() {
  const { orderId = '' } = useParams();
  return <Cart key={orderId} orderId={orderId} />;
}

function Cart({ orderId }: { orderId: string }) {
  const loaded = useAsync((signal) => fetchOrder(orderId, signal), `order:${orderId}`);
  // The order as the latest change left it (each PATCH answers the whole order).
  const [changed, setChanged] = useState<Order | null>(null);
  const order = changed ?? loaded.data;
  const update = useCallback((next: Order) => setChanged(next), []);
  const titleId = useId();
  // The payment service's flag for a declined card (contracts' PAYMENT_QUERY_PARAM and PAYMENT_DECLINED; the
  // browser takes the words, not the module, which would ship zod).
  const [search] = useSearchParams();
  const declined = search.get('payment') === 'declined';

  if (loaded.status === 'error' && !order) {
    return <Navigate to={PURCHASE_PATHS.error} replace state={errorStateOf(loaded.error)} />;
  }
  if (!order) {
    return (
      <div className={styles.page}>
        <div className={`mb-container ${styles.loading}`}>
          <LoadingState label="Loading your order…" />
        </div>
      </div>
    );
  }

  const note = orderStateNote(order);
  return (
    <div className={styles.page} data-testid="cart">
      <PurchaseHeader step="payment" eyebrow="Checkout" title="Your cart" titleId={titleId}>
        <p>
          Order <strong data-testid="order-reference">{orderReference(order.id)}</strong>, placed{' '}
          {formatDateTime(order.ordered_at)}. Check your box and delivery day, then pay securely.
        </p>
      </PurchaseHeader>
      {note === null && (declined || order.payment_status === 'failed') ? (
        // First thing the customer sees on coming back from a payment that did not go through.
        <div className={`mb-container ${styles.notice}`} data-testid="payment-declined">
          <Alert tone="error" title="Your payment didn’t go through">
            <p>
              {declined ? 'Your card was declined' : 'The card provider did not take the last payment'}, so no
              money was taken. Your order is saved: please try again with the same or another card.
            </p>
          </Alert>
        </div>
      ) : null}
      <div className={`mb-container ${styles.layout}`}>
        <div className={styles.main}>
          <DeliveryCard order={order} onChanged={update} editable={note === null} />
          <BoxItems order={order} />
        </div>
        <div className={styles.aside}>
          <PaymentPanel order={order} onChanged={update} note={note} />
        </div>
      </div>
    </div>
  );
}
