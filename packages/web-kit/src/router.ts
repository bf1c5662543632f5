/**
 * The router, as every front end uses it: import these from '@mealbox/web-kit/router', never from
 * 'react-router-dom'. Module federation shares this module as a singleton (tooling/federation/shared.js), so the shell and
 * every remote use one router, and only the parts named here are shipped: a shared package is never tree-shaken
 * (any remote might use any of it), but a shared module that names its exports is, which keeps about 100 KB of the
 * router's server-rendering and framework code off every page. To use another part of the router, add it here.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  renderMatches,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
