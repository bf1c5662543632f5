import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@mealbox/web-kit';
import type { RouteObject } from '@mealbox/web-kit/router';
import { REMOTES, type RemoteName } from './registry';

/** A remote could not be loaded (its entry is down, a chunk failed, or it exposes something unexpected). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} remote could not be loaded`, options);
  }
}

let registered = false;

/**
 * Remotes are registered with the federation runtime here, at first use, rather than in the webpack config:
 * the entry URL is resolved against the page's origin, and the runtime's loadRemote() rejects on failure and
 * forgets the failed entry, so 'Try again' really tries again (a build-time remote caches its failure until the
 * page is reloaded).
 */
function ensureRegistered(): void {
  if (registered) return;
  registerRemotes(
    Object.values(REMOTES).map(({ scope, entry }) => ({
      name: scope,
      entry: new URL(entry, window.location.origin).href,
    })),
  );
  registered = true;
}

interface Attempt {
  key: string;
  promise: Promise<RouteObject[]>;
  outcome: { failed: boolean };
}

const attempts = new Map<RemoteName, Attempt>();

async function importRoutes(remote: RemoteName): Promise<RouteObject[]> {
  ensureRegistered();
  const module = await loadRemote<RemoteRoutesModule>(`${REMOTES[remote].scope}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error('the remote exposes no routes array');
  return module.routes;
}

/**
 * The route objects a remote exposes as `./routes`. A successful load is shared by every later caller. A failed
 * one is kept for its `attemptKey` (React's use() must see the same promise on every render of one attempt, or it
 * would retry in a loop) and replaced as soon as a caller asks with a new key: 'Try again', or another page.
 */
export function loadRemoteRoutes(remote: RemoteName, attemptKey: string): Promise<RouteObject[]> {
  const previous = attempts.get(remote);
  if (previous && (!previous.outcome.failed || previous.key === attemptKey)) return previous.promise;

  const outcome = { failed: false };
  const promise = importRoutes(remote).catch((error: unknown) => {
    outcome.failed = true;
    throw new RemoteLoadError(remote, { cause: error });
  });
  attempts.set(remote, { key: attemptKey, promise, outcome });
  return promise;
}
