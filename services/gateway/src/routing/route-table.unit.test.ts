import { buildRouteTable, matchRoute } from './route-table';
import { loadGatewayConfig } from '../config';

const routes = buildRouteTable(
  loadGatewayConfig({
    IDENTITY_URL: 'http://identity:4001',
    CATALOGUE_URL: 'http://catalogue:4002',
    ORDERING_URL: 'http://ordering:4003',
    PAYMENT_URL: 'http://payment:4004',
    REMOTE_STOREFRONT_URL: 'http://storefront:4101',
    REMOTE_CHECKOUT_URL: 'http://checkout:4102',
    REMOTE_ADMIN_URL: 'http://admin:4103',
  }),
);

describe('gateway route table', () => {
  it('when a path is under /api/meals or is the staff meal list, then it goes to the catalogue unchanged', () => {
    for (const path of [
      '/api/meals',
      '/api/meals/',
      '/api/meals/abc/image',
      '/api/meals/categories/',
      '/api/meals/64b7f0c2a1b2c3d4e5f60718/',
      '/api/admin/meals/',
      '/api/meals/recipes/',
      '/api/admin/meals/64b7f0c2a1b2c3d4e5f60718/recipe/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://catalogue:4002',
        stripPrefix: false,
      });
    }
  });

  it('when a path is about add-ons, public or staff’s, then it goes to the catalogue unchanged', () => {
    for (const path of [
      '/api/add-ons/',
      '/api/add-ons/64b7f0c2a1b2c3d4e5f60718/',
      '/api/add-ons/64b7f0c2a1b2c3d4e5f60718/image',
      '/api/admin/add-ons/',
      '/api/admin/add-ons/64b7f0c2a1b2c3d4e5f60718/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://catalogue:4002',
        stripPrefix: false,
      });
    }
  });

  it('when a path is about prices (plan pricing, delivery price, price calculation), then it goes to the catalogue', () => {
    for (const path of [
      '/api/meal-plan-pricing/',
      '/api/meal-plan-pricing/64b7f0c2a1b2c3d4e5f60718/',
      '/api/configuration/',
      '/api/configuration/update_delivery_price/',
      '/api/calculate-price/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://catalogue:4002',
        stripPrefix: false,
      });
    }
  });

  it('when a path belongs to identity (sign-in, tokens, admin checks, user admin, contact), then it goes to identity', () => {
    for (const path of [
      '/auth/jwt/create/',
      '/auth/users/me/',
      '/api/admin-check',
      '/api/admin-check/',
      '/api/admin/users/',
      '/api/contact/',
      '/api/admin/contact-messages/',
      '/api/admin/contact-messages/64b7f0c2a1b2c3d4e5f60718/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({ upstream: 'http://identity:4001' });
    }
  });

  it('when a path belongs to ordering (customers, addresses, orders, order items, subscriptions, the order report), then it goes to ordering', () => {
    for (const path of [
      '/api/customers/me',
      '/api/customers/me/',
      '/api/customers/add_address/',
      '/api/customers/64b7f0c2a1b2c3d4e5f60718/',
      '/api/orders/',
      '/api/orders/delivery-dates/',
      '/api/orders/64b7f0c2a1b2c3d4e5f60718/update_order_status/',
      '/api/orderitems/',
      '/api/subscriptions/current/',
      '/api/subscriptions/64b7f0c2a1b2c3d4e5f60718/deliveries/2026-03-19/skip/',
      '/api/admin/orders/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://ordering:4003',
        stripPrefix: false,
      });
    }
    expect(matchRoute(routes, '/api/admin/users/')).toMatchObject({ upstream: 'http://identity:4001' });
  });

  it('when a path asks for the staff dashboard figures, then it goes to ordering unchanged', () => {
    for (const path of ['/api/analytics/dashboard', '/api/analytics/dashboard/']) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://ordering:4003',
        stripPrefix: false,
      });
    }
    expect(matchRoute(routes, '/api/analyticsx')).toBeUndefined();
  });

  it('when a path belongs to payment (checkout sessions, the Stripe webhook, the local hosted checkout), then it goes to payment unchanged', () => {
    for (const path of [
      '/api/create-checkout-session/',
      '/api/create-checkout-session',
      '/api/webhooks/stripe/',
      '/pay/local/cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({ upstream: 'http://payment:4004', stripPrefix: false });
    }
    // The site's own pages under similar names stay with the shell.
    expect(matchRoute(routes, '/payment')).toBeUndefined();
    expect(matchRoute(routes, '/pay')).toBeUndefined();
  });

  it('when a path only starts with the same letters, then it does not match', () => {
    expect(matchRoute(routes, '/api/mealsx')).toBeUndefined();
    expect(matchRoute(routes, '/api/contact-us')).toBeUndefined();
    expect(matchRoute(routes, '/api/ordersx')).toBeUndefined();
  });

  it("when a path is under a remote's prefix, then it goes to that remote's host with the prefix stripped", () => {
    expect(matchRoute(routes, '/mfe/storefront/remoteEntry.js')).toMatchObject({
      upstream: 'http://storefront:4101',
      stripPrefix: true,
    });
    expect(matchRoute(routes, '/mfe/checkout/remoteEntry.js')).toMatchObject({
      upstream: 'http://checkout:4102',
      stripPrefix: true,
    });
    expect(matchRoute(routes, '/mfe/checkout/assets/chunk.js')).toMatchObject({
      upstream: 'http://checkout:4102',
    });
    expect(matchRoute(routes, '/mfe/admin/remoteEntry.js')).toMatchObject({
      upstream: 'http://admin:4103',
      stripPrefix: true,
    });
  });

  it('when a path belongs to no service, then nothing matches', () => {
    expect(matchRoute(routes, '/api/unknown')).toBeUndefined();
    expect(matchRoute(routes, '/meals')).toBeUndefined();
  });
});
