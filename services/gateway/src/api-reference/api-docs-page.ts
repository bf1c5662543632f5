import { API_SCHEMA_PATH } from './serve-api-schema';

/** Where the API reference page and its script live. */
export const API_DOCS_PATH = '/api/docs/';
export const REDOC_BUNDLE_PATH = `${API_DOCS_PATH}redoc.standalone.js`;

/**
 * The reference page: Redoc's standalone bundle finds the `<redoc>` element and draws the document named by its
 * `spec-url`, so the page needs no inline script (the site's policy allows none, and neither does the page's).
 */
export const API_DOCS_PAGE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mealbox API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <redoc spec-url="${API_SCHEMA_PATH}" hide-hostname="true" expand-responses="200,201"></redoc>
    <script src="${REDOC_BUNDLE_PATH}"></script>
  </body>
</html>
`;

/**
 * The reference page's own Content-Security-Policy, narrower than the site's where it can be and wider only
 * where Redoc needs it:
 * - `script-src 'self'`: the bundle is served from here (from node_modules, no CDN) and nothing runs inline;
 * - `style-src 'self' 'unsafe-inline'`: Redoc (styled-components) writes its styles into `<style>` elements at
 *   run time; styles run no code;
 * - `img-src 'self' data:`: Redoc's icons are data: URIs;
 * - `connect-src 'self'`: it fetches the document from /api/schema/ and nothing else;
 * - `worker-src blob:`: its search index runs in a worker it makes from a blob (search stops working without it);
 * - everything else none: no fonts, frames, forms or plug-ins, and no page may frame it.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
