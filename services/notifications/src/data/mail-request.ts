import type {
  OrderConfirmedData,
  OrderDeliveredData,
  OrderDeliveryAttemptFailedData,
  OrderOutForDeliveryData,
} from '@mealbox/contracts';
import type { CutoffReminderInput } from '../mail/templates/cutoff-reminder';
import type { AllergenAlertInput } from '../mail/templates/allergen-alert';
import type { CreditAddedInput } from '../mail/templates/credit-added';

/**
 * Every mail this service sends, as the fact it reports: the kind names the template, `data` is what the template
 * needs, as the event told it. Stored as is in the mail outbox and rendered when sent.
 */
export type MailRequest =
  | { kind: 'welcome'; data: { firstName: string } }
  | { kind: 'order_confirmation'; data: OrderConfirmedData }
  | {
      kind: 'payment_receipt';
      data: { orderId: string; amountPence: number; paidAt: string; offSession: boolean };
    }
  | { kind: 'payment_declined'; data: { orderId: string; failedAt: string } }
  | {
      kind: 'charge_refused';
      data: { orderId: string; reason: string; retryAt: string | null; failedAt: string };
    }
  | { kind: 'refund_issued'; data: { orderId: string; amountPence: number; refundedAt: string } }
  /** Staff granted account credit, or refunded part of an order as credit (`reason` 'refund'). */
  | { kind: 'credit_added'; data: CreditAddedInput }
  | {
      kind: 'password_reset';
      /** `token` is the link's secret: removed from the stored mail once it is sent (see mail-sender). */
      data: { firstName: string; uid: string; token?: string; expiresAt: string };
    }
  | { kind: 'password_changed'; data: { firstName: string; changedAt: string } }
  | { kind: 'subscription_change'; data: { change: string; summary: string; confirmedAt: string } }
  /** The only mails a customer can stop (the unsubscribe link); every other mail is transactional and always goes. */
  | { kind: 'cutoff_reminder'; data: CutoffReminderInput }
  | { kind: 'allergen_alert'; data: AllergenAlertInput }
  | { kind: 'out_for_delivery'; data: OrderOutForDeliveryData }
  | { kind: 'delivered'; data: OrderDeliveredData }
  | { kind: 'delivery_failed'; data: OrderDeliveryAttemptFailedData }
  | {
      kind: 'contact_reply';
      data: {
        name: string;
        subject: string;
        message: string;
        sentAt: string;
        handledAt: string;
        /** Staff's own words; absent when they wrote none. */
        reply?: string;
      };
    };

export type MailKind = MailRequest['kind'];

export const MAIL_KINDS: readonly MailKind[] = [
  'welcome',
  'order_confirmation',
  'payment_receipt',
  'payment_declined',
  'charge_refused',
  'refund_issued',
  'credit_added',
  'password_reset',
  'password_changed',
  'subscription_change',
  'cutoff_reminder',
  'allergen_alert',
  'contact_reply',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
];

/**
 * A mail to record once: its key (derived from the fact: the same fact always gives the same key, so recording
 * it again does nothing), who it is for, and the order it is about (staff list an order's mails).
 */
export interface MailToRecord {
  key: string;
  request: MailRequest;
  /** The user the mail is for; a contact form's sender has no account, and is named by the message instead. */
  userId: string;
  /** The address the event named; when absent, the user's address as identity last announced it, at send time. */
  to: string | null;
  orderId: string | null;
}
