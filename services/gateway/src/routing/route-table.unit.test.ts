import { buildRouteTable, matchRoute } from './route-table';
import { loadGatewayConfig } from '../config';

const routes = buildRouteTable(
  loadGatewayConfig({
    IDENTITY_URL: 'http://identity:4001',
    CATALOGUE_URL: 'http://catalogue:4002',
    REMOTE_STOREFRONT_URL: 'http://storefront:4101',
  }),
);

describe('gateway route table', () => {
  it('when a path is under /api/meals, then it goes to the catalogue unchanged', () => {
    for (const path of ['/api/meals', '/api/meals/', '/api/meals/abc/image', '/api/meals/categories/']) {
      expect(matchRoute(routes, path)).toMatchObject({
        upstream: 'http://catalogue:4002',
        stripPrefix: false,
      });
    }
  });

  it('when a path belongs to identity (sign-in, tokens, admin checks, user admin), then it goes to identity', () => {
    for (const path of [
      '/auth/jwt/create/',
      '/auth/users/me/',
      '/api/admin-check',
      '/api/admin-check/',
      '/api/admin/users/',
    ]) {
      expect(matchRoute(routes, path)).toMatchObject({ upstream: 'http://identity:4001' });
    }
  });

  it('when a path only starts with the same letters, then it does not match', () => {
    expect(matchRoute(routes, '/api/mealsx')).toBeUndefined();
  });

  it("when a path is under a remote's prefix, then it goes to that remote's host with the prefix stripped", () => {
    expect(matchRoute(routes, '/mfe/storefront/remoteEntry.js')).toMatchObject({
      upstream: 'http://storefront:4101',
      stripPrefix: true,
    });
  });

  it('when a path belongs to no service, then nothing matches', () => {
    expect(matchRoute(routes, '/api/unknown')).toBeUndefined();
    expect(matchRoute(routes, '/meals')).toBeUndefined();
  });
});
