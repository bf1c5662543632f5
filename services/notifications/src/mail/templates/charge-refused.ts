import { orderReference } from '@mealbox/contracts';
import { londonDay, londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** An off-session charge of a subscription box was refused: why, when we try again, and the way to pay now. */
export function chargeRefusedMail(
  input: { orderId: string; reason: string; retryAt: string | null; failedAt: string },
  firstName: string,
  siteUrl: string,
): MailContent {
  const reference = orderReference(input.orderId);
  const next = input.retryAt
    ? `We will try your saved card again on ${londonDayAndTime(input.retryAt)}, or you can pay now.`
    : 'We will not try your saved card again: please pay for the box yourself.';
  return {
    subject: `We could not charge your card for your Mealbox box ${reference}`,
    preview: input.retryAt ? `We will try again on ${londonDay(input.retryAt)}.` : 'Please pay for your box.',
    heading: 'We could not charge your card',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Your saved card was refused when we charged it for your box ${reference}: ${input.reason}`,
      },
      { type: 'paragraph', text: next },
      { type: 'button', label: 'Pay for this box', url: `${siteUrl}/cart/${input.orderId}` },
    ],
  };
}
