import { useEffect, useRef, useState } from 'react';
import type { Order } from '@mealbox/contracts';
import { fetchOrder } from './orders-api';
import { refundOutstanding } from './refund-outstanding';

/** How often, and for how long, the page asks whether a requested refund has been made. */
const POLL_MS = 1000;
const WATCH_MS = 30_000;

/**
 * After 'Issue Refund' the order stays paid until the payment service has the provider's confirmation (usually a
 * second or two). For each new `watch` (a number above 0; 0 is none) the order is read again every second, for up
 * to 30 s, and `onOrder` gets each answer; it stops once no card refund is waiting. Answers whether the current
 * watch gave up waiting.
 */
export function useRefundWatch(orderId: string, watch: number, onOrder: (order: Order) => void): boolean {
  const [gaveUpOn, setGaveUpOn] = useState(0);
  const onOrderRef = useRef(onOrder);
  useEffect(() => {
    onOrderRef.current = onOrder;
  });
  useEffect(() => {
    if (watch === 0) return;
    const controller = new AbortController();
    const deadline = Date.now() + WATCH_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const order = await fetchOrder(orderId, controller.signal);
        if (controller.signal.aborted) return;
        onOrderRef.current(order);
        if (!refundOutstanding(order)) return;
      } catch {
        // A failed read is only a missed look: the next one may answer.
        if (controller.signal.aborted) return;
      }
      if (Date.now() >= deadline) setGaveUpOn(watch);
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, watch]);
  return watch !== 0 && gaveUpOn === watch;
}
