import type { RemoteName } from '../remotes/registry';
import type { RouteGuardName } from './guards';

/** A path a remote serves, optionally behind a guard ('customer' pages need a session, 'admin' pages staff). */
export interface GuardedPath {
  path: string;
  guard: RouteGuardName;
}
export type UrlTableEntry = string | GuardedPath;

/**
 * The site's URL table (DESIGN section 2): which remote serves which path. The shell owns it so it can tell a
 * page of a remote that is down ('taking a break') from a page that does not exist ('not found') without loading
 * any remote. Patterns are react-router paths; '/meals' also matches '/meals/'.
 *
 * To add pages: list their paths under the remote that serves them (and register a new remote in
 * ../remotes/registry.ts). The remote renders its own route object for each path. A page that needs a signed-in
 * customer is listed as { path, guard: 'customer' } (e.g. { path: '/join-now/meals', guard: 'customer' }); an
 * admin page as { path, guard: 'admin' }.
 */
export const URL_TABLE: Readonly<Record<RemoteName, readonly UrlTableEntry[]>> = {
  storefront: [
    '/',
    '/meals',
    '/pricing',
    '/login',
    // Password reset: the request page, and the page the emailed link opens.
    '/forgot-password',
    '/reset-password/:uid/:token',
    '/join-now/plans',
    // Information pages (each in the main navigation or the footer).
    '/how-it-works',
    '/about-us',
    '/contact',
    '/help',
    '/faq',
    '/delivery',
    '/returns',
    '/privacy',
    '/terms',
    '/cookies',
    '/accessibility',
  ],
  // The customer's side after the plan (DESIGN section 1); for signed-in customers only.
  checkout: [
    { path: '/account', guard: 'customer' },
    // The purchase steps after the plan (spec section 2).
    { path: '/join-now/meals', guard: 'customer' },
    { path: '/join-now/details', guard: 'customer' },
    { path: '/existing-details', guard: 'customer' },
    { path: '/cart/:orderId', guard: 'customer' },
    // Where the card provider sends the customer back; it reads their order, so it needs their session.
    { path: '/success', guard: 'customer' },
    // Reached from a cart that cannot be shown; open to anyone (spec section 2).
    '/error',
  ],
  // The staff sign-in is open to all (spec section 2); every other admin screen is guarded.
  admin: [
    '/manage',
    { path: '/manage-dashboard', guard: 'admin' },
    { path: '/manage-configuration', guard: 'admin' },
    { path: '/manage-meals', guard: 'admin' },
    { path: '/manage-add-ons', guard: 'admin' },
    { path: '/manage-users', guard: 'admin' },
    { path: '/manage-messages', guard: 'admin' },
    { path: '/manage-orders', guard: 'admin' },
    { path: '/manage-orders/:orderId', guard: 'admin' },
  ],
};

/**
 * Who draws the frame around a remote's pages. 'site': the shell's public header and footer. 'own': the remote
 * draws its own, and the shell adds only what every page needs (scroll restoration, its error pages).
 *
 * The admin area is 'own' (spec section 2: a sidebar of admin screens, and staff at work gain nothing from the
 * shop's navigation). Its sidebar is drawn by mfe-admin rather than by the shell because it lists the admin
 * team's screens: a new screen and its link then ship in one deploy of that remote, with no shell release.
 */
export type RemoteFrame = 'site' | 'own';

export const REMOTE_FRAMES: Readonly<Record<RemoteName, RemoteFrame>> = {
  storefront: 'site',
  checkout: 'site',
  admin: 'own',
};

export function entryPath(entry: UrlTableEntry): string {
  return typeof entry === 'string' ? entry : entry.path;
}

export function entryGuard(entry: UrlTableEntry): RouteGuardName | undefined {
  return typeof entry === 'string' ? undefined : entry.guard;
}
