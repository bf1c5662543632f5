import { matchSitePath, patternMatches } from './match-site-path';
import { SITE_PAGES } from './site-pages';
import { siteRoutes } from './site-routes';

describe('patternMatches', () => {
  it.each([
    ['/meals', '/meals'],
    ['/meals', '/meals/'],
    ['/meals', '/MEALS'],
    ['/', '/'],
    ['/cart/:orderId', '/cart/64f1c2'],
    ['/manage-orders/:orderId', '/manage-orders/a1b2/'],
    ['/reset-password/:uid/:token', '/reset-password/abc/123-xyz'],
    ['/about-us', '/about%2Dus'],
  ])('when %s is matched against %s, then it matches', (pattern, pathname) => {
    expect(patternMatches(pattern, pathname)).toBe(true);
  });

  it.each([
    ['/meals', '/meals/nonexistent-meal'],
    ['/meals', '/mealsx'],
    ['/', '/no-such-page'],
    ['/cart/:orderId', '/cart'],
    ['/cart/:orderId', '/cart/'],
    ['/cart/:orderId', '/cart//'],
    ['/manage-orders/:orderId', '/manage-orders/x/y/z'],
    ['/cart/:orderId', '/cart/a%2Fb/c'],
  ])('when %s is matched against %s, then it does not match', (pattern, pathname) => {
    expect(patternMatches(pattern, pathname)).toBe(false);
  });

  it('when a path has a malformed escape, then it is matched as it came', () => {
    expect(patternMatches('/cart/:orderId', '/cart/%E0%A4%A')).toBe(true);
    expect(patternMatches('/meals', '/meals%')).toBe(false);
  });
});

describe('matchSitePath', () => {
  const routes = siteRoutes();

  it('when the path is a page of the site, then it is a page', () => {
    expect(matchSitePath(routes, '/contact')).toEqual({ kind: 'page' });
    expect(matchSitePath(routes, '/join-now/plans/')).toEqual({ kind: 'page' });
    expect(matchSitePath(routes, '/cart/64f1c2')).toEqual({ kind: 'page' });
  });

  it('when the path is an old address, then it leads to the page that replaced it', () => {
    expect(matchSitePath(routes, '/about')).toEqual({ kind: 'redirect', to: '/about-us' });
    expect(matchSitePath(routes, '/plan/')).toEqual({ kind: 'redirect', to: '/join-now/plans/' });
  });

  it('when the path is no page and no old address, then it is unknown', () => {
    for (const path of ['/no-such-page', '/meals/nonexistent-meal', '/manage-orders/x/y/z', '/about/us'])
      expect(matchSitePath(routes, path)).toEqual({ kind: 'unknown' });
  });

  it('when the pages are listed, then none uses an optional segment or a splat, which the matcher does not know', () => {
    for (const pattern of Object.values(SITE_PAGES)) expect(pattern).not.toMatch(/[?*]/);
  });
});
