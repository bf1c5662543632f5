import type { SiteRoutes } from './site-routes';

/** What a path is on the site: a page, an old address that leads to another, or nothing at all. */
export type SitePathMatch = { kind: 'page' } | { kind: 'redirect'; to: string } | { kind: 'unknown' };

/**
 * Matches as the shell's router does, so the gateway and the browser agree on what exists: letters in any case,
 * any number of trailing slashes, `:name` for one non-empty segment, and the path's %-escapes decoded
 * (react-router's `compilePath` and `decodePath`). The site's patterns use no optional segments and no `*`.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  return compile(pattern).test(decodePath(pathname));
}

export function matchSitePath(routes: SiteRoutes, pathname: string): SitePathMatch {
  if (routes.pages.some((pattern) => patternMatches(pattern, pathname))) return { kind: 'page' };
  const redirect = Object.entries(routes.redirects).find(([from]) => patternMatches(from, pathname));
  return redirect ? { kind: 'redirect', to: redirect[1] } : { kind: 'unknown' };
}

const compiled = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    const source = pattern
      .replace(/\/*$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:[\w-]+/g, '/([^\\/]+)');
    regExp = new RegExp(`^${source}\\/*$`, 'i');
    compiled.set(pattern, regExp);
  }
  return regExp;
}

// Each segment decoded on its own, an encoded slash kept as one; a malformed escape leaves the path as it came.
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
