import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, encodeBody } from '../proxy/answer-compression';
import { APP_STARTER_SCRIPT } from './app-starter-script';

const plain = Buffer.from(APP_STARTER_SCRIPT);
// Compressed once: every prerendered page asks for it (about 5 KB plain, under 2 KB in Brotli).
const encoded = { br: encodeBody(plain, 'br'), gzip: encodeBody(plain, 'gzip') };

/** Sends the prerendered pages' app starter, compressed when the browser accepts it; cached for five minutes. */
export function serveAppStarter(req: IncomingMessage, res: ServerResponse): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding ? encoded[encoding] : plain;
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
