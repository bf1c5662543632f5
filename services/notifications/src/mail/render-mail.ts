import type { MailRequest } from '../data/mail-request';
import type { MailContent, RenderedMail } from './mail-content';
import { renderHtml } from './render-html';
import { renderText } from './render-text';
import { allergenAlertMail } from './templates/allergen-alert';
import { chargeRefusedMail } from './templates/charge-refused';
import { contactReplyMail } from './templates/contact-reply';
import { cutoffReminderMail } from './templates/cutoff-reminder';
import { orderConfirmationMail } from './templates/order-confirmation';
import { passwordChangedMail } from './templates/password-changed';
import { passwordResetMail } from './templates/password-reset';
import { paymentDeclinedMail } from './templates/payment-declined';
import { paymentReceiptMail } from './templates/payment-receipt';
import { refundIssuedMail } from './templates/refund-issued';
import { creditAddedMail } from './templates/credit-added';
import { subscriptionChangeMail } from './templates/subscription-change';
import { welcomeMail } from './templates/welcome';
import { outForDeliveryMail } from './templates/out-for-delivery';
import { deliveredMail } from './templates/delivered';
import { deliveryFailedMail } from './templates/delivery-failed';

function contentOf(
  request: MailRequest,
  firstName: string,
  siteUrl: string,
  unsubscribeUrl: string,
): MailContent {
  switch (request.kind) {
    case 'welcome':
      return welcomeMail(request.data, siteUrl);
    case 'order_confirmation':
      return orderConfirmationMail(request.data, firstName, siteUrl);
    case 'payment_receipt':
      return paymentReceiptMail(request.data, firstName, siteUrl);
    case 'payment_declined':
      return paymentDeclinedMail(request.data, firstName, siteUrl);
    case 'charge_refused':
      return chargeRefusedMail(request.data, firstName, siteUrl);
    case 'refund_issued':
      return refundIssuedMail(request.data, firstName, siteUrl);
    case 'credit_added':
      return creditAddedMail(request.data, firstName, siteUrl);
    case 'password_reset':
      return passwordResetMail(request.data, siteUrl);
    case 'password_changed':
      return passwordChangedMail(request.data, siteUrl);
    case 'subscription_change':
      return subscriptionChangeMail(request.data, firstName, siteUrl);
    case 'cutoff_reminder':
      return cutoffReminderMail(request.data, firstName, siteUrl, unsubscribeUrl);
    case 'contact_reply':
      return contactReplyMail(request.data, siteUrl);
    case 'allergen_alert':
      // Rendered as it is sent: whether the box can still be changed is decided then.
      return allergenAlertMail(request.data, firstName, siteUrl, new Date());
    case 'out_for_delivery':
      return outForDeliveryMail(request.data, firstName, siteUrl);
    case 'delivered':
      return deliveredMail(request.data, firstName, siteUrl);
    case 'delivery_failed':
      return deliveryFailedMail(request.data, firstName, siteUrl);
  }
}

/**
 * A mail's subject, HTML and text parts, from its request and who it greets. `unsubscribeUrl` stops the
 * customer's reminders; only reminder mails carry it.
 */
export function renderMail(
  request: MailRequest,
  firstName: string,
  siteUrl: string,
  unsubscribeUrl: string,
): RenderedMail {
  const content = contentOf(request, firstName, siteUrl, unsubscribeUrl);
  return {
    subject: content.subject,
    html: renderHtml(content, siteUrl),
    text: renderText(content, siteUrl),
    ...(content.unsubscribeUrl ? { unsubscribeUrl: content.unsubscribeUrl } : {}),
  };
}
