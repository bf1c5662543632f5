/**
 * The short reference customers quote for an order ('MB-5F3A9C21'): the last eight hex digits of its id, in
 * capitals. The checkout shows it, staff read it in the order report, and ordering stores it on each order so the
 * report finds an order by it. Eight digits can repeat across many orders, so it names an order for people, never
 * for code (which keeps using the id).
 *
 * No zod here: the front ends import this file alone ('@mealbox/contracts/order-reference') so the browser gets
 * these two functions without the schemas.
 */

const PREFIX = 'MB-';
const DIGITS = 8;

export function orderReference(orderId: string): string {
  return `${PREFIX}${orderId.slice(-DIGITS).toUpperCase()}`;
}

/** A reference as people type or say it: any case, 'MB-', 'MB' or nothing in front, spaces around. */
const TYPED_REFERENCE = /^(?:mb-?)?([0-9a-f]{8})$/i;

/** The canonical reference ('MB-5F3A9C21') of text that reads as one ('mb5f3a9c21 ', '5F3A9C21'), else null. */
export function parseOrderReference(text: string): string | null {
  const digits = TYPED_REFERENCE.exec(text.trim())?.[1];
  return digits ? `${PREFIX}${digits.toUpperCase()}` : null;
}
