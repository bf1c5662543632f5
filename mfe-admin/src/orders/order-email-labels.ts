import type { OrderEmail } from '@mealbox/contracts';

/** What each email is, in staff's words. */
export const EMAIL_KIND_LABELS: Readonly<Record<OrderEmail['kind'], string>> = {
  order_confirmation: 'Order confirmation',
  payment_receipt: 'Payment receipt',
  payment_declined: 'Payment declined',
  charge_refused: 'Saved-card charge refused',
  refund_issued: 'Refund issued',
  credit_added: 'Account credit added',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery attempt failed',
};

/** Where the email stands: sent, still being tried (the mail server was not taking it), or refused for good. */
export function emailStatusLabel(email: Pick<OrderEmail, 'status' | 'attempts'>): string {
  if (email.status === 'sent') return 'Sent';
  if (email.status === 'refused') return 'Refused by the mail server';
  return email.attempts > 0 ? `Waiting to be sent (tried ${email.attempts}×)` : 'Waiting to be sent';
}
