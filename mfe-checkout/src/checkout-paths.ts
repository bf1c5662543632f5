/** The customer's account (the footer's 'My Account'; guarded by the shell's customer guard). */
export const ACCOUNT_PATH = '/account';

/** The id of the account's Allergens card, where a customer changes the allergens they leave out. */
export const ALLERGENS_CARD_ID = 'allergens';
export const ACCOUNT_ALLERGENS_PATH = `${ACCOUNT_PATH}#${ALLERGENS_CARD_ID}`;

/**
 * The purchase steps this remote serves after the plan (spec section 2; DESIGN section 2). All but the error page
 * are behind the shell's customer guard.
 */
export const PURCHASE_PATHS = {
  /** Meal selection: where the plan page sends a signed-in customer. */
  meals: '/join-now/meals/',
  /** Phone and address, for a customer with no saved address. */
  details: '/join-now/details',
  /** A saved address (or a new one) and the delivery day. */
  existingDetails: '/existing-details',
  /** Where the card provider sends the customer back after paying (`?order_id=`). */
  success: '/success',
  /** Generic error page (not guarded), reached from a cart that cannot be shown. */
  error: '/error',
} as const;

/** The cart of one order: /cart/{order_id}. */
export function cartPath(orderId: string): string {
  return `/cart/${encodeURIComponent(orderId)}`;
}

/** Pages of other teams this remote links to: plain URLs, the only coupling between remotes (DESIGN section 2). */
export const SITE_PATHS = {
  home: '/',
  /** The plan builder, target of every 'Order Now' (spec section 2). */
  plan: '/join-now/plans/',
  menu: '/meals',
  pricing: '/pricing',
  help: '/help',
  faq: '/faq',
  delivery: '/delivery',
  contact: '/contact',
} as const;
