import { formatPence } from '@mealbox/web-kit';

/**
 * What the FAQ and the delivery page say delivery costs. Staff can change the delivery price, so every sentence
 * follows the live price: 'free' only while it is free, the fee when there is one, and while the price is not
 * known yet (undefined) nothing about its cost, only where the customer sees it before paying.
 */

/** The FAQ's 'How much does delivery cost?'. */
export function deliveryCostAnswer(deliveryPence: number | undefined): string {
  if (deliveryPence === undefined) {
    return 'We deliver across most of the UK. What delivery costs is shown in the plan builder and in your order summary before you pay.';
  }
  if (deliveryPence === 0)
    return 'Delivery is free across the areas we deliver to, which cover most of the UK.';
  return `Delivery costs ${formatPence(deliveryPence)} a box across the areas we deliver to, which cover most of the UK. It is shown in the plan builder and in your order summary before you pay.`;
}

/** The FAQ's (and the pricing page's) 'Are there any hidden fees?'. */
export function hiddenFeesAnswer(deliveryPence: number | undefined): string {
  if (deliveryPence === undefined) {
    return 'No. The total at checkout is what you pay: any delivery charge is in your order summary before you pay.';
  }
  if (deliveryPence === 0) {
    return 'No. The total at checkout is what you pay. Delivery is free; if a delivery charge ever applies, you see it in your order summary before you pay.';
  }
  return `No. The total at checkout is what you pay, including delivery at ${formatPence(deliveryPence)} a box, which your order summary shows before you pay.`;
}

/** The delivery page's 'What delivery costs'. */
export function deliveryCostPolicy(deliveryPence: number | undefined): string {
  if (deliveryPence === undefined) {
    return 'Any delivery charge is shown in your order summary before you pay, and it is never added afterwards.';
  }
  if (deliveryPence === 0) {
    return 'Delivery is free. If a delivery charge ever applies to an order, it is shown in your order summary before you pay, and it is never added afterwards.';
  }
  return `Delivery costs ${formatPence(deliveryPence)} a box. It is shown in your order summary before you pay, and it is never added afterwards.`;
}
