import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { sendProblem } from '@mealbox/platform';
import {
  API_DOCS_CONTENT_SECURITY_POLICY,
  API_DOCS_PAGE,
  API_DOCS_PATH,
  REDOC_BUNDLE_PATH,
} from './api-docs-page';

interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

const asset = (type: string, body: Buffer, version: string): Asset => ({
  type,
  body,
  gzipped: gzipSync(body),
  etag: `"${version}"`,
});

/** Redoc's self-contained browser bundle, as installed (its version names it for caches). */
function redocBundle(): Asset {
  const bundle = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'));
  const { version } = JSON.parse(readFileSync(require.resolve('redoc/package.json'), 'utf8')) as {
    version: string;
  };
  return asset('application/javascript; charset=utf-8', bundle, `redoc-${version}`);
}

/** Is `path` one of the reference page's (`/api/docs` itself included, which moves to `/api/docs/`)? */
export const isApiDocsPath = (path: string): boolean =>
  path === '/api/docs' || path.startsWith(API_DOCS_PATH);

/**
 * Serves the API reference page and Redoc's bundle, both from memory (read once at start), under the page's own
 * Content-Security-Policy. Revalidated on each load by ETag, so an upgrade of Redoc shows at once.
 */
export function serveApiDocs() {
  const page = asset('text/html; charset=utf-8', Buffer.from(API_DOCS_PAGE), 'api-docs-page');
  const bundle = redocBundle();
  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    if (path === '/api/docs') {
      res.writeHead(301, { Location: API_DOCS_PATH }).end();
      return;
    }
    const found = path === API_DOCS_PATH ? page : path === REDOC_BUNDLE_PATH ? bundle : undefined;
    if (!found || (req.method !== 'GET' && req.method !== 'HEAD')) {
      sendProblem(res, { status: 404, title: 'Not Found', detail: `No route for ${req.method} ${path}.` });
      return;
    }
    res.setHeader('Content-Security-Policy', API_DOCS_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', found.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? found.gzipped : found.body;
    res.writeHead(200, {
      'Content-Type': found.type,
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
