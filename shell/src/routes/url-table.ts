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
  storefront: ['/', '/meals', '/login', '/join-now/plans'],
};

export function entryPath(entry: UrlTableEntry): string {
  return typeof entry === 'string' ? entry : entry.path;
}

export function entryGuard(entry: UrlTableEntry): RouteGuardName | undefined {
  return typeof entry === 'string' ? undefined : entry.guard;
}
