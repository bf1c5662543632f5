// The LCP anchor of a page: the site's own prerendered copy of it with every script taken out, served as a static
// file (compressed once, as a CDN would) by a bare server that passes every other request (styles, pictures,
// fonts) to the site. Its first paint is the best that page's HTML can do on this machine and link; the page's
// LCP over it is what the site's scripts and serving cost the paint.
import { createServer, request } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

const SCRIPT_TAG = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b[^>]*rel="modulepreload"[^>]*>|<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/gi;
const PRERENDERED = /data-prerendered/;

/** The copy's HTML as the site serves it to a first visit, once the copy exists (a request may start its capture). */
async function prerenderedHtml(site, path) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${site}${path}`, { headers: { Accept: 'text/html' } });
    const html = await response.text();
    if (PRERENDERED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} is not prerendered on ${site}`);
}

/**
 * Serves each of `paths` as its script-free copy on `port` (0: any free one); anything else is passed to `site`.
 * Returns { server, url } (url without a trailing slash).
 */
export async function startSamePageAnchor(site, paths, { port = 0 } = {}) {
  const pages = new Map();
  for (const path of new Set(paths)) {
    const html = (await prerenderedHtml(site, path)).replace(SCRIPT_TAG, '').replace(SCRIPT_PRELOAD, '');
    pages.set(path, brotliCompressSync(Buffer.from(html)));
  }
  const target = new URL(site);
  const server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (page) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br' }).end(page);
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}
