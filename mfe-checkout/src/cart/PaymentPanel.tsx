import { orderTermsEditable } from '@mealbox/contracts/order-terms';
import { useId, useRef, useState } from 'react';
import type { Order } from '@mealbox/contracts';
import {
  Alert,
  Button,
  DiscountBox,
  PriceBreakdown,
  ShieldIcon,
  Spinner,
  pounds,
  type CodeFeedback,
} from '@mealbox/web-kit';
import { createCheckoutSession, updateOrder } from '../purchase/purchase-api';
import { discountProblem, paymentProblem, toPence } from './cart-logic';
import { PURCHASE_PATHS } from '../checkout-paths';
import styles from './PaymentPanel.module.css';

interface PaymentPanelProps {
  order: Order;
  onChanged: (order: Order) => void;
  /** Why the order can no longer be paid or changed here; null when it can. */
  note: string | null;
  /** The discount box is offered (not for a subscription box: boxes are priced without a code). */
  discounts?: boolean;
}

/**
 * The server's price breakdown of the order, the discount box (PATCH discount_code; the server's message when it
 * refuses a code) and Proceed To Payment: it confirms the total with the server (PATCH total_amount), then asks
 * for the payment provider's hosted page (POST /api/create-checkout-session/) and goes there. While that runs the
 * button says 'Processing...'; on any failure it comes back and the customer reads what happened.
 */
export function PaymentPanel({ order, onChanged, note, discounts = true }: PaymentPanelProps) {
  const titleId = useId();
  const [checking, setChecking] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [feedback, setFeedback] = useState<CodeFeedback | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const payingNow = useRef(false);
  const discount = order.price.discount;

  const applyCode = async (code: string) => {
    setFeedback(null);
    if (code === discount?.code) return;
    setChecking(code);
    try {
      onChanged(await updateOrder(order.id, { discount_code: code }));
      setPayError(null);
    } catch (error) {
      setFeedback({ code, message: discountProblem(error), wasApplied: false });
    } finally {
      setChecking(null);
    }
  };

  const removeCode = async () => {
    setFeedback(null);
    setRemoving(true);
    try {
      onChanged(await updateOrder(order.id, { discount_code: null }));
      // A refused first-box code said to remove it: done, so that message no longer applies.
      setPayError(null);
    } catch (error) {
      setFeedback({ code: discount?.code ?? '', message: discountProblem(error), wasApplied: false });
    } finally {
      setRemoving(false);
    }
  };

  const pay = async () => {
    if (payingNow.current) return;
    payingNow.current = true;
    setPaying(true);
    setPayError(null);
    try {
      // The total the customer sees is the one the order holds: the server confirms it (and refuses another).
      const confirmed = await updateOrder(order.id, { total_amount: order.price.total_price });
      onChanged(confirmed);
      // Account credit paid for all of it: no card to take, the order is paid.
      if (confirmed.payment_status === 'completed') {
        window.location.assign(`${PURCHASE_PATHS.success}?order_id=${encodeURIComponent(confirmed.id)}`);
        return;
      }
      const session = await createCheckoutSession({
        amount: toPence(confirmed.price.total_price),
        product_name: 'Meal Plan',
        order_id: confirmed.id,
      });
      window.location.assign(session.checkout_url);
      // 'Processing...' stays while the browser leaves for the payment page.
    } catch (error) {
      console.error('Mealbox: the payment could not be started', error);
      setPayError(paymentProblem(error));
      setPaying(false);
      payingNow.current = false;
    }
  };

  const payable = orderTermsEditable(order.payment_status, order.order_status) && note === null;
  // Account credit covers the whole box: confirming pays for it, no card needed.
  const paidByCredit =
    order.price.total_price === '0.00' && order.price.lines.some((line) => line.kind === 'credit');
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="payment-panel">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Order summary
        </h2>
      </div>
      <div className={styles.body}>
        <PriceBreakdown price={order.price} totalNote="to pay now" />
        {note ? (
          <Alert tone="info" title={note} />
        ) : (
          <>
            {discounts ? (
              <div className={styles.discount}>
                <DiscountBox
                  applied={discount?.code ?? null}
                  saving={discount ? pounds(discount.amount) : undefined}
                  checking={checking}
                  feedback={feedback}
                  removing={removing}
                  onApply={(code) => void applyCode(code)}
                  onRemove={() => void removeCode()}
                />
              </div>
            ) : null}
            {payError ? (
              <div data-testid="payment-error">
                <Alert tone="error" title="Payment didn’t start">
                  <p>{payError}</p>
                </Alert>
              </div>
            ) : null}
            <Button
              variant="accent"
              size="lg"
              fullWidth
              aria-disabled={!payable || paying || checking !== null || removing}
              onClick={() => {
                if (payable && !paying && checking === null && !removing) void pay();
              }}
              data-testid="proceed-to-payment"
            >
              {paying ? (
                <>
                  <Spinner size="sm" /> Processing...
                </>
              ) : paidByCredit ? (
                'Confirm order (paid by credit)'
              ) : (
                'Proceed To Payment'
              )}
            </Button>
            <p className={styles.secure}>
              <ShieldIcon size={18} />
              Secure payment by card, Apple Pay or Google Pay.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
