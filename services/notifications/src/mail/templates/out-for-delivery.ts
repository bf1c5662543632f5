import type { OrderOutForDeliveryData } from '@mealbox/contracts';
import { calendarDay } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';
import { deliveryAddressRows } from './delivery-address-rows';

/** OrderOutForDelivery: the box is on the van today, to this address. */
export function outForDeliveryMail(
  input: OrderOutForDeliveryData,
  firstName: string,
  siteUrl: string,
): MailContent {
  return {
    subject: `Your Mealbox is on its way (order ${input.reference})`,
    preview: `Out for delivery, arriving ${calendarDay(input.deliveryDate)}.`,
    heading: 'Your box is on its way',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Order ${input.reference} is out for delivery and arrives on ${calendarDay(input.deliveryDate)}. It is packed with ice packs and insulation, so it stays chilled until the evening; please put everything in the fridge as soon as you can.`,
      },
      { type: 'table', rows: deliveryAddressRows(input) },
      { type: 'button', label: 'Follow your box', url: `${siteUrl}/account` },
    ],
  };
}
