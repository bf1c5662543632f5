import type { RouteObject } from '@mealbox/web-kit/router';

/**
 * The contract between the shell and each remote: a remote exposes `./routes` with this shape and nothing else.
 * Paths are absolute ('/meals'); the shell decides which paths it sends to which remote (its URL table) and then
 * renders the remote's matching route inside its own layout. Route objects are component routes (element or
 * Component, children, handle); remotes load their data in their components.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** What a route may tell the shell through `handle`. */
export interface RouteHandle {
  /** Page name for the tab title ('Menu' -> 'Menu | Mealbox'); omitted on the homepage. */
  title?: string;
}

export function routeTitle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const title = (handle as RouteHandle).title;
  return typeof title === 'string' ? title : undefined;
}
