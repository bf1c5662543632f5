import { useCallback, useEffect, useState } from 'react';
import type { Order } from '@mealbox/contracts';
import { isApiError } from '@mealbox/web-kit';
import { fetchOrder } from '../purchase/purchase-api';
import { CONFIRMATION_POLL_MS, keepsPolling, paymentOutcome, type PaymentOutcome } from './payment-outcome';

export interface PaymentConfirmation {
  /** The order as last read; null until the first answer. */
  order: Order | null;
  outcome: PaymentOutcome;
  /** An answer that means the order cannot be shown here (not found, not theirs): the page sends them to /error. */
  fatalError: unknown;
  /** Starts asking again after the page gave up waiting. */
  checkAgain: () => void;
}

/**
 * Reads the order until it is paid or the page's patience runs out; a 'failed' order is read again too, since a
 * later successful attempt may still be on its way (see paymentOutcome). A failed call on the way (a blip in the
 * network) is simply tried again on the next tick; a 4xx other than 429 is final.
 */
export function usePaymentConfirmation(orderId: string): PaymentConfirmation {
  const [order, setOrder] = useState<Order | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome>('confirming');
  const [fatalError, setFatalError] = useState<unknown>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const look = async () => {
      let latest: Order | null = null;
      try {
        latest = await fetchOrder(orderId, controller.signal);
        setOrder(latest);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
          setFatalError(error);
          return;
        }
      }
      const next = paymentOutcome(latest ?? { payment_status: 'pending' }, Date.now() - startedAt);
      setOutcome(next);
      if (keepsPolling(next)) timer = setTimeout(() => void look(), CONFIRMATION_POLL_MS);
    };

    setOutcome('confirming');
    void look();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, round]);

  const checkAgain = useCallback(() => setRound((value) => value + 1), []);
  return { order, outcome, fatalError, checkAgain };
}
