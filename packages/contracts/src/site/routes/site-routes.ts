import { SITE_PAGES, SITE_REDIRECTS } from './site-pages';

/**
 * What the shell's build writes beside its index.html (`SITE_ROUTES_FILE`), so the gateway knows the pages of the
 * shell that is deployed, not of the one it was built with: a shell deploy that adds a page is never answered 404.
 */
export interface SiteRoutes {
  /** Page path patterns (react-router syntax, `:name` for one segment). */
  pages: readonly string[];
  /** Exact paths (matched as pages are) and where they lead. */
  redirects: Readonly<Record<string, string>>;
}

export const SITE_ROUTES_FILE = 'site-routes.json';

export function siteRoutes(): SiteRoutes {
  return { pages: Object.values(SITE_PAGES), redirects: SITE_REDIRECTS };
}
