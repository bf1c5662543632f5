import type { OrderDeliveryAttemptFailedData } from '@mealbox/contracts';
import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';
import { deliveryAddressRows } from './delivery-address-rows';

/** OrderDeliveryAttemptFailed: the courier could not hand the box over; what happened and what to do. */
export function deliveryFailedMail(
  input: OrderDeliveryAttemptFailedData,
  firstName: string,
  siteUrl: string,
): MailContent {
  return {
    subject: `We couldn’t deliver your Mealbox (order ${input.reference})`,
    preview: 'Our courier tried, and will be in touch.',
    heading: 'We couldn’t deliver your box',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Our courier tried to deliver order ${input.reference} on ${londonDayAndTime(input.at)} but could not hand it over.`,
      },
      ...(input.reason ? [{ type: 'note' as const, text: `The courier said: “${input.reason}”` }] : []),
      { type: 'table', rows: deliveryAddressRows(input) },
      {
        type: 'paragraph',
        text: 'The courier will try again today where they can. If the box cannot be delivered, we will contact you to put it right; if the food cannot be kept chilled, we will refund or replace it.',
      },
      { type: 'button', label: 'Contact us', url: `${siteUrl}/contact` },
    ],
  };
}
