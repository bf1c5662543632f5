import { redirect, type LoaderFunction, type RouteObject } from '@mealbox/web-kit/router';

/**
 * Old and alternative addresses and where they really live (spec section 2). The shell answers them itself, so
 * they work whichever remote is up, and keeps any query string.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/plan': '/join-now/plans/',
  // The spec's mobile menu links to /how-it-work and its footer to /about (DESIGN section 9).
  '/how-it-work': '/how-it-works',
  '/about': '/about-us',
};

export function redirectLoader(to: string): LoaderFunction {
  return ({ request }) => {
    throw redirect(`${to}${new URL(request.url).search}`);
  };
}

export function redirectRoutes(): RouteObject[] {
  return Object.entries(REDIRECTS).map(([path, to]) => ({ path, loader: redirectLoader(to), element: null }));
}
