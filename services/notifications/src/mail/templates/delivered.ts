import type { OrderDeliveredData } from '@mealbox/contracts';
import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** OrderDelivered: the box arrived; where it was left (the courier's photo, if any) and a link to rate the meals. */
export function deliveredMail(input: OrderDeliveredData, firstName: string, siteUrl: string): MailContent {
  return {
    subject: `Your Mealbox has arrived (order ${input.reference})`,
    preview: 'Put it in the fridge, then tell us what you thought.',
    heading: 'Your box has arrived',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Order ${input.reference} was delivered on ${londonDayAndTime(input.at)}. Please put everything in the fridge as soon as you can.`,
      },
      ...(input.photoUrl
        ? [{ type: 'button' as const, label: 'See where it was left', url: input.photoUrl }]
        : []),
      {
        type: 'paragraph',
        text: 'Once you have cooked them, tell us what you thought of your meals: your stars help us choose next week’s menu.',
      },
      { type: 'button', label: 'Rate your meals', url: `${siteUrl}/account#order-${input.orderId}` },
    ],
  };
}
