import { isSitePath, parseInline } from './inline-text';

/**
 * Checks the unit tests run over page copy (kept here so every content test applies the same rules).
 * Pages may link to these paths: this remote's own, and those other teams serve (pricing, account, plan builder).
 */
export const LINKABLE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/meals',
  '/pricing',
  '/account',
  '/login',
  '/join-now/plans/',
  '/how-it-works',
  '/about-us',
  '/contact',
  '/help',
  '/faq',
  '/delivery',
  '/returns',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
]);

/** A price figure ('£59.99', '59.99', '£10'): prices come live from the server, so copy never states one. */
export const STATED_PRICE = /£|\b\d+\.\d{2}\b/;

/** A section or question anchor: lowercase words joined by hyphens. */
export const ANCHOR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The links inside the site that a line of copy makes, as [path, hash] ('/faq#x' -> ['/faq', 'x']). */
export function siteLinks(text: string): Array<[string, string]> {
  return parseInline(text).flatMap((segment) => {
    if (segment.kind !== 'link' || !isSitePath(segment.href)) return [];
    const [path = '', hash = ''] = segment.href.split('#');
    return [[path, hash] as [string, string]];
  });
}

/** Every external address a line of copy links to. */
export function externalLinks(text: string): string[] {
  return parseInline(text).flatMap((segment) =>
    segment.kind === 'link' && !isSitePath(segment.href) ? [segment.href] : [],
  );
}
