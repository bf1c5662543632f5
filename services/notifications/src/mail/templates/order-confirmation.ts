import { priceLineWords } from '@mealbox/contracts';
import type { OrderConfirmedData } from '@mealbox/contracts';
import { linesOfConfirmedOrder } from '../lines-of-confirmed-order';
import { calendarDay, money } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';
import { deliveryNotesRows } from './delivery-notes-rows';
import { boxAllergenLines } from '../box-allergen-lines';

/** The money as the order was charged, line by line (extras, discount and credit included), and the total. */
function priceRows(order: OrderConfirmedData): { rows: Array<[string, string]>; total: [string, string] } {
  const rows = linesOfConfirmedOrder(order).map((line): [string, string] => {
    const words = priceLineWords(line, money);
    return [words.detail ? `${words.label} (${words.detail})` : words.label, words.amount];
  });
  return { rows, total: ['Total paid', money(order.price.totalPence)] };
}

/** OrderConfirmed: what is coming, when and where, and what it cost. */
export function orderConfirmationMail(
  order: OrderConfirmedData,
  firstName: string,
  siteUrl: string,
): MailContent {
  const day = calendarDay(order.deliveryDate);
  const { address } = order;
  return {
    subject: `Your Mealbox order ${order.reference} is confirmed`,
    preview: `Arriving ${day}.`,
    heading: 'Your order is confirmed',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `Thank you for your order ${order.reference}. Your box arrives on ${day}.`,
      },
      {
        type: 'list',
        heading: 'Your meals',
        items: order.items.map((item) => `${item.quantity} × ${item.name}`),
      },
      ...boxAllergenLines(order.items).map((text) => ({ type: 'note' as const, text })),
      {
        type: 'list',
        heading: 'Delivery',
        items: [
          day,
          `${address.address}, ${address.city}, ${address.county}, ${address.postcode}`,
          ...deliveryNotesRows(address).map(([label, value]) => `${label}: ${value}`),
        ],
      },
      { type: 'table', ...priceRows(order) },
      { type: 'button', label: 'See your order', url: `${siteUrl}/account` },
    ],
  };
}
