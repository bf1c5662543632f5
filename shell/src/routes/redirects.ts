import { SITE_REDIRECTS } from '@mealbox/contracts/site-routes';
import { redirect, type LoaderFunction, type RouteObject } from '@mealbox/web-kit/router';

/**
 * Old and alternative addresses and where they really live (spec section 2, listed in contracts' site-routes).
 * The gateway answers a first visit to one with a permanent redirect; the shell answers them itself too, for
 * links followed inside the app, so they work whichever remote is up, and keeps any query string.
 */
export const REDIRECTS: Readonly<Record<string, string>> = SITE_REDIRECTS;

export function redirectLoader(to: string): LoaderFunction {
  return ({ request }) => {
    throw redirect(`${to}${new URL(request.url).search}`);
  };
}

export function redirectRoutes(): RouteObject[] {
  return Object.entries(REDIRECTS).map(([path, to]) => ({ path, loader: redirectLoader(to), element: null }));
}
