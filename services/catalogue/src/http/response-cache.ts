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
 *   not stored.
 * - With a `stamp` (see ChangeStamp), every read first asks whether a change was committed anywhere since the
 *   answers were built, and drops them if so: another instance's write shows on the next read, not after `ttlMs`.
 *   When the stamp cannot be read (the database is away), the cached answers are served as they are.
 * - Bounded, so odd query strings cannot grow it without limit.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { response: CachedResponse; expiresAt: number }>();
  private readonly building = new Map<string, Promise<CachedResponse>>();
  private generation = 0;
  /** The stamp the entries were built under (or after). */
  private stampHeld = -1;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly now: () => number = Date.now,
    private readonly stamp: { latest(): Promise<number> } | null = null,
  ) {}

  getOrCreate(key: string, build: Build): Promise<CachedResponse> {
    if (!this.stamp) return this.cachedOrBuilt(key, build);
    return this.dropIfChangedElsewhere(this.stamp).then(() => this.cachedOrBuilt(key, build));
  }

  private async cachedOrBuilt(key: string, build: Build): Promise<CachedResponse> {
    const entry = this.entries.get(key);
    if (!entry) return this.refresh(key, build);
    if (entry.expiresAt <= this.now()) this.refresh(key, build).catch(() => undefined);
    return entry.response;
  }

  private async dropIfChangedElsewhere(stamp: { latest(): Promise<number> }): Promise<void> {
    const latest = await stamp.latest().catch(() => this.stampHeld);
    // Monotonic: a look that started earlier and answers later cannot take the held stamp back.
    if (latest <= this.stampHeld) return;
    this.clear();
    this.stampHeld = latest;
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
