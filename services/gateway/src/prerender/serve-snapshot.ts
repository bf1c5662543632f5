import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from '../proxy/answer-compression';
import type { PageSnapshot } from './page-snapshots';

/**
 * Sends a prerendered document. It revalidates on every visit (`no-cache` with an ETag), like the shell's own
 * index.html, so a new render or a deploy shows at once; a browser that has it already gets a 304.
 */
export function serveSnapshot(req: IncomingMessage, res: ServerResponse, snapshot: PageSnapshot): void {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: snapshot.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === snapshot.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding ? snapshot.encoded[encoding] : snapshot.html;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
