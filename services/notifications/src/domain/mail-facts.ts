import type {
  BoxMealAllergenFlaggedData,
  ContactMessageHandledData,
  CreditEntryRecordedData,
  OrderConfirmedData,
  PasswordChangedData,
  PasswordResetRequestedData,
  PaymentFailedData,
  PaymentRefundedData,
  PaymentSucceededData,
  SubscriptionBoxClosingSoonData,
  SubscriptionChangeConfirmedData,
  UserRegisteredData,
} from '@mealbox/contracts';
import type { MailToRecord } from '../data/mail-request';

/*
 * Which mail each fact gives, under which key. The key names the fact, not the delivery of its event: the same
 * fact always gives the same key, so however often it is announced it is mailed once.
 */

/** A customer registered (staff accounts get no welcome). */
export function welcomeMailOf(user: UserRegisteredData): MailToRecord | null {
  if (user.isStaff) return null;
  return {
    key: `welcome:${user.userId}`,
    request: { kind: 'welcome', data: { firstName: user.firstName } },
    userId: user.userId,
    to: user.email,
    orderId: null,
  };
}

/** An order is paid for the first time: one confirmation per order. */
export function orderConfirmationMailOf(order: OrderConfirmedData): MailToRecord {
  return {
    key: `order_confirmation:${order.orderId}`,
    request: { kind: 'order_confirmation', data: order },
    userId: order.userId,
    to: order.customerEmail || null,
    orderId: order.orderId,
  };
}

/** Money taken for an order (one payment per order): one receipt per order. */
export function receiptMailOf(payment: PaymentSucceededData): MailToRecord {
  return {
    key: `payment_receipt:${payment.orderId}`,
    request: {
      kind: 'payment_receipt',
      data: {
        orderId: payment.orderId,
        amountPence: payment.amountPence,
        paidAt: payment.succeededAt,
        offSession: payment.offSession ?? false,
      },
    },
    userId: payment.userId,
    to: null,
    orderId: payment.orderId,
  };
}

/**
 * A refused payment: at checkout, a note per checkout session with the way to pay; for a box charged to the saved
 * card, a note per refused attempt (its time names it) with the retry date.
 */
export function paymentFailedMailOf(payment: PaymentFailedData): MailToRecord {
  const base = { userId: payment.userId, to: null, orderId: payment.orderId };
  if (payment.offSession) {
    return {
      ...base,
      key: `charge_refused:${payment.orderId}:${payment.failedAt}`,
      request: {
        kind: 'charge_refused',
        data: {
          orderId: payment.orderId,
          reason: payment.reason ?? 'your bank declined the payment.',
          retryAt: payment.retryAt ?? null,
          failedAt: payment.failedAt,
        },
      },
    };
  }
  return {
    ...base,
    key: `payment_declined:${payment.orderId}:${payment.sessionId}`,
    request: { kind: 'payment_declined', data: { orderId: payment.orderId, failedAt: payment.failedAt } },
  };
}

/**
 * Money went back to the card: one mail per refund. A refund ordering asked for is named by its id (an order can
 * have several: parts, then the rest); a payment refunded without one (before refunds had ids, or in the
 * provider's dashboard) is mailed once per order, as before.
 */
export function refundMailOf(
  refund: Pick<PaymentRefundedData, 'orderId' | 'userId' | 'amountPence' | 'refundedAt' | 'orderRefundId'>,
): MailToRecord {
  return {
    key: refund.orderRefundId
      ? `refund_issued:${refund.orderId}:${refund.orderRefundId}`
      : `refund_issued:${refund.orderId}`,
    request: {
      kind: 'refund_issued',
      data: { orderId: refund.orderId, amountPence: refund.amountPence, refundedAt: refund.refundedAt },
    },
    userId: refund.userId,
    to: null,
    orderId: refund.orderId,
  };
}

