import type { OrderViewDocument } from '../data/order-view-model';
import type { CheckoutSessionEntry } from '../data/payment-model';
import type { PaymentDeps } from './payment-deps';
import { writePayment } from './write-payment';

/** Open sessions opened at another amount than the order's total now: they must no longer be payable. */
export const sessionsAtAnotherPrice = (
  sessions: CheckoutSessionEntry[],
  totalPence: number,
): CheckoutSessionEntry[] =>
  sessions.filter((session) => session.state === 'open' && session.amountPence !== totalPence);

/**
 * The order was repriced (a new delivery day, a code): its open checkout sessions at another amount are closed at
 * the provider, so an older, cheaper one can no longer be paid. The price compared with is the order's view (the
 * newest OrderPlaced or OrderRepriced applied), not the event's, so a redelivered older event closes nothing the
 * current price still needs; a repeat finds nothing open left to close. Done under the payment's lock, as
 * checkouts open sessions, so a checkout racing the reprice either opens its session first (and it is closed
 * here) or sees the new price. A session the customer paid meanwhile stays paid: the webhook flags the mismatch.
 */
export async function expireRepricedSessions(deps: PaymentDeps, orderId: string): Promise<string> {
  return writePayment(deps, orderId, null, async (payment) => {
    if (!payment) return { outcome: 'no checkout opened yet' };
    const view = await deps.orders.findById(orderId).select({ totalPence: 1 }).lean<OrderViewDocument>();
    if (view?.totalPence === null || view?.totalPence === undefined)
      return { outcome: 'price not known yet' };
    const stale = sessionsAtAnotherPrice(payment.sessions, view.totalPence);
    if (stale.length === 0) return { outcome: 'no open session at another price' };
    for (const session of stale) await deps.provider.expireCheckoutSession(session.id);
    const closed = new Set(stale.map((session) => session.id));
    return {
      change: {
        set: {
          sessions: payment.sessions.map((session) =>
            closed.has(session.id) ? { ...session, state: 'expired' as const } : session,
          ),
        },
        events: [],
      },
      outcome: `closed ${stale.length} session(s) at an older price`,
    };
  });
}
