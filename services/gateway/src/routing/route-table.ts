import type { GatewayConfig } from '../config';

/** Where a path prefix goes. `stripPrefix` serves a remote's files from the root of its own host. */
export interface Route {
  prefix: string;
  upstream: string;
  stripPrefix: boolean;
}

/**
 * The gateway's map of the system: which service answers which part of the API (DESIGN section 3), and where
 * each remote front end lives. Longest prefix wins. Services of later issues add their prefixes here.
 */
export function buildRouteTable(config: GatewayConfig): Route[] {
  const api = (prefix: string, upstream: string): Route => ({ prefix, upstream, stripPrefix: false });
  const routes: Route[] = [
    api('/auth', config.IDENTITY_URL),
    api('/api/admin-check', config.IDENTITY_URL),
    api('/api/admin/users', config.IDENTITY_URL),
    api('/api/contact', config.IDENTITY_URL),
    api('/api/admin/contact-messages', config.IDENTITY_URL),
    api('/api/meals', config.CATALOGUE_URL),
    api('/api/admin/meals', config.CATALOGUE_URL),
    // What is sold beside the meals (desserts, sides, drinks, breakfast), and staff's list of it.
    api('/api/add-ons', config.CATALOGUE_URL),
    api('/api/admin/add-ons', config.CATALOGUE_URL),
    api('/api/meal-plan-pricing', config.CATALOGUE_URL),
    api('/api/configuration', config.CATALOGUE_URL),
    api('/api/calculate-price', config.CATALOGUE_URL),
    api('/api/customers', config.ORDERING_URL),
    api('/api/orders', config.ORDERING_URL),
    api('/api/orderitems', config.ORDERING_URL),
    api('/api/admin/orders', config.ORDERING_URL),
    // A customer's account credit, for staff (ordering keeps the ledger).
    api('/api/admin/customers', config.ORDERING_URL),
    // The customer's weekly subscription: its deliveries, changes and confirmations.
    api('/api/subscriptions', config.ORDERING_URL),
    // The staff dashboard's figures, kept by ordering from its own order events.
    api('/api/analytics', config.ORDERING_URL),
    // The courier's signed delivery reports (out for delivery, delivered, a failed attempt).
    api('/api/delivery', config.ORDERING_URL),
    // Staff's delivery day: the day's boxes, and sending them out together.
    api('/api/admin/deliveries', config.ORDERING_URL),
    // The emails sent about an order, for staff (notifications keeps them).
    api('/api/admin/order-emails', config.NOTIFICATIONS_URL),
    // The reminders' unsubscribe link, opened from a mail.
    api('/api/notifications', config.NOTIFICATIONS_URL),
    api('/api/create-checkout-session', config.PAYMENT_URL),
    api('/api/webhooks/stripe', config.PAYMENT_URL),
    // The local payment provider's hosted checkout page (used where no Stripe key is set).
    api('/pay/local', config.PAYMENT_URL),
    { prefix: '/mfe/storefront/', upstream: config.REMOTE_STOREFRONT_URL, stripPrefix: true },
    { prefix: '/mfe/checkout/', upstream: config.REMOTE_CHECKOUT_URL, stripPrefix: true },
    { prefix: '/mfe/admin/', upstream: config.REMOTE_ADMIN_URL, stripPrefix: true },
  ];
  return routes.sort((a, b) => b.prefix.length - a.prefix.length);
}

export function matchRoute(routes: Route[], pathname: string): Route | undefined {
  return routes.find(
    (route) =>
      pathname === route.prefix ||
      pathname.startsWith(route.prefix.endsWith('/') ? route.prefix : `${route.prefix}/`),
  );
}
