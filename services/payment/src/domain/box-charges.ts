import type { OrderPlacedData, OrderRepricedData, PaymentProviderName } from '@mealbox/contracts';
import type { OrderViewDocument } from '../data/order-view-model';
import type { PaymentDocument } from '../data/payment-model';
import { paymentFailedEntry, paymentMismatchedEntry, paymentSucceededEntry } from '../events/payment-events';
import type { EventContext } from '../events/payment-events';
import type { ProviderCharge } from '../provider/payment-provider';
import { ensurePayment } from './ensure-payment';
import type { PaymentDeps } from './payment-deps';
import { mismatchOutcome } from './mismatch-outcome';
import { ORDER_CURRENCY, findChargeMismatch } from './payment-match';
import { nextPaymentStatus } from './payment-state';
import { writePayment } from './write-payment';
import type { Decision } from './write-payment';

/** A box's charge is tried this many times at most; then it waits for the customer or staff. */
export const MAX_BOX_CHARGE_ATTEMPTS = 3;
/** How long after a refused attempt the next is made (a day: the bank or the customer may sort it out). */
export const BOX_CHARGE_RETRY_MS = 24 * 60 * 60 * 1000;

/**
 * A subscription box's order was placed (OrderPlaced with its subscription): its payment is to be charged to the
 * customer's saved card, now. Recorded once on the payment (a redelivered OrderPlaced finds it there), and the
 * box charger is woken.
 */
export async function scheduleBoxCharge(deps: PaymentDeps, placed: OrderPlacedData): Promise<string> {
  if (!placed.subscriptionId) return 'not a subscription box';
  // Account credit paid all of it (ordering marks the box paid): there is nothing for the card to take.
  if (placed.totalPence === 0) return 'nothing to charge: the box costs nothing after credit';
  await ensurePayment(deps, placed.orderId, placed.userId);
  const outcome = await writePayment(deps, placed.orderId, null, (current) => {
    if (!current || current.boxCharge) return { outcome: 'already scheduled' };
    if (current.status !== 'pending')
      return { outcome: `nothing to charge: the payment is ${current.status}` };
    return {
      change: {
        set: {
          boxCharge: {
            amountPence: placed.totalPence,
            attempts: 0,
            nextAttemptAt: deps.now(),
            lastFailure: null,
          },
          chargePending: true,
        },
        events: [],
      },
      outcome: 'box charge scheduled',
    };
  });
  deps.boxChargeDue();
  return outcome;
}

/**
 * A subscription box was priced again after it was placed (ordering found less account credit left than the box
 * was placed with, because another order spent it meanwhile): a charge not yet made asks for the new total, and a
 * box placed as paid by credit that now has something to pay is charged after all. A charge already made, or
 * an order paid otherwise, is left as it is (a charge made for the old amount is flagged as a mismatch).
 */
export async function followRepricedBox(deps: PaymentDeps, repriced: OrderRepricedData): Promise<string> {
  const view = await deps.orders
    .findById(repriced.orderId)
    .select({ subscriptionBox: 1, paymentStatus: 1, totalPence: 1 })
    .lean<Pick<OrderViewDocument, 'subscriptionBox' | 'paymentStatus' | 'totalPence'>>();
  if (!view?.subscriptionBox) return 'not a subscription box';
  if (view.paymentStatus !== 'pending') return `nothing to charge: the order is ${view.paymentStatus}`;
  // The view holds the newest price (a redelivered OrderRepriced is older than it).
  const amountPence = view.totalPence ?? repriced.totalPence;
  if (amountPence === 0) return 'nothing to charge: the box costs nothing after credit';
  await ensurePayment(deps, repriced.orderId, repriced.userId);
  const outcome = await writePayment(deps, repriced.orderId, null, (current) => {
    if (!current || current.status !== 'pending') return { outcome: 'nothing to charge now' };
    const charge = current.boxCharge;
    if (charge && (!current.chargePending || charge.attempts > 0))
      return { outcome: 'already charged or tried: left as it is' };
    if (charge?.amountPence === amountPence) return { outcome: 'already for this amount' };
    const boxCharge = { amountPence, attempts: 0, nextAttemptAt: deps.now(), lastFailure: null };
    return {
      change: { set: { boxCharge, chargePending: true }, events: [] },
      outcome: charge ? 'box charge now for the new total' : 'box charge scheduled',
    };
  });
  deps.boxChargeDue();
  return outcome;
}

/**
 * What an attempt's answer does to the payment: paid (PaymentSucceeded: ordering marks the box paid), or refused
 * (PaymentFailed with the reason and when it is tried again, until the attempts run out). An answer to an
 * attempt already recorded (another instance's) changes nothing.
 */
export function decideBoxCharge(
  current: PaymentDocument | null,
  attempt: number,
  answer: ProviderCharge,
  options: { provider: PaymentProviderName; context: EventContext; retryMs: number },
): Decision {
  const charge = current?.boxCharge;
  if (!current || !charge || !current.chargePending || charge.attempts !== attempt - 1)
    return { outcome: 'already answered' };
  const now = options.context.now();
  const base = { orderId: current._id, userId: current.userId, provider: options.provider, offSession: true };
  if (answer.status === 'succeeded') {
    const move = nextPaymentStatus(current.status, 'succeeded');
    const finding = findChargeMismatch(answer, charge.amountPence);
    const taken =
      move.kind === 'move'
        ? { status: move.to, paymentIntentId: answer.paymentIntentId, amountPaidPence: answer.amountPence }
        : {};
    const mismatch = finding && {
      ...finding,
      sessionId: answer.paymentIntentId,
      paidPence: answer.amountPence,
      paidCurrency: answer.currency,
    };
    const event =
      move.kind !== 'move'
        ? null
        : mismatch
          ? paymentMismatchedEntry({ ...base, ...mismatch, detectedAt: now.toISOString() }, options.context)
          : paymentSucceededEntry(
              {
                ...base,
                sessionId: answer.paymentIntentId,
                amountPence: answer.amountPence,
                currency: ORDER_CURRENCY,
                succeededAt: now.toISOString(),
              },
              options.context,
            );
    return {
      change: {
        set: {
          chargePending: false,
          boxCharge: { ...charge, attempts: attempt, nextAttemptAt: null },
          ...taken,
          ...(mismatch && move.kind === 'move' ? { mismatch: { ...mismatch, at: now } } : {}),
        },
        events: event ? [event] : [],
      },
      outcome: finding
        ? mismatchOutcome(finding, answer.amountPence, answer.currency)
        : `charged (attempt ${attempt})`,
    };
  }
  const retryAt = attempt < MAX_BOX_CHARGE_ATTEMPTS ? new Date(now.getTime() + options.retryMs) : null;
  const move = nextPaymentStatus(current.status, 'failed');
  return {
    change: {
      set: {
        chargePending: retryAt !== null,
        boxCharge: { ...charge, attempts: attempt, nextAttemptAt: retryAt, lastFailure: answer.reason },
        ...(move.kind === 'move' ? { status: move.to } : {}),
      },
      events:
        move.kind === 'stale'
          ? []
          : [
              paymentFailedEntry(
                {
                  ...base,
                  sessionId: answer.paymentIntentId ?? 'none',
                  failedAt: now.toISOString(),
                  reason: answer.reason,
                  retryAt: retryAt?.toISOString() ?? null,
                },
                options.context,
              ),
            ],
    },
    outcome: `refused (attempt ${attempt}): ${answer.reason}`,
  };
}
