import type { RouteObject } from '@mealbox/web-kit/router';
import { BareMain } from '../layout/BareMain';
import { OwnFrameLayout } from '../layout/OwnFrameLayout';
import { SiteLayout } from '../layout/SiteLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RouteErrorPage } from '../pages/route-error/RouteErrorPage';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import type { RemoteName } from '../remotes/registry';
import { guardLoader } from './guards';
import { redirectRoutes } from './redirects';
import {
  REMOTE_FRAMES,
  URL_TABLE,
  entryGuard,
  entryPath,
  type RemoteFrame,
  type UrlTableEntry,
} from './url-table';

/**
 * One pathless route per remote: its children are the remote's paths, only there to be matched (they render
 * nothing, and a guarded one runs its guard first); the parent's element loads the remote and renders the remote's
 * own route for the URL.
 */
function remoteRoute(remote: RemoteName, entries: readonly UrlTableEntry[]): RouteObject {
  return {
    id: `remote:${remote}`,
    element: <RemoteRoutes remote={remote} frame={REMOTE_FRAMES[remote]} />,
    // element: null says 'renders nothing' on purpose (the parent renders the page), which keeps the router quiet.
    children: entries.map((entry) => {
      const guard = entryGuard(entry);
      return { path: entryPath(entry), element: null, ...(guard ? { loader: guardLoader(guard) } : {}) };
    }),
  };
}

/** The routes of the remotes whose pages have the given frame. */
function remoteRoutesFramed(frame: RemoteFrame): RouteObject[] {
  return (Object.entries(URL_TABLE) as Array<[RemoteName, readonly UrlTableEntry[]]>)
    .filter(([remote]) => REMOTE_FRAMES[remote] === frame)
    .map(([remote, entries]) => remoteRoute(remote, entries));
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      // Loaders (guards, redirects) answer at once; nothing to show meanwhile.
      hydrateFallbackElement: null,
      children: [
        {
          // Inside the layout, so the header and footer stay on screen whatever goes wrong.
          errorElement: <RouteErrorPage />,
          children: [
            ...redirectRoutes(),
            ...remoteRoutesFramed('site'),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    {
      // Remotes that draw their own frame (the admin area): no public header and footer around them.
      element: <OwnFrameLayout />,
      hydrateFallbackElement: null,
      children: [
        {
          errorElement: (
            <BareMain>
              <RouteErrorPage />
            </BareMain>
          ),
          children: remoteRoutesFramed('own'),
        },
      ],
    },
  ];
}
