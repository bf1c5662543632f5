import type { Request, Response } from 'express';
import type { CachedResponse } from './response-cache';

// Browsers revalidate every time (cheap: 304 on the ETag); a shared cache such as the gateway's may reuse an
// answer for 2 s. Public reads (menu, prices) may lag a change by that much; nothing personal is served this way.
const PUBLIC_CACHING = 'public, max-age=0, s-maxage=2';

/** Sends a cached public JSON answer, or 304 when the client already holds it. */
export function sendCached(req: Request, res: Response, response: CachedResponse): void {
  res.set({ ...response.headers, ETag: response.etag, 'Cache-Control': PUBLIC_CACHING });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(response.body);
}
