/**
 * The remotes the shell can load. A remote's entry is a path on the page's own origin: the gateway serves each
 * remote's built files under /mfe/<team>/, so the same build works on any host name and port.
 */
export type RemoteName = 'storefront' | 'checkout' | 'admin';

export interface RemoteDefinition {
  /** Federation container name, as in the remote's webpack config. */
  scope: string;
  /** Path of its remoteEntry.js on this origin. */
  entry: string;
}

export const REMOTES: Readonly<Record<RemoteName, RemoteDefinition>> = {
  storefront: { scope: 'mfe_storefront', entry: '/mfe/storefront/remoteEntry.js' },
  checkout: { scope: 'mfe_checkout', entry: '/mfe/checkout/remoteEntry.js' },
  admin: { scope: 'mfe_admin', entry: '/mfe/admin/remoteEntry.js' },
};
