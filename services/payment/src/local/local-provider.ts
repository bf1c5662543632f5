import {
  LOCAL_CHECKOUT_PATH,
  PAYMENT_DECLINED,
  PAYMENT_QUERY_PARAM,
  penceToDecimal,
} from '@mealbox/contracts';
import { documentLockKey, isDuplicateKeyError } from '@mealbox/platform';
import type { KeyedLock } from '@mealbox/platform';
import type { LocalRefund, LocalSessionDocument, LocalSessionModel } from './data/local-session-model';
import { chargeRefundedEvent, checkoutSessionEvent } from './local-stripe-events';
import type { LocalWebhookSender } from './local-webhook-sender';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderCharge,
  ProviderRefund,
  RefundInput,
  SavedCardChargeInput,
} from '../provider/payment-provider';
import { stripeStyleId } from '../provider/stripe-ids';
import { decideCard } from './test-card-rules';
import type { CardField, CardForm } from './test-card-rules';

export interface LocalProviderDeps {
  sessions: LocalSessionModel;
  sender: LocalWebhookSender;
  /** The site's public origin; the hosted page lives under it (the gateway proxies it to us). */
  siteUrl: string;
  lock: KeyedLock;
  now(): Date;
}

/** What submitting the card form leads to. */
export type SubmitResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'invalid'; session: LocalSessionDocument; errors: Partial<Record<CardField, string>> }
  | { kind: 'closed'; session: LocalSessionDocument }
  | { kind: 'not-found' };

export interface LocalCheckout {
  provider: PaymentProvider;
  /** The session behind a hosted page, with an open one past its expiry shown as expired; null if unknown. */
  find(sessionId: string): Promise<LocalSessionDocument | null>;
  submit(sessionId: string, form: CardForm): Promise<SubmitResult>;
}

const NO_SAVED_CARD = 'No card is saved for this account.';
const NEEDS_AUTHENTICATION =
  'Your bank asked you to confirm this payment, which it cannot do while you are away.';

const asSeen = (session: LocalSessionDocument, now: Date): LocalSessionDocument =>
  session.status === 'open' && session.expiresAt <= now ? { ...session, status: 'expired' } : session;

/**
 * The provider used where no Stripe key is configured: it keeps its own checkout sessions and serves their
 * hosted page itself (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined), and tells our webhook what
 * happened with signed Stripe-format events over real HTTP, exactly as Stripe would. A refund (of part or all of
 * what is left, once per key) is recorded here and confirmed, as Stripe confirms one that settles later, by a
 * signed `charge.refunded` event: so refunds also travel the webhook path that production's refund
 * confirmations take. A paid checkout saves its card (to a made-up customer); a later off-session charge of it
 * is answered at once, by the card's test behaviour, and recorded as a session of its own (its key makes a
 * retried attempt answer the same), so it can be refunded too.
 */
