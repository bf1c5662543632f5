import type { OrderConfirmedData } from '@mealbox/contracts';
import { calendarDay, money } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';
import { boxAllergenLines } from '../box-allergen-lines';

const SIZE_WORDS: Record<string, string> = { S: 'Standard', L: 'Large', LEAN: 'Lean' };

/** The price breakdown as the order was charged: plan, size premium, delivery, discount, total. */
function priceRows(order: OrderConfirmedData): { rows: Array<[string, string]>; total: [string, string] } {
  const { price } = order;
  const rows: Array<[string, string]> = [
    [
      `${order.numberOfMeals} ${SIZE_WORDS[order.mealSize] ?? order.mealSize} meals`,
      money(price.mealPlanPence),
    ],
  ];
  if (price.sizePremiumTotalPence > 0) rows.push(['Size premium', money(price.sizePremiumTotalPence)]);
  rows.push(['Delivery', price.deliveryFeePence === 0 ? 'Free' : money(price.deliveryFeePence)]);
  if (price.discount)
    rows.push([`Discount (${price.discount.code})`, `−${money(price.discount.amountPence)}`]);
  return { rows, total: ['Total paid', money(price.totalPence)] };
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
        items: [day, `${address.address}, ${address.city}, ${address.county}, ${address.postcode}`],
      },
      { type: 'table', ...priceRows(order) },
      { type: 'button', label: 'See your order', url: `${siteUrl}/account` },
    ],
  };
}
