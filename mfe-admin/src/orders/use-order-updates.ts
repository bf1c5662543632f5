import { useCallback, useState } from 'react';
import type { Order, OrderStatus, PaymentStatus } from '@mealbox/contracts';
import { describeError } from '@mealbox/web-kit';
import { updateOrderStatus, updatePaymentStatus } from './orders-api';
import { refundOutstanding } from './refund-outstanding';
import { useRefundWatch } from './use-refund-watch';

/** The status change on its way, if any (its button shows it). */
export type PendingChange =
  { kind: 'order'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus } | null;

export interface OrderUpdates {
  order: Order;
  pending: PendingChange;
  /** Why the last change of each kind failed, in the service's words; null if it did not. */
  orderError: string | null;
  paymentError: string | null;
  /** A refund is asked for and the page is waiting to see it made. */
  refundWaiting: boolean;
  /** The page stopped waiting for the refund (it may still come: the provider can be slow). */
  refundSlow: boolean;
  changeOrderStatus: (to: OrderStatus) => Promise<boolean>;
  changePaymentStatus: (to: PaymentStatus) => Promise<boolean>;
  /** Reads the order again and waits for the refund once more. */
  checkRefundAgain: () => void;
  /** Shows the order as another change answered it (a partial refund), watching a card refund until it is made. */
  showOrder: (order: Order) => void;
}

/**
 * The order on the detail page and the staff's changes to it. Each change shows the order as ordering answers
 * it (so the buttons follow the new status), or the spec's failure message with the reason. A refund is asked
 * for (202) and then watched until the payment service has made it.
 */
export function useOrderUpdates(initial: Order): OrderUpdates {
  const [order, setOrder] = useState(initial);
  const [pending, setPending] = useState<PendingChange>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // An order opened with a refund outstanding is watched at once: it is usually only seconds from done.
  const [watch, setWatch] = useState(refundOutstanding(initial) ? 1 : 0);
  const refundSlow = useRefundWatch(order.id, watch, setOrder);

  const changeOrderStatus = useCallback(
    async (to: OrderStatus) => {
      setPending({ kind: 'order', to });
      setOrderError(null);
      try {
        setOrder(await updateOrderStatus(order.id, to));
        return true;
      } catch (error) {
        setOrderError(describeError(error));
        return false;
      } finally {
        setPending(null);
      }
    },
    [order.id],
  );

  const changePaymentStatus = useCallback(
    async (to: PaymentStatus) => {
      setPending({ kind: 'payment', to });
      setPaymentError(null);
      try {
        const updated = await updatePaymentStatus(order.id, to);
        setOrder(updated);
        if (refundOutstanding(updated)) setWatch((n) => n + 1);
        return true;
      } catch (error) {
        setPaymentError(describeError(error));
        return false;
      } finally {
        setPending(null);
      }
    },
    [order.id],
  );

  const checkRefundAgain = useCallback(() => setWatch((n) => n + 1), []);

  const showOrder = useCallback((updated: Order) => {
    setOrder(updated);
    if (refundOutstanding(updated)) setWatch((n) => n + 1);
  }, []);

  return {
    order,
    pending,
    orderError,
    paymentError,
    refundWaiting: refundOutstanding(order) && !refundSlow,
    refundSlow: refundOutstanding(order) && refundSlow,
    changeOrderStatus,
    changePaymentStatus,
    checkRefundAgain,
    showOrder,
  };
}