export function createLocalCheckout({
  sessions,
  sender,
  siteUrl,
  lock,
  now,
}: LocalProviderDeps): LocalCheckout {
  const lockOf = (sessionId: string) => documentLockKey(sessions, sessionId);

  async function createCheckoutSession(input: CheckoutSessionInput) {
    const existing = await sessions.findOne({ idempotencyKey: input.idempotencyKey }).lean();
    const session =
      existing ??
      (await sessions
        .create({
          _id: stripeStyleId('cs_test'),
          orderId: input.orderId,
          amountPence: input.amountPence,
          productName: input.productName,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          idempotencyKey: input.idempotencyKey,
          paymentIntentId: stripeStyleId('pi'),
          status: 'open',
          paymentStatus: 'unpaid',
          createdAt: now(),
          expiresAt: input.expiresAt,
        })
        .then((created) => created.toObject<LocalSessionDocument>())
        .catch(async (error: unknown) => {
          // A retry with the same key got there first: answer its session.
          const winner = isDuplicateKeyError(error)
            ? await sessions.findOne({ idempotencyKey: input.idempotencyKey }).lean()
            : null;
          if (!winner) throw error;
          return winner;
        }));
    return {
      id: session._id,
      url: `${siteUrl}${LOCAL_CHECKOUT_PATH}/${session._id}`,
      expiresAt: session.expiresAt,
    };
  }

  async function expireCheckoutSession(sessionId: string) {
    const eventId = await lock(lockOf(sessionId), async () => {
      const session = await sessions.findById(sessionId).lean();
      if (!session || session.status !== 'open') return null;
      await sessions.updateOne({ _id: sessionId, status: 'open' }, { $set: { status: 'expired' } });
      const event = checkoutSessionEvent(
        'checkout.session.expired',
        { ...session, status: 'expired' },
        now(),
      );
      await sender.store(event);
      return event.id;
    });
    // Not awaited: the caller may hold the payment's lock, which the webhook needs to record the event.
    if (eventId) void sender.deliver(eventId);
  }

  async function refund(input: RefundInput): Promise<ProviderRefund> {
    const paid = await sessions
      .findOne({ paymentIntentId: input.paymentIntentId, paymentStatus: 'paid' })
      .lean();
    if (!paid) return { id: null, status: 'failed', reason: 'No paid checkout session has this payment.' };
    const recorded = await lock(lockOf(paid._id), async () => {
      const session = await sessions.findById(paid._id).lean();
      if (!session) throw new Error(`local session ${paid._id} vanished`);
      const refunds = refundsOfSession(session);
      // The same key answers the same refund, as Stripe's idempotency keys do (a refund before keys were kept
      // was always the whole charge: any second ask answers it).
      const same = refunds.find(
        (made) => made.idempotencyKey === input.idempotencyKey || !made.idempotencyKey,
      );
      if (same) return { kind: 'made before' as const, refundId: same.id };
      const left = session.amountPence - refunds.reduce((sum, made) => sum + made.amountPence, 0);
      if (input.amountPence <= 0 || input.amountPence > left) return { kind: 'refused' as const, left };
      const made: LocalRefund = {
        id: stripeStyleId('re'),
        amountPence: input.amountPence,
        idempotencyKey: input.idempotencyKey,
        at: now(),
      };
      const all = [...refunds, made];
      const event = chargeRefundedEvent(session, all, now());
      await sender.store(event);
      const inFull = input.amountPence === left;
      await sessions.updateOne(
        { _id: session._id },
        { $set: { refunds: all, ...(inFull ? { refundId: made.id, refundedAt: made.at } : {}) } },
      );
      return { kind: 'made' as const, refundId: made.id, eventId: event.id };
    });
    // Asked again under the same key (a caller that crashed before recording the answer): the refund made then,
    // which its charge.refunded has already confirmed, as Stripe answers a retried key with the refund as it is.
    if (recorded.kind === 'made before') return { id: recorded.refundId, status: 'succeeded' };
    if (recorded.kind === 'refused') {
      const reason = `The refund is more than is left of the charge (£${penceToDecimal(recorded.left)}).`;
      return { id: null, status: 'failed', reason };
    }
    if (recorded.eventId) await sender.deliver(recorded.eventId);
    return { id: recorded.refundId, status: 'pending' };
  }

  async function submit(sessionId: string, form: CardForm): Promise<SubmitResult> {
    const outcome = await lock(lockOf(sessionId), async () => {
      const stored = await sessions.findById(sessionId).lean();
      if (!stored) return { kind: 'not-found' as const };
      const session = asSeen(stored, now());
      if (session.status !== 'open') return { kind: 'closed' as const, session };
      const decision = decideCard(form, now());
      if (decision.kind === 'invalid') return { kind: 'invalid' as const, session, errors: decision.errors };

      const paid = decision.kind === 'pay';
      const completed: LocalSessionDocument = {
        ...session,
        status: 'complete',
        paymentStatus: paid ? 'paid' : 'unpaid',
        cardholderName: form.name.trim(),
        completedAt: now(),
        // A paid checkout saves its card to a new customer, as Stripe's does with customer_creation.
        customerRef: paid ? stripeStyleId('cus') : null,
        savedCard: paid ? decision.savedCard : null,
      };
      const event = checkoutSessionEvent(
        decision.kind === 'pay' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
        completed,
        now(),
      );
      // The event is kept first: a crash after it still tells the webhook (retried), never loses a payment.
      await sender.store(event);
      await sessions.updateOne(
        { _id: sessionId, status: 'open' },
        {
          $set: {
            status: completed.status,
            paymentStatus: completed.paymentStatus,
            cardholderName: completed.cardholderName,
            completedAt: completed.completedAt,
            customerRef: completed.customerRef,
            savedCard: completed.savedCard,
          },
        },
      );
      const url =
        decision.kind === 'pay'
          ? session.successUrl
          : `${session.cancelUrl}?${PAYMENT_QUERY_PARAM}=${PAYMENT_DECLINED}`;
      return { kind: 'redirect' as const, url, eventId: event.id };
    });
    if (outcome.kind !== 'redirect') return outcome;
    // Delivered before the browser moves on, so the success page finds the payment recorded.
    await sender.deliver(outcome.eventId);
    return { kind: 'redirect', url: outcome.url };
  }

  /** A charge recorded as a session of its own (paid or not), so refunds find it as they find checkouts. */
  const chargeOutcome = (charge: LocalSessionDocument): ProviderCharge =>
    charge.paymentStatus === 'paid'
      ? {
          status: 'succeeded',
          paymentIntentId: charge.paymentIntentId,
          amountPence: charge.amountPence,
          currency: 'gbp',
        }
      : { status: 'declined', paymentIntentId: charge.paymentIntentId, reason: NEEDS_AUTHENTICATION };

  async function chargeSavedCard(input: SavedCardChargeInput): Promise<ProviderCharge> {
    const earlier = await sessions.findOne({ idempotencyKey: input.idempotencyKey }).lean();
    if (earlier) return chargeOutcome(earlier);
    const card = await sessions
      .findOne({ paymentIntentId: input.paymentIntentRef, paymentStatus: 'paid' })
      .lean();
    if (!card?.savedCard || card.customerRef !== input.customerRef)
      return { status: 'declined', paymentIntentId: null, reason: NO_SAVED_CARD };
    const at = now();
    const charge: LocalSessionDocument = {
      _id: stripeStyleId('cs_test'),
      orderId: input.orderId,
      amountPence: input.amountPence,
      productName: 'Subscription box',
      successUrl: siteUrl,
      cancelUrl: siteUrl,
      idempotencyKey: input.idempotencyKey,
      paymentIntentId: stripeStyleId('pi'),
      status: 'complete',
      paymentStatus: card.savedCard === 'chargeable' ? 'paid' : 'unpaid',
      cardholderName: card.cardholderName,
      createdAt: at,
      expiresAt: at,
      completedAt: at,
      refundId: null,
      refundedAt: null,
      customerRef: card.customerRef,
      savedCard: card.savedCard,
      offSession: true,
    };
    try {
      await sessions.create(charge);
    } catch (error) {
      // The same attempt, retried, got there first: answer what it got.
      const winner = isDuplicateKeyError(error)
        ? await sessions.findOne({ idempotencyKey: input.idempotencyKey }).lean()
        : null;
      if (!winner) throw error;
      return chargeOutcome(winner);
    }
    return chargeOutcome(charge);
  }

  return {
    provider: { name: 'local', createCheckoutSession, expireCheckoutSession, refund, chargeSavedCard },
    async find(sessionId) {
      const session = await sessions.findById(sessionId).lean();
      return session ? asSeen(session, now()) : null;
    },
    submit,
  };
}

/** A session's refunds; one refunded before refunds were listed shows as one refund of the whole charge. */
function refundsOfSession(session: LocalSessionDocument): LocalRefund[] {
  if (session.refunds) return session.refunds;
  if (!session.refundId) return [];
  return [
    {
      id: session.refundId,
      amountPence: session.amountPence,
      idempotencyKey: null,
      at: session.refundedAt ?? session.createdAt,
    },
  ];
}