/** A password reset was asked for: one mail per request, with its single-use link. */
export function passwordResetMailOf(reset: PasswordResetRequestedData): MailToRecord {
  return {
    key: `password_reset:${reset.resetId}`,
    request: {
      kind: 'password_reset',
      data: { firstName: reset.firstName, uid: reset.uid, token: reset.token, expiresAt: reset.expiresAt },
    },
    userId: reset.userId,
    to: reset.email,
    orderId: null,
  };
}

/** The password was changed through a reset link: the note that says so (and what to do if it was not them). */
export function passwordChangedMailOf(change: PasswordChangedData): MailToRecord {
  return {
    key: `password_changed:${change.userId}:${change.changedAt}`,
    request: { kind: 'password_changed', data: { firstName: change.firstName, changedAt: change.changedAt } },
    userId: change.userId,
    to: change.email,
    orderId: null,
  };
}

/** A change of the customer's subscription (or its start), confirmed in the words their account shows. */
export function subscriptionChangeMailOf(change: SubscriptionChangeConfirmedData): MailToRecord {
  return {
    key: `subscription_change:${change.confirmationId}`,
    request: {
      kind: 'subscription_change',
      data: { change: change.change, summary: change.summary, confirmedAt: change.confirmedAt },
    },
    userId: change.userId,
    to: null,
    orderId: null,
  };
}

/** A box locks soon: one reminder per box (its subscription and slot name it). */
export function cutoffReminderMailOf(box: SubscriptionBoxClosingSoonData): MailToRecord {
  return {
    key: `cutoff_reminder:${box.subscriptionId}:${box.scheduledDate}`,
    request: {
      kind: 'cutoff_reminder',
      data: {
        subscriptionId: box.subscriptionId,
        deliveryDate: box.deliveryDate,
        cutOffAt: box.cutOffAt,
        charge: box.charge,
        mealsChosen: box.mealsChosen,
      },
    },
    userId: box.userId,
    to: null,
    orderId: null,
  };
}

/**
 * Staff marked a contact form message handled: its sender is answered once, whoever they are (a visitor has no
 * account, so the mail is filed under the message, `contact:<id>`, and goes to the address they gave).
 */
export function contactReplyMailOf(message: ContactMessageHandledData): MailToRecord {
  return {
    key: `contact_reply:${message.messageId}`,
    request: {
      kind: 'contact_reply',
      data: {
        name: message.name,
        subject: message.subject,
        message: message.message,
        sentAt: message.sentAt,
        handledAt: message.handledAt,
        ...(message.reply ? { reply: message.reply } : {}),
      },
    },
    userId: `contact:${message.messageId}`,
    to: message.email,
    orderId: null,
  };
}

/** A meal in an open box gained an allergen the customer leaves out: one mail per alert (box, meal, revision). */
export function allergenAlertMailOf(alert: BoxMealAllergenFlaggedData): MailToRecord {
  return {
    key: `allergen_alert:${alert.alertId}`,
    request: {
      kind: 'allergen_alert',
      data: { box: alert.box, meal: alert.meal, allergens: alert.allergens },
    },
    userId: alert.userId,
    to: null,
    orderId: alert.box.orderId,
  };
}

/**
 * Credit added to the customer's account by staff (a grant, or part of an order refunded as credit): one mail per
 * ledger entry. Spends and returned spends are the customer's own doing on an order and get none.
 */
export function creditAddedMailOf(entry: CreditEntryRecordedData): MailToRecord | null {
  if (entry.reason === 'spent' || entry.reason === 'returned' || entry.amountPence <= 0) return null;
  return {
    key: `credit_added:${entry.entryId}`,
    request: {
      kind: 'credit_added',
      data: {
        amountPence: entry.amountPence,
        reason: entry.reason,
        note: entry.note,
        balanceAfterPence: entry.balanceAfterPence,
        orderId: entry.orderId,
        at: entry.at,
      },
    },
    userId: entry.userId,
    to: null,
    orderId: entry.orderId,
  };
}
