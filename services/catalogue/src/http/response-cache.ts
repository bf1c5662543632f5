import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/**
 * Keeps serialized read responses (the menu is read far more often than it changes). Entries expire after a
 * short time and are dropped at once when this instance writes; the trade-off is that another instance's write
 * shows here only after `ttlMs`. Bounded, so odd query strings cannot grow it without limit.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { response: CachedResponse; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrCreate(key: string, create: () => Promise<{ body: unknown; headers?: Record<string, string> }>) {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.response;
    const { body, headers = {} } = await create();
    const bytes = Buffer.from(JSON.stringify(body));
    const response: CachedResponse = {
      body: bytes,
      etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
      headers,
    };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { response, expiresAt: this.now() + this.ttlMs });
    return response;
  }

  clear(): void {
    this.entries.clear();
  }
}
