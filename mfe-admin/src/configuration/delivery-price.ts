import { PRICE_LIMITS_PENCE, checkPrice, penceToDecimal, type PriceCheck } from './price-input';

/** How long 'Delivery price updated successfully!' stays (spec section 8: hidden after 3 seconds). */
export const DELIVERY_SAVED_MESSAGE_MS = 3000;

/**
 * The delivery price field's check (spec section 5): present and numeric, else 'Please enter a valid price'; then
 * the catalogue's own limits, so the form says what the server would.
 */
export function checkDeliveryPrice(text: string): PriceCheck {
  if (text.trim() === '' || Number.isNaN(Number(text)))
    return { ok: false, error: 'Please enter a valid price' };
  return checkPrice(text, PRICE_LIMITS_PENCE.delivery);
}

/** What customers see for a delivery price: 'Free' for 0.00 (DESIGN section 9), else the amount. */
export function deliveryLabel(decimal: string): string {
  const pence = checkPrice(decimal, Number.MAX_SAFE_INTEGER);
  if (!pence.ok) return decimal;
  return pence.pence === 0 ? 'Free' : `£${penceToDecimal(pence.pence)}`;
}
