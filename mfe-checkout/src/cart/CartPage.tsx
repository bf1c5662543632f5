import { useCallback, useId, useState } from 'react';
import { Navigate, useParams, useSearchParams } from '@mealbox/web-kit/router';
import type { Order } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Alert, LoadingState, PageHeader, PurchaseHeader, formatDateTime, useAsync } from '@mealbox/web-kit';
import { PURCHASE_PATHS } from '../checkout-paths';
import { errorStateOf } from '../error/error-state';
import { fetchOrder } from '../purchase/purchase-api';
import { BoxItems } from './BoxItems';
import { ExtrasCard } from '../extras/ExtrasCard';
import { boxCartWords, boxStateNote, isBoxOrder, moreBoxesToCome, type BoxCartWords } from './box-order';
import { orderStateNote } from './cart-logic';
import { DeliveryCard } from './DeliveryCard';
import { PaymentPanel } from './PaymentPanel';
import { useUpcomingBoxOfOrder } from './use-upcoming-box-of-order';
import styles from './CartPage.module.css';

/**
 * /cart/{order_id} (spec section 2): the order as the server priced it, its meals, delivery address and day
 * (changeable), the discount box and Proceed To Payment. An order that cannot be loaded (none, another
 * customer's: 404, or a failed call) sends the customer to /error with the status.
 *
 * A subscription box's order (one naming its subscription: the account's 'Pay for this box' when the saved card
 * was refused, or an older unpaid box) is paid here too, at the server's total, but it is past its cut-off: its
 * day may be sooner than any a new order can have and it stays as it is, so neither the day nor a discount code
 * can change (ordering refuses both), and the page speaks of the box.
 */
export function CartPage() {
  const { orderId = '' } = useParams();
  return <Cart key={orderId} orderId={orderId} />;
}

function Cart({ orderId }: { orderId: string }) {
  const loaded = useAsync((signal) => fetchOrder(orderId, signal), `order:${orderId}`);
  const upcomingBox = useUpcomingBoxOfOrder(orderId);
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
  const isBox = order ? isBoxOrder(order) : false;
  // Only a box's page waits for its upcoming box's facts; any other order shows at once.
  if (!order || (isBox && !upcomingBox.settled)) {
    return (
      <div className={styles.page}>
        <div className={`mb-container ${styles.loading}`}>
          <LoadingState label="Loading your order…" />
        </div>
      </div>
    );
  }

  const note = orderStateNote(order) ?? (isBox ? boxStateNote(order) : null);
  const boxWords = isBox
    ? boxCartWords(upcomingBox.upcoming, order, {
        payable: note === null,
        declined,
        moreBoxesToCome: moreBoxesToCome(upcomingBox.subscription, order),
      })
    : null;
  const problem = boxWords
    ? boxWords.problem
    : note === null && (declined || order.payment_status === 'failed')
      ? {
          title: 'Your payment didn’t go through',
          text: `${declined ? 'Your card was declined' : 'The card provider did not take the last payment'}, so no money was taken. Your order is saved: please try again with the same or another card.`,
        }
      : null;
  return (
    <div
      className={styles.page}
      data-testid="cart"
      data-subscription={isBox ? (order.subscription_id ?? undefined) : undefined}
    >
      {boxWords ? (
        <BoxHeader order={order} words={boxWords} payable={note === null} />
      ) : (
        <PurchaseHeader step="payment" eyebrow="Checkout" title="Your cart" titleId={titleId}>
          <p>
            Order <strong data-testid="order-reference">{orderReference(order.id)}</strong>, placed{' '}
            {formatDateTime(order.ordered_at)}. Check your box and delivery day, then pay securely.
          </p>
        </PurchaseHeader>
      )}
      {problem ? (
        // First thing the customer sees on coming back from a payment that did not go through.
        <div className={`mb-container ${styles.notice}`} data-testid="payment-declined">
          <Alert tone="error" title={problem.title}>
            <p>{problem.text}</p>
          </Alert>
        </div>
      ) : null}
      <div className={`mb-container ${styles.layout}`}>
        <div className={styles.main}>
          <DeliveryCard
            order={order}
            onChanged={update}
            editable={note === null && !isBox}
            fixed={boxWords?.fixed}
          />
          <BoxItems order={order} />
          <ExtrasCard order={order} onChanged={update} editable={note === null && !isBox} />
        </div>
        <div className={styles.aside}>
          <PaymentPanel order={order} onChanged={update} note={note} discounts={!isBox} />
        </div>
      </div>
    </div>
  );
}

/** A box's page opens as the account's pages do (it is no step of a purchase): which box, and what is left. */
function BoxHeader({ order, words, payable }: { order: Order; words: BoxCartWords; payable: boolean }) {
  return (
    <PageHeader eyebrow="Your subscription" title={payable ? 'Pay for your box' : 'Your box'}>
      <p>
        Order <strong data-testid="order-reference">{orderReference(order.id)}</strong>, your box for{' '}
        {words.day}. {words.lead}
      </p>
    </PageHeader>
  );
}
