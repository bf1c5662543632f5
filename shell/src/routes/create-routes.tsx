import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RouteErrorPage } from '../pages/route-error/RouteErrorPage';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import type { RemoteName } from '../remotes/registry';
import { URL_TABLE } from './url-table';

/**
 * One pathless route per remote: its children are the remote's paths, only there to be matched (they render
 * nothing); the parent's element loads the remote and renders the remote's own route for the URL.
 */
function remoteRoute(remote: RemoteName, paths: readonly string[]): RouteObject {
  return {
    id: `remote:${remote}`,
    element: <RemoteRoutes remote={remote} />,
    // element: null says 'renders nothing' on purpose (the parent renders the page), which keeps the router quiet.
    children: paths.map((path) => ({ path, element: null })),
  };
}

export function createRoutes(): RouteObject[] {
  const remotes = Object.entries(URL_TABLE) as Array<[RemoteName, readonly string[]]>;
  return [
    {
      element: <SiteLayout />,
      children: [
        {
          // Inside the layout, so the header and footer stay on screen whatever goes wrong.
          errorElement: <RouteErrorPage />,
          children: [
            ...remotes.map(([remote, paths]) => remoteRoute(remote, paths)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
