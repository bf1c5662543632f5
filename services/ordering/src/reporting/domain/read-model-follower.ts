import { freshLook, type Logger } from '@mealbox/platform';
import type { DashboardDayDocument } from '../data/dashboard-day-model';
import type { FeedEntry, ReadModelFeedDocument } from '../data/read-model-feed-model';
import type { ReadModelSnapshotModel } from '../data/read-model-snapshot-model';
import type { ReportListDocument } from '../data/report-list-model';
import type { SearchListDocument } from '../data/search-list-model';
import type { DayFigures } from './dashboard-contribution';
import type { DashboardDeps } from './dashboard-projection';
import { FEED_ID, FEED_RING, entriesSince, slotsAfter } from './read-model-feed';
import { loadRowsFromDays, ordersOfRows } from './read-model-load';
import { readRowsSnapshot, writeRowsSnapshot } from './read-model-snapshot';
import type { StaffReadModel } from './staff-read-model';

type FollowerDeps = Pick<
  DashboardDeps,
  'dashboardDays' | 'reportRows' | 'reportLists' | 'searchLists' | 'feed'
> & {
  logger: Logger;
  /** Where snapshots of the rows are kept; without it, every load reads the rows documents. */
  snapshots?: ReadModelSnapshotModel;
};

/** How long a numbered slot may stay unwritten (a writer that crashed between its two steps) before reloading. */
const STUCK_MS = 2000;

/** How often a write waiting for the projection to show it looks at the feed. */
const HOLD_POLL_MS = 20;

/** Changes after which a new snapshot is written (half the ring, so a restart soon after finds its entries). */
const SNAPSHOT_CHANGES = FEED_RING / 2;
/** The least time between two snapshots (each writes about 60 MB at a million orders). */
const SNAPSHOT_MS = 60_000;

/** A bucket's figures without its key and its in-flight markers. */
const figuresOf = ({ _id: _day, applying: _applying, ...figures }: DashboardDayDocument): DayFigures =>
  figures;

/** What a read or a write needs of the follower to read its own writes (see caughtUp and holdsWithin). */
export type StaffReadFreshness = Pick<ReadModelFollower, 'caughtUp' | 'holdsWithin'>;

/**
 * Keeps one instance's StaffReadModel current: loads the whole projection (day buckets, and the report's rows with the
 * lists and contacts derived from them), then reads the feed's counter by `_id` every `intervalMs` (100 ms: a small
 * document; every instance reads it, so a shorter interval costs the database in proportion, 40 reads a second per
 * instance at 25 ms, for freshness well inside the dashboard's 1 s), re-reads, by `_id`, the slots of the entries it
 * has not seen and the days and lists they name, and holds the report rows they carry. An entry is announced after its
 * buckets and lists were written, so one read after seeing it holds that change; one read twice just holds a newer
 * state. The copy in memory is therefore always a state the stored one has been in, whatever order events arrived in or
 * how often. A rebuild (new epoch), a feed that restarted, or a gap wider than the ring reloads everything. Polling,
 * not a consumer per instance: the counter is one small document, the projection's own work is done once whatever the
 * number of instances, and the delay is bounded by the interval.
 */
export class ReadModelFollower {
  private held = 0;
  private epoch: string | undefined;
  private stuckSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Looks at the feed, never overlapping; callers who come while one runs share the next (see caughtUp). */
  private readonly look = freshLook(() => (this.stopped ? Promise.resolve() : this.catchUp()));
  /** Where the last snapshot (written or loaded) stands; null: none since the last full load. */
  private snapshotAt: { seq: number; time: number } | null = null;
  private snapshotting: Promise<void> | null = null;

  constructor(
    private readonly deps: FollowerDeps,
    readonly model: StaffReadModel,
    private readonly intervalMs = 100,
  ) {}

  /** The feed's counter: the number of the last change announced, and the epoch. */
  private readFeed() {
    return this.deps.feed.findById(FEED_ID).lean<ReadModelFeedDocument>();
  }

  /** The feed from `held` on: its number and the slots of the entries since (see entriesSince). */
  private async feedSince(held: number, feed: ReadModelFeedDocument) {
    return { seq: feed.seq, ring: await slotsAfter(this.deps.feed, held, feed.seq) };
  }

