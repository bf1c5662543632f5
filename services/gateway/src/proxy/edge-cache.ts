import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import {
  chooseEncoding,
  compressedHeaders,
  encodeBody,
  isCompressible,
  type ContentEncoding,
} from './answer-compression';

/** A stored upstream answer. */
export interface CapturedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Entry extends CapturedResponse {
  storedAt: number;
  expiresAt: number;
  /** Compressed copies of the body, made at the first hit that asks for each. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

export interface EdgeCacheOptions {
  /** 0 turns the cache off. */
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

/**
 * A small shared HTTP cache in front of the services, the role a CDN plays in production. It keeps only what an
 * upstream explicitly marks shareable (`Cache-Control: public, s-maxage=N`, status 200, no Set-Cookie, no Vary),
 * and only for anonymous GETs (no Authorization, no Cookie), so nobody's personal data can be served to someone
 * else. Entries live for the upstream's `s-maxage` seconds; the trade-off is that a change made elsewhere shows
 * here up to that many seconds late, which the upstream chooses per response (the public menu allows 2 s). A change
 * made through this gateway (staff saving a meal or a price) empties the cache at once, so the shop shows it on
 * the next request, as a CDN purge would.
 */
export class EdgeCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Counts purges; an answer fetched before the latest purge may be stale and is not stored. */
  private purges = 0;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether this request may be answered from, and stored into, the shared cache. */
  accepts(req: IncomingMessage): boolean {
    return (
      this.options.maxEntries > 0 &&
      req.method === 'GET' &&
      req.headers.authorization === undefined &&
      req.headers.cookie === undefined
    );
  }

  /** Answers from the cache if it holds a fresh entry for this URL; returns false otherwise. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const key = req.url ?? '/';
    const entry = this.entries.get(key);
    if (!entry) return false;
    const now = this.now();
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return false;
    }
    const age = String(Math.floor((now - entry.storedAt) / 1000));
    const etag = entry.headers.etag;
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': entry.headers['cache-control'] ?? '', age });
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding && isCompressible(entry.status, entry.headers)) {
      const body = (entry.encoded[encoding] ??= encodeBody(entry.body, encoding));
      const headers = compressedHeaders(entry.headers, encoding);
      res.writeHead(entry.status, {
        ...headers,
        'content-length': String(body.length),
        age,
        'x-cache': 'HIT',
      });
      res.end(body);
      return true;
    }
    res.writeHead(entry.status, { ...entry.headers, age, 'x-cache': 'HIT' });
    res.end(entry.body);
    return true;
  }

  /** A token to give `offer` with the answer of a request started now (see purge). */
  ticket(): number {
    return this.purges;
  }

  /** Drops every stored answer: something changed upstream. Answers already on their way are not stored either. */
  purge(): void {
    this.purges++;
    this.entries.clear();
  }

  /**
   * Offers an upstream answer for storing; keeps it only if the upstream allows shared caching and nothing was
   * purged since the request started (`ticket`, from `ticket()` then).
   */
  offer(req: IncomingMessage, response: CapturedResponse, ticket = this.purges): void {
    if (ticket !== this.purges) return;
    const lifetimeSeconds = sharedLifetime(response);
    if (lifetimeSeconds <= 0 || response.body.length > this.options.maxBodyBytes) return;
    const key = req.url ?? '/';
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const storedAt = this.now();
    this.entries.set(key, {
      ...response,
      storedAt,
      expiresAt: storedAt + lifetimeSeconds * 1000,
      encoded: {},
    });
  }
}

function sharedLifetime({ status, headers }: CapturedResponse): number {
  if (status !== 200 || headers['set-cookie'] || headers.vary) return 0;
  const directives = (headers['cache-control'] ?? '').toLowerCase();
  if (!/\bpublic\b/.test(directives) || /\b(private|no-store)\b/.test(directives)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(directives);
  return match ? Number(match[1]) : 0;
}
