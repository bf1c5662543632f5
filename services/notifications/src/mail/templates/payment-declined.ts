import { orderReference } from '@mealbox/contracts';
import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** PaymentFailed at checkout: nothing was taken, and here is how to pay. */
export function paymentDeclinedMail(
  input: { orderId: string; failedAt: string },
  firstName: string,
  siteUrl: string,
): MailContent {
  const reference = orderReference(input.orderId);
  return {
    subject: `Your payment for Mealbox order ${reference} did not go through`,
    preview: 'Nothing was taken. You can pay again from your cart.',
    heading: 'Your payment did not go through',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Your card was declined when you paid for order ${reference} on ${londonDayAndTime(input.failedAt)}. Nothing has been taken.`,
      },
      {
        type: 'paragraph',
        text: 'Your order is kept: pay with the same card or another one from your cart.',
      },
      { type: 'button', label: 'Pay for your order', url: `${siteUrl}/cart/${input.orderId}` },
    ],
  };
}
