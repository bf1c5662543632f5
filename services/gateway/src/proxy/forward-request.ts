import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { sendProblem } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { chooseEncoding, compressedHeaders, createEncoder, isCompressible } from './answer-compression';
import type { UpstreamRequestDuration } from '../metrics/upstream-request-metrics';
import type { ClientOrigin, ClientOriginOf } from './client-origin';
import type { CapturedResponse } from './edge-cache';
import type { UpstreamPool } from './upstream-pool';

// Headers that describe one hop's connection, not the message; they must not be forwarded (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface Forwarder {
  /** `capture`, when given, also receives the whole upstream answer once it has been sent on. */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    upstream: UpstreamPool,
    path: string,
    capture?: (response: CapturedResponse) => void,
  ): void;
  close(): void;
}

/**
 * Streams a request to an upstream and its response back, over pooled keep-alive connections (a new TCP
 * connection per request would cost more than the proxying itself). An upstream that is down answers 502, one
 * that is too slow 504, both as problem+json, so the site can tell "service unavailable" from a real error.
 * Uncompressed text answers above a kilobyte are compressed on the way out, as the browser accepts.
 * Of several instances, each request goes to the pool's next one; an instance that refuses the connection is
 * marked down, and a request without a body (nothing was sent yet, so nothing can be applied twice) is asked of
 * the next instance. A request with a body is not replayed: it answers 502, and the next one goes elsewhere.
 */
export function createForwarder(
  logger: Logger,
  timeoutMs: number,
  upstreamRequests: UpstreamRequestDuration,
  originOf: ClientOriginOf,
): Forwarder {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });

  return {
    forward(req, res, pool, path, capture) {
      const started = process.hrtime.bigint();
      // 'close' follows 'finish' for an answer sent in full, and comes alone when the client left first.
      res.once('close', () => {
        upstreamRequests.observe(
          { upstream: pool.name, status: res.writableFinished ? res.statusCode : 'aborted' },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      });
      send(pool.next(), pool.size - 1);

      function send(upstream: URL, retriesLeft: number): void {
        const outgoing = http.request({
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path,
          headers: forwardedHeaders(req, originOf(req)),
          agent,
        });
        outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new UpstreamTimeout()));

        outgoing.on('response', (answer) => {
          const status = answer.statusCode ?? 502;
          const headers = withoutHopByHop(answer.headers);
          const encoding = req.method === 'HEAD' ? undefined : chooseEncoding(req.headers['accept-encoding']);
          if (encoding && isCompressible(status, headers)) {
            // JSON and other text leave compressed; the edge cache below still keeps the plain answer.
            res.writeHead(status, compressedHeaders(headers, encoding));
            answer.pipe(createEncoder(encoding)).pipe(res);
          } else {
            res.writeHead(status, headers);
            answer.pipe(res);
          }
          answer.on('error', () => res.destroy());
          if (capture) {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => capture({ status, headers, body: Buffer.concat(chunks) }));
          }
        });
        let clientGone = false;
        outgoing.on('error', (error) => {
          if (clientGone) return;
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (isConnectionRefused(error)) {
            pool.markDown(upstream);
            if (retriesLeft > 0 && !hasBody(req)) {
              send(pool.next(), retriesLeft - 1);
              return;
            }
          }
          const timedOut = error instanceof UpstreamTimeout;
          logger.warn({ upstream: upstream.origin, path, err: error }, 'upstream request failed');
          sendProblem(res, {
            status: timedOut ? 504 : 502,
            title: timedOut ? 'Gateway Timeout' : 'Bad Gateway',
            detail: timedOut
              ? 'The service took too long to answer. Please try again.'
              : 'The service is unavailable at the moment. Please try again shortly.',
          });
        });
        // A client that goes away mid-request should not keep the upstream busy.
        res.on('close', () => {
          if (res.writableFinished) return;
          clientGone = true;
          outgoing.destroy();
        });
        if (hasBody(req)) req.pipe(outgoing);
        else outgoing.end();
      }
    },
    close() {
      agent.destroy();
    },
  };
}

class UpstreamTimeout extends Error {}

const isConnectionRefused = (error: Error): boolean =>
  (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

/** Whether the request carries a body (RFC 9112 6.3: a length above zero, or a transfer coding). */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

// The client as the edge decided it (client-origin.ts) replaces whatever X-Forwarded-For and -Proto came in: the
// services trust only this gateway's word (TRUST_PROXY), so the one entry they read is never one a client wrote.
function forwardedHeaders(req: IncomingMessage, origin: ClientOrigin): IncomingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  headers['x-forwarded-for'] = origin.address;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = origin.https ? 'https' : 'http';
  return headers;
}
