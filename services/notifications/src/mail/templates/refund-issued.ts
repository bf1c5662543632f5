import { orderReference } from '@mealbox/contracts';
import { londonDay, money } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/**
 * PaymentRefunded and PaymentPartlyRefunded: this refund's money is on its way back to the card (or, for an order
 * paid by hand, nothing had been taken by card).
 */
export function refundIssuedMail(
  input: { orderId: string; amountPence: number; refundedAt: string },
  firstName: string,
  siteUrl: string,
): MailContent {
  const reference = orderReference(input.orderId);
  const amount = money(input.amountPence);
  const body =
    input.amountPence > 0
      ? `We've refunded ${amount} to your card for order ${reference} on ${londonDay(input.refundedAt)}. It goes back to the card you paid with and usually shows within 5 to 10 working days.`
      : `Order ${reference} is refunded. Nothing was taken from your card for it, so there is nothing to come back to it.`;
  return {
    subject:
      input.amountPence > 0
        ? `We've refunded ${amount} to your card (order ${reference})`
        : `Refund for your Mealbox order ${reference}`,
    preview: input.amountPence > 0 ? `${amount} is on its way back to you.` : 'Your order is refunded.',
    heading: 'Your refund',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      { type: 'paragraph', text: body },
      { type: 'button', label: 'See your orders', url: `${siteUrl}/account` },
    ],
  };
}
