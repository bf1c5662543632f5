import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from '../proxy/answer-compression';
import type { PageSnapshot } from './page-snapshots';

/**
 * Sends a prerendered document. It revalidates on every visit (`no-cache` with an ETag), like the shell's own
 * index.html, so a new render or a deploy shows at once; a browser that has it already gets a 304. The not-found
 * page goes out with its 404 and no ETag, so nothing answers it with a 304.
 */
export function serveSnapshot(
  req: IncomingMessage,
  res: ServerResponse,
  snapshot: PageSnapshot,
  status: 200 | 404 = 200,
): void {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (status === 200) headers.ETag = snapshot.etag;
  if (status === 200 && req.headers['if-none-match'] === snapshot.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding ? snapshot.encoded[encoding] : snapshot.html;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
