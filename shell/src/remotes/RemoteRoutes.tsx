import { Suspense, use, useState, type ReactNode } from 'react';
import { matchRoutes, renderMatches, useLocation } from '@mealbox/web-kit/router';
import { LoadingState, routeTitle, useDocumentTitle } from '@mealbox/web-kit';
import { BareMain } from '../layout/BareMain';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import type { RemoteFrame } from '../routes/url-table';
import { loadRemoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteName } from './registry';
import styles from './RemoteRoutes.module.css';

/**
 * Renders the page a remote serves at the current URL. The remote's code is fetched the first time one of its
 * paths is visited; while it loads a spinner shows, and if it cannot load the branded fallback replaces only
 * this page. `frame` says whether the shell's layout surrounds it ('site') or nothing does ('own'), in which case
 * the shell's own content here gets a <main> of its own.
 */
export function RemoteRoutes({ remote, frame }: { remote: RemoteName; frame: RemoteFrame }) {
  const { pathname } = useLocation();
  const [retries, setRetries] = useState(0);
  // A new page or a 'Try again' is a new attempt; re-renders within one attempt reuse its result.
  const attemptKey = `${pathname}#${retries}`;
  const shellContent = (content: ReactNode) => (frame === 'own' ? <BareMain>{content}</BareMain> : content);
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={attemptKey}
      fallback={() => shellContent(<RemoteUnavailable onRetry={() => setRetries((n) => n + 1)} />)}
    >
      <Suspense
        fallback={shellContent(
          <div className={styles.loading}>
            <LoadingState label="Loading…" />
          </div>,
        )}
      >
        <RemotePage remote={remote} attemptKey={attemptKey} notFound={() => shellContent(<NotFoundPage />)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemotePage({
  remote,
  attemptKey,
  notFound,
}: {
  remote: RemoteName;
  attemptKey: string;
  notFound: () => ReactNode;
}) {
  const routes = use(loadRemoteRoutes(remote, attemptKey));
  const location = useLocation();
  const matches = matchRoutes(routes, location);
  const deepest = matches?.[matches.length - 1];
  useDocumentTitle(matches ? routeTitle(deepest?.route.handle) : 'Page not found');
  // The shell sent this path to the remote, but the remote (an older or newer build) has no page for it.
  if (!matches) return notFound();
  return renderMatches(matches);
}
