import type { RemoteName } from '../remotes/registry';

/**
 * The site's URL table (DESIGN section 2): which remote serves which path. The shell owns it so it can tell a
 * page of a remote that is down ('taking a break') from a page that does not exist ('not found') without loading
 * any remote. Patterns are react-router paths; '/meals' also matches '/meals/'.
 *
 * To add pages: list their paths under the remote that serves them (and register a new remote in
 * ../remotes/registry.ts). The remote renders its own route object for each path.
 */
export const URL_TABLE: Readonly<Record<RemoteName, readonly string[]>> = {
  storefront: ['/', '/meals'],
};
