import { SITE_PAGES, type SitePagePath } from '@mealbox/contracts/site-routes';
import type { RemoteName } from '../remotes/registry';
import type { RouteGuardName } from './guards';

/** A path a remote serves, optionally behind a guard ('customer' pages need a session, 'admin' pages staff). */
export interface GuardedPath {
  path: SitePagePath;
  guard: RouteGuardName;
}
export type UrlTableEntry = SitePagePath | GuardedPath;

/**
 * The site's URL table (DESIGN section 2): which remote serves which path. The shell owns it so it can tell a
 * page of a remote that is down ('taking a break') from a page that does not exist ('not found') without loading
 * any remote. Patterns are react-router paths; '/meals' also matches '/meals/'. The paths themselves are the
 * site's page list in @mealbox/contracts/site-routes, which the build also writes to dist/site-routes.json for the
 * gateway (it answers 404 for any other address).
 *
 * To add pages: add their paths to SITE_PAGES (contracts) and list them here under the remote that serves them
 * (and register a new remote in ../remotes/registry.ts). The remote renders its own route object for each path. A page that needs a signed-in
 * customer is listed as { path, guard: 'customer' } (e.g. { path: '/join-now/meals', guard: 'customer' }); an
 * admin page as { path, guard: 'admin' }.
 */
export const URL_TABLE: Readonly<Record<RemoteName, readonly UrlTableEntry[]>> = {
  storefront: [
    SITE_PAGES.home,
    SITE_PAGES.meals,
    SITE_PAGES.pricing,
    SITE_PAGES.login,
    // Password reset: the request page, and the page the emailed link opens.
    SITE_PAGES.forgotPassword,
    SITE_PAGES.resetPassword,
    SITE_PAGES.plans,
    // Information pages (each in the main navigation or the footer).
    SITE_PAGES.howItWorks,
    SITE_PAGES.aboutUs,
    SITE_PAGES.contact,
    SITE_PAGES.help,
    SITE_PAGES.faq,
    SITE_PAGES.delivery,
    SITE_PAGES.returns,
    SITE_PAGES.privacy,
    SITE_PAGES.terms,
    SITE_PAGES.cookies,
    SITE_PAGES.accessibility,
  ],
  // The customer's side after the plan (DESIGN section 1); for signed-in customers only.
  checkout: [
    { path: SITE_PAGES.account, guard: 'customer' },
    // The purchase steps after the plan (spec section 2).
    { path: SITE_PAGES.chooseMeals, guard: 'customer' },
    { path: SITE_PAGES.yourDetails, guard: 'customer' },
    { path: SITE_PAGES.existingDetails, guard: 'customer' },
    { path: SITE_PAGES.cart, guard: 'customer' },
    // Where the card provider sends the customer back; it reads their order, so it needs their session.
    { path: SITE_PAGES.paymentSuccess, guard: 'customer' },
    // Reached from a cart that cannot be shown; open to anyone (spec section 2).
    SITE_PAGES.cartError,
  ],
  // The staff sign-in is open to all (spec section 2); every other admin screen is guarded.
  admin: [
    SITE_PAGES.staffLogin,
    { path: SITE_PAGES.manageDashboard, guard: 'admin' },
    { path: SITE_PAGES.manageConfiguration, guard: 'admin' },
    { path: SITE_PAGES.manageMeals, guard: 'admin' },
    { path: SITE_PAGES.manageAddOns, guard: 'admin' },
    { path: SITE_PAGES.manageUsers, guard: 'admin' },
    { path: SITE_PAGES.manageMessages, guard: 'admin' },
    { path: SITE_PAGES.manageOrders, guard: 'admin' },
    { path: SITE_PAGES.manageOrder, guard: 'admin' },
    { path: SITE_PAGES.manageDeliveries, guard: 'admin' },
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
