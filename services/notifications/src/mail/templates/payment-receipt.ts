import { orderReference } from '@mealbox/contracts';
import { londonDayAndTime, money } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** PaymentSucceeded: the receipt for the money taken. */
export function paymentReceiptMail(
  input: { orderId: string; amountPence: number; paidAt: string; offSession: boolean },
  firstName: string,
  siteUrl: string,
): MailContent {
  const reference = orderReference(input.orderId);
  return {
    subject: `Receipt for your Mealbox order ${reference}`,
    preview: `${money(input.amountPence)} received, thank you.`,
    heading: 'Payment received',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `We have received your payment for order ${reference}. This email is your receipt.`,
      },
      {
        type: 'table',
        rows: [
          ['Order', reference],
          ['Paid on', londonDayAndTime(input.paidAt)],
          ['Paid with', input.offSession ? 'Your saved card' : 'Card'],
        ],
        total: ['Amount paid', money(input.amountPence)],
      },
      { type: 'button', label: 'See your orders', url: `${siteUrl}/account` },
    ],
  };
}
