import { createHash } from 'node:crypto';
import type { OrderContact, OrderFacts } from './dashboard-facts';
import type { SearchListMove, SearchListPlacement } from '../data/projection-shapes';

/**
 * The order search's index: one list per contact (the exact name and email orders carry), holding each of its
 * orders with the time it was placed and its current status (collection `order_search_lists`, `_id` the contact's
 * id), and the contacts themselves (`order_search_contacts`). A search matches the contacts' names and emails in
 * memory (a few tens of thousands of short strings, however many orders they placed) and then reads only the
 * lists of the contacts that match, by `_id`: a regex over every order becomes a lookup per matching customer.
 */
export type { SearchListEntry, SearchListMove, SearchListPlacement } from '../data/projection-shapes';

/** A short, fixed-alphabet key for a name and email (any characters), so it reads by `_id` on every server. */
export const contactIdOf = (contact: OrderContact): string =>
  createHash('sha1').update(`${contact.name}\u0000${contact.email}`).digest('hex');

export function searchPlacementOf(orderId: string, facts: OrderFacts): SearchListPlacement | null {
  if (facts.contact === null || facts.orderStatus === null || facts.placedAt === 0) return null;
  // Field order fixed (at, id, status): a list drops an entry by whole-value equality.
  return {
    list: contactIdOf(facts.contact),
    entry: { at: facts.placedAt, id: orderId, status: facts.orderStatus },
  };
}

/** The move between `before` and `after`, or null when the order's entry stays as it is. */
export function searchMoveOf(orderId: string, before: OrderFacts, after: OrderFacts): SearchListMove | null {
  const from = searchPlacementOf(orderId, before);
  const to = searchPlacementOf(orderId, after);
  if (JSON.stringify(from) === JSON.stringify(to)) return null;
  const contact = to && after.contact && to.list !== from?.list ? { id: to.list, ...after.contact } : null;
  return { from, to, contact };
}