  /**
   * Loads the whole projection; the feed is read first. The orders come from the latest snapshot of the rows when
   * it is of this epoch and the feed's ring still holds every change since (a few binary documents, seconds at a
   * million orders), else from the report's rows, a day's document at a time, packed as they come (minutes); the
   * lists and contacts are derived from the rows (see ordersOfRows). The rows documents are written just after a
   * change is announced, so after such a load the changes still in the feed's ring (this epoch's) are applied
   * again on top: the lists they name re-read, their rows held as announced. The model serves its previous
   * contents until the new ones are whole.
   */
  async reload(): Promise<void> {
    const feed = await this.readFeed();
    const snapshot = feed?.epoch ? await this.snapshotSince(feed) : null;
    const [days, rows] = await Promise.all([
      this.deps.dashboardDays.find().lean<DashboardDayDocument[]>(),
      snapshot ? snapshot.rows : loadRowsFromDays(this.deps.reportRows),
    ]);
    this.model.replaceAll({ days: days.map((day) => [day._id, figuresOf(day)]), ...ordersOfRows(rows) });
    let held = feed?.seq ?? 0;
    if (feed && snapshot) {
      await this.apply(snapshot.entries);
      held = snapshot.upTo;
    } else if (feed) {
      const from = Math.max(0, held - FEED_RING);
      const recent = entriesSince(from, await this.feedSince(from, feed));
      // The rows as loaded are those of `seq` or later but for the last few milliseconds' changes: the entries
      // still in the ring make up for those (a slot not written yet, or written by another version, is skipped).
      if (recent.kind === 'entries')
        await this.apply(recent.entries.filter((entry) => entry.e === feed.epoch && entry.rows));
    }
    this.held = held;
    this.epoch = feed?.epoch;
    this.stuckSince = null;
    if (!snapshot) this.snapshotAt = null;
    // A counter from before the slots had documents of their own still carries the old ring: dropped, so that
    // every look reads a small document.
    if (feed?.ring) await this.deps.feed.updateOne({ _id: FEED_ID }, { $unset: { ring: '' } });
    this.snapshotWhenDue();
  }

