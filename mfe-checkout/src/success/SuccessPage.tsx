import { Navigate, useLocation } from '@mealbox/web-kit/router';
import type { Order } from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts/order-reference';
import {
  Button,
  LinkButton,
  MealBoxArt,
  Spinner,
  StatusPage,
  formatPrice,
  formatWeekdayDate,
  pounds,
} from '@mealbox/web-kit';
import { BoxAllergens } from '../allergens/BoxAllergens';
import { ACCOUNT_PATH, PURCHASE_PATHS, SITE_PATHS, cartPath } from '../checkout-paths';
import { errorStateOf } from '../error/error-state';
import { orderIdFromSearch } from './payment-outcome';
import { usePaymentConfirmation } from './use-payment-confirmation';
import styles from './SuccessPage.module.css';

/**
 * /success (spec section 2): where the card provider sends the customer back, with `?order_id=`. It says
 * 'Your Payment was Successful!' only once the server has the payment (the provider's webhook, over Kafka, sets
 * the order's payment status); until then it shows that the payment is being confirmed. An order that still reads
 * failed when the page's patience runs out leads back to the cart.
 */
export function SuccessPage() {
  const { search } = useLocation();
  const orderId = orderIdFromSearch(search);
  if (!orderId) {
    return (
      <StatusPage
        art={<MealBoxArt />}
        eyebrow="Payment"
        title="There is no payment to confirm here"
        actions={<BackHome />}
      >
        <p>This page confirms a payment when the card provider sends you back after paying for an order.</p>
      </StatusPage>
    );
  }
  return <Confirmation key={orderId} orderId={orderId} />;
}

function Confirmation({ orderId }: { orderId: string }) {
  const { order, outcome, fatalError, checkAgain } = usePaymentConfirmation(orderId);
  if (fatalError) return <Navigate to={PURCHASE_PATHS.error} replace state={errorStateOf(fatalError)} />;

  if (outcome === 'paid' && order) {
    return (
      <StatusPage
        art={<MealBoxArt badge="tick" />}
        eyebrow="Order confirmed"
        title="Your Payment was Successful!"
        actions={
          <>
            <BackHome />
            <LinkButton to={ACCOUNT_PATH} variant="secondary" size="lg">
              View your account
            </LinkButton>
          </>
        }
      >
        <PaidSummary order={order} />
      </StatusPage>
    );
  }

  if (outcome === 'failed') {
    return (
      <StatusPage
        art={<MealBoxArt badge="cross" />}
        eyebrow="Payment"
        title="Your payment didn’t go through"
        actions={
          <>
            <LinkButton to={cartPath(orderId)} variant="primary" size="lg">
              Back to your cart
            </LinkButton>
            <Button variant="secondary" size="lg" onClick={checkAgain}>
              Check again
            </Button>
            <LinkButton to={SITE_PATHS.home} variant="secondary" size="lg">
              Back to home
            </LinkButton>
          </>
        }
      >
        {/* Not 'nothing was charged': a payment made a moment ago may still be on its way to the order. */}
        <p>
          Your order shows the payment as not taken, so it is not paid yet. Your order is saved: you can try
          again from your cart with the same or another card. If you have just paid with another card, check
          again before paying again.
        </p>
      </StatusPage>
    );
  }

  if (outcome === 'unconfirmed') {
    return (
      <StatusPage
        art={<MealBoxArt badge="clock" />}
        eyebrow="Payment"
        title="We’re still confirming your payment"
        actions={
          <>
            <Button variant="primary" size="lg" onClick={checkAgain}>
              Check again
            </Button>
            <BackHome />
          </>
        }
      >
        <p>
          This is taking longer than usual. Please don’t pay again: if your card was charged, your order is
          confirmed as soon as the card provider tells us, and your account shows it.
        </p>
      </StatusPage>
    );
  }

  return (
    <StatusPage
      art={<MealBoxArt badge="clock" />}
      eyebrow="Payment"
      title="Confirming your payment…"
      actions={null}
    >
      <p className={styles.waiting} role="status" data-testid="payment-confirming">
        <Spinner /> Your card provider has sent you back to us. We’re waiting for their confirmation, which
        usually takes a few seconds.
      </p>
    </StatusPage>
  );
}

function PaidSummary({ order }: { order: Order }) {
  const address = order.delivery_address;
  return (
    <>
      <p>Thank you! We’ve received your payment and your box is booked.</p>
      <dl className={styles.summary} data-testid="paid-order">
        <div>
          <dt>Order</dt>
          <dd>{orderReference(order.id)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatPrice(pounds(order.total_amount))}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{formatWeekdayDate(order.delivery_date)}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>
            {address.address}, {address.city} {address.postcode}
          </dd>
        </div>
      </dl>
      <BoxAllergens meals={order.items.map((item) => item.meal)} className={styles.allergens} />
    </>
  );
}

function BackHome() {
  return (
    <LinkButton to={SITE_PATHS.home} variant="primary" size="lg">
      Back to home
    </LinkButton>
  );
}
