import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface BuiltAppOptions {
  /**
   * Answers a GET that no file answers (the shell's pages: see answer-page-path.ts); without it such a GET is a
   * plain 404, as on a remote's host.
   */
  pages?: RequestHandler;
}

/**
 * Serves one built front end. Content-hashed files are cached for a year; entry points (index.html,
 * remoteEntry.js, mf-manifest.json) are revalidated on every load so a deploy shows up at once. Text files go out
 * as the Brotli or gzip copy the build made beside them (`x.js.br`, `x.js.gz`), whichever the browser accepts,
 * with `Vary: Accept-Encoding` so caches keep the copies apart. The copies are listed when the host starts, as a
 * deploy of a front end starts its host afresh (a build into a running host's folder is served, uncompressed, until
 * the host restarts).
 */
export function serveBuiltApp(dir: string, { pages }: BuiltAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        // The cache headers are the file's own, whichever compressed copy carries it.
        cacheControl: false,
        setHeaders(res: ServerResponse, filePath: string) {
          const file = path.basename(filePath);
          const hashed = /\.[0-9a-f]{8,}\./.test(file);
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('X-Content-Type-Options', 'nosniff');
        },
      },
    }),
  );
  if (pages) app.get(/.*/, pages);
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
