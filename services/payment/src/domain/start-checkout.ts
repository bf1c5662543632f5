import { cartPath, penceToDecimal, successPath } from '@mealbox/contracts';
import type { PaymentStatus } from '@mealbox/contracts';
import { conflict, notFound } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { CheckoutSessionEntry, PaymentDocument } from '../data/payment-model';
import type { OrderViewDocument } from '../data/order-view-model';
import { ensurePayment } from './ensure-payment';
import { refuseSpentFirstBoxCode } from './first-box-code';
import { applyOrderTerms, awaitOrderView } from './order-views';
import { SESSION_LIFETIME_MS, SESSION_REUSE_MARGIN_MS } from './payment-deps';
import type { PaymentDeps } from './payment-deps';
import { canStartCheckout } from './payment-state';
import { writePayment } from './write-payment';

/** POST /api/create-checkout-session/, parsed. */
export interface CheckoutRequest {
  amount: number;
  product_name: string;
  order_id: string;
}

export const ORDER_NOT_FOUND = 'Order not found.';
export const PAYMENT_BEING_CHECKED =
  'We have received a payment for this order that does not match its total. Our team is checking it and will be in touch.';
export const PRICE_JUST_CHANGED =
  "The order's price has just changed. Please reload the order and try again.";
/** How long a request waits for ordering's latest events when ordering itself cannot be asked. */
export const ORDER_VIEW_WAIT_MS = 3_000;

const alreadyPaid = (status: PaymentStatus) =>
  status === 'refunded'
    ? 'This order was paid and has since been refunded.'
    : 'This order has already been paid.';

/** The view answers the request for good: it is not this caller's, already paid, or at this amount. */
const settledFor = (user: AuthUser, amount: number) => (view: OrderViewDocument | null) =>
  view !== null &&
  view.totalPence !== null &&
  (view.userId !== user.id || !canStartCheckout(view.paymentStatus) || view.totalPence === amount);

/** An open session at this amount the customer still has time to pay in. */
function reusableSession(
  payment: PaymentDocument,
  amount: number,
  now: Date,
): CheckoutSessionEntry | undefined {
  return payment.sessions.find(
    (session) =>
      session.state === 'open' &&
      session.amountPence === amount &&
      session.expiresAt.getTime() - now.getTime() > SESSION_REUSE_MARGIN_MS,
  );
}

/**
 * The order as payment knows it, brought up to date when it does not answer the request for good: the view is fed
 * by ordering's events, which are a moment behind its answers (a customer who applies a code and presses pay at
 * once can be faster) and do not flow at all while the broker is down. So ordering is asked directly (as the
 * customer); only when it cannot be asked does the request wait briefly for the events instead.
 */
async function currentOrderView(
  deps: PaymentDeps,
  caller: { user: AuthUser; authorization: string },
  request: CheckoutRequest,
): Promise<OrderViewDocument | null> {
  const settled = settledFor(caller.user, request.amount);
  const view = await deps.orders.findById(request.order_id).lean<OrderViewDocument>();
  if (settled(view)) return view;
  const terms = await deps.fetchOrderTerms(request.order_id, caller.authorization);
  if (terms) await applyOrderTerms(deps, terms);
  return awaitOrderView(deps, request.order_id, settled, { timeoutMs: terms ? 0 : ORDER_VIEW_WAIT_MS });
}

/**
 * Opens (or hands out again) the provider's hosted checkout for the caller's own order, at the order's own total.
 * The amount sent is checked, never trusted: a different figure is a 409 naming the right one, and a first-box
 * code is refused once the customer has paid for another box. Per order, one request at a time decides: an open
 * session at the same amount is answered again (double clicks and retries reuse it), and a new session closes
 * the older open ones, so an old amount can never be paid as well.
 */
export async function startCheckout(
  deps: PaymentDeps,
  caller: { user: AuthUser; authorization: string },
  request: CheckoutRequest,
): Promise<{ checkoutUrl: string }> {
  const { user } = caller;
  const orderId = request.order_id;
  const view = await currentOrderView(deps, caller, request);
  if (!view || view.userId !== user.id || view.totalPence === null) throw notFound(ORDER_NOT_FOUND);
  if (!canStartCheckout(view.paymentStatus)) throw conflict(alreadyPaid(view.paymentStatus));
  if (view.totalPence !== request.amount) {
    throw conflict(
      `The amount does not match the order: its total is £${penceToDecimal(view.totalPence)} ` +
        `(${view.totalPence} pence). Please reload the order and try again.`,
    );
  }
  await refuseSpentFirstBoxCode(deps, view);
  const amount = view.totalPence;

  await ensurePayment(deps, orderId, user.id);
  let checkoutUrl = '';
  await writePayment(deps, orderId, null, async (payment) => {
    if (!payment) throw new Error(`payment ${orderId} was not created`);
    // Money was taken that does not match the order: staff sort it out before anything more is taken.
    if (payment.mismatch) throw conflict(PAYMENT_BEING_CHECKED);
    if (!canStartCheckout(payment.status)) throw conflict(alreadyPaid(payment.status));
    // Read again under the lock a reprice closes sessions under: a session is never opened at a price just replaced.
    const latest = await deps.orders.findById(orderId).select({ totalPence: 1 }).lean<OrderViewDocument>();
    if (latest?.totalPence !== amount) throw conflict(PRICE_JUST_CHANGED);
    const now = deps.now();
    const reusable = reusableSession(payment, amount, now);
    if (reusable) {
      checkoutUrl = reusable.url;
      return { outcome: 'reused' };
    }
    const attempt = payment.sessions.length + 1;
    const created = await deps.provider.createCheckoutSession({
      orderId,
      amountPence: amount,
      productName: request.product_name,
      successUrl: `${deps.siteUrl}${successPath(orderId)}`,
      cancelUrl: `${deps.siteUrl}${cartPath(orderId)}`,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      idempotencyKey: `checkout:${orderId}:${attempt}:${amount}`,
    });
    const older = payment.sessions.filter((session) => session.state === 'open');
    for (const session of older) await deps.provider.expireCheckoutSession(session.id);
    checkoutUrl = created.url;
    const sessions: CheckoutSessionEntry[] = [
      ...payment.sessions.map((session) =>
        session.state === 'open' ? { ...session, state: 'expired' as const } : session,
      ),
      {
        id: created.id,
        url: created.url,
        amountPence: amount,
        createdAt: now,
        expiresAt: created.expiresAt,
        state: 'open',
      },
    ];
    return { change: { set: { sessions }, events: [] }, outcome: 'session opened' };
  });
  return { checkoutUrl };
}
