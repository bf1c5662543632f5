import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface BuiltAppOptions {
  /** Answer every unknown GET with index.html, so the browser router can resolve deep links. */
  historyFallback: boolean;
}

/**
 * Serves one built front end. Content-hashed files are cached for a year; entry points (index.html,
 * remoteEntry.js, mf-manifest.json) are revalidated on every load so a deploy shows up at once. Text files go out
 * as the Brotli or gzip copy the build made beside them (`x.js.br`, `x.js.gz`), whichever the browser accepts,
 * with `Vary: Accept-Encoding` so caches keep the copies apart. The copies are listed when the host starts, as a
 * deploy of a front end starts its host afresh (a build into a running host's folder is served, uncompressed, until
 * the host restarts).
 */
export function serveBuiltApp(dir: string, { historyFallback }: BuiltAppOptions): Express {
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
  if (historyFallback) {
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dir, 'index.html'), (error) => {
        if (error && !res.headersSent)
          res.status(503).type('text/plain').send('The site is being updated. Please try again shortly.');
      });
    });
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
