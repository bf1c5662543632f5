import { formatPence } from '../format/money';

/**
 * What a page says delivery costs, from the live delivery price (staff can change it in the admin area): 'Free
 * delivery' while it is nothing, otherwise the fee ('Delivery £3.49 a box'). No page states delivery any other way.
 */
export function deliveryClaim(pence: number): string {
  return pence === 0 ? 'Free delivery' : `Delivery ${formatPence(pence)} a box`;
}
