import { createHash } from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

type Build = () => Promise<{ body: unknown; headers?: Record<string, string> }>;

/**
 * Keeps serialized read responses (the menu is read far more often than it changes).
 * - An entry older than `ttlMs` is still served while one refresh runs in the background, so readers never
 *   queue behind the database (stale-while-revalidate).
 * - Concurrent misses for one key share a single build (no stampede on the database).
 * - `clear()` drops everything at once when this instance writes; a build that started before the clear is
 *   not stored. The trade-off: another instance's write shows here only after `ttlMs`.
 * - Bounded, so odd query strings cannot grow it without limit.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { response: CachedResponse; expiresAt: number }>();
  private readonly building = new Map<string, Promise<CachedResponse>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrCreate(key: string, build: Build): Promise<CachedResponse> {
    const entry = this.entries.get(key);
    if (!entry) return this.refresh(key, build);
    if (entry.expiresAt <= this.now()) this.refresh(key, build).catch(() => undefined);
    return entry.response;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.building.clear();
  }

  private refresh(key: string, build: Build): Promise<CachedResponse> {
    const running = this.building.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = build()
      .then(({ body, headers = {} }) => {
        const bytes = Buffer.from(JSON.stringify(body));
        const response = {
          body: bytes,
          etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
          headers,
        };
        if (generation === this.generation) this.store(key, response);
        return response;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  private store(key: string, response: CachedResponse): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { response, expiresAt: this.now() + this.ttlMs });
  }
}