  /**
   * The current snapshot's rows and the feed's entries since it, when every one of them is still in the ring and
   * says which rows it moved; otherwise null (a full load).
   */
  private async snapshotSince(feed: ReadModelFeedDocument) {
    const { snapshots } = this.deps;
    if (!snapshots || !feed.epoch) return null;
    const snapshot = await readRowsSnapshot(snapshots, feed.epoch).catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, 'reading the read model snapshot failed; loading the rows');
      return null;
    });
    if (!snapshot || snapshot.at.seq > feed.seq) return null;
    const since = entriesSince(snapshot.at.seq, await this.feedSince(snapshot.at.seq, feed));
    // Every change since the snapshot must be at hand and say which rows it moved; otherwise a full load.
    if (
      since.kind === 'reload' ||
      since.upTo !== feed.seq ||
      since.entries.some((entry) => entry.e !== feed.epoch || !entry.rows)
    )
      return null;
    this.snapshotAt = { seq: snapshot.at.seq, time: Date.now() };
    return { rows: snapshot.rows, entries: since.entries, upTo: since.upTo };
  }

  /**
   * Writes a snapshot of the rows held, in the background, after a full load and then every SNAPSHOT_CHANGES
   * changes (at most once per SNAPSHOT_MS): the next start loads it instead of every rows document. The rows are
   * copied at once, so the snapshot is exactly the state at `held`.
   */
  private snapshotWhenDue(): void {
    const { snapshots } = this.deps;
    if (!snapshots || !this.epoch || this.snapshotting) return;
    const last = this.snapshotAt;
    if (last && (this.held - last.seq < SNAPSHOT_CHANGES || Date.now() - last.time < SNAPSHOT_MS)) return;
    const at = { epoch: this.epoch, seq: this.held };
    this.snapshotAt = { seq: this.held, time: Date.now() };
    const bytes = this.model.rowsSnapshot();
    this.snapshotting = writeRowsSnapshot(snapshots, bytes, at)
      .then((written) => {
        if (written)
          this.deps.logger.info({ seq: at.seq, bytes: bytes.byteLength }, 'read model snapshot written');
      })
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error }, 'writing the read model snapshot failed'),
      )
      .finally(() => {
        this.snapshotting = null;
      });
  }

  /** One look at the feed: applies what it announces since the last look. */
  async catchUp(): Promise<void> {
    const feed = await this.readFeed();
    if (!feed) return;
    if (feed.epoch !== this.epoch || feed.seq < this.held) return this.reload();
    if (feed.seq === this.held) {
      this.stuckSince = null;
      return;
    }
    if (feed.seq - this.held > FEED_RING) return this.reload();
    const progress = entriesSince(this.held, await this.feedSince(this.held, feed));
    if (progress.kind === 'reload') return this.reload();
    // An entry that does not say which lists and rows it moved was written by an older ordering: only a reload
    // is sure.
    if (progress.entries.some((entry) => !entry.lists || !entry.searches || !entry.rows))
      return this.reload();
    await this.apply(progress.entries);
    this.held = progress.upTo;
    if (progress.upTo === feed.seq) this.stuckSince = null;
    else if (this.stuckSince === null) this.stuckSince = Date.now();
    else if (Date.now() - this.stuckSince > STUCK_MS) return this.reload();
    this.snapshotWhenDue();
  }

  /** Holds what `entries` announce (oldest first): the days and lists they name, as stored now, and their rows. */
  private async apply(entries: readonly FeedEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const days = new Set<string>();
    const lists = new Set<string>();
    const searches = new Set<string>();
    for (const entry of entries) {
      for (const day of entry.days) days.add(day);
      for (const list of entry.lists ?? []) lists.add(list);
      for (const contactId of entry.searches ?? []) searches.add(contactId);
      if (entry.contact) this.model.addContact(entry.contact);
    }
    // Each by `_id`, all at once: one round trip's wait, whatever the number.
    const { dashboardDays, reportLists, searchLists } = this.deps;
    const [readDays, readLists, readSearches] = await Promise.all([
      Promise.all(
        [...days].map(
          async (day) => [day, await dashboardDays.findById(day).lean<DashboardDayDocument>()] as const,
        ),
      ),
      Promise.all(
        [...lists].map(
          async (list) => [list, await reportLists.findById(list).lean<ReportListDocument>()] as const,
        ),
      ),
      Promise.all(
        [...searches].map(
          async (id) => [id, await searchLists.findById(id).lean<SearchListDocument>()] as const,
        ),
      ),
    ]);
    for (const [day, document] of readDays) this.model.setDay(day, document ? figuresOf(document) : null);
    for (const [list, document] of readLists) this.model.setReportList(list, document?.entries ?? null);
    for (const [contactId, document] of readSearches)
      this.model.setSearchList(contactId, document?.entries ?? null);
    // In the order announced: an order's later row replaces its earlier one.
    for (const entry of entries) {
      for (const row of entry.rows ?? []) this.model.setRow(row);
      for (const orderId of entry.gone ?? []) this.model.removeRow(orderId);
    }
    this.model.prepareSearch();
  }

  /**
   * One look at the feed that starts after this call, shared with everyone who asks while it waits: once it
   * resolves, the model holds every change announced before the call. A read that must show what a client was
   * just told (read your own writes) asks for it first, at the cost of one small read by `_id`.
   */
  caughtUp(): Promise<void> {
    return this.look();
  }

  /**
   * Looks at the feed until `holds()` is true of the model (the projection has announced a change just made), or
   * `withinMs` has passed; answers which. A write waits for it before answering, so that every read after it, on
   * any instance (each looks at the feed first), shows the write.
   */
  async holdsWithin(holds: () => boolean, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      await this.caughtUp().catch(() => undefined);
      if (holds()) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, HOLD_POLL_MS));
    }
  }

  /** Loads, then follows until stopped; a failed look is logged and the next one tries again. */
  async start(): Promise<void> {
    await this.reload();
    const tick = () => {
      this.caughtUp()
        .catch((error: unknown) =>
          this.deps.logger.warn({ err: error }, 'reading the read model feed failed'),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, this.intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.look.running();
    await this.snapshotting;
  }
}
