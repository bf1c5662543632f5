import type { Logger } from '@mealbox/platform';
import type { DashboardDayDocument } from '../data/dashboard-day-model';
import type { ReadModelFeedDocument } from '../data/read-model-feed-model';
import type { ReportListDocument } from '../data/report-list-model';
import type { SearchContactDocument } from '../data/search-contact-model';
import type { SearchListDocument } from '../data/search-list-model';
import type { DayFigures } from './dashboard-contribution';
import type { DashboardDeps } from './dashboard-projection';
import { FEED_ID, entriesSince } from './read-model-feed';
import { ReportListIndex } from './report-list-index';
import { SearchListIndex } from './search-list-index';
import type { StaffReadModel } from './staff-read-model';

type FollowerDeps = Pick<
  DashboardDeps,
  'dashboardDays' | 'searchContacts' | 'reportLists' | 'searchLists' | 'feed'
> & { logger: Logger };

/** Lists read at once while loading: a few hundred KB per batch, so the load's memory stays flat. */
const LOAD_BATCH = 200;

/** How long a numbered slot may stay unwritten (a writer that crashed between its two steps) before reloading. */
const STUCK_MS = 2000;

/** A bucket's figures without its key and its in-flight markers. */
const figuresOf = ({ _id: _day, applying: _applying, ...figures }: DashboardDayDocument): DayFigures =>
  figures;

/**
 * Keeps one instance's StaffReadModel current: loads the whole projection (day buckets, contacts, the report's and
 * the search's lists), then reads the projection's feed by `_id` every `intervalMs` and re-reads, by `_id`, only
 * the days and lists its new entries name. An entry is announced after its buckets and lists were written, so one
 * read after seeing it holds that change; one read twice just holds a newer state. The copy in memory is therefore
 * always a state the stored one has been in, whatever order events arrived in or how often. A rebuild (new epoch), a feed that restarted, or a gap wider than the ring
 * reloads everything. Polling, not a consumer per instance: the feed is one small document, the projection's
 * own work is done once whatever the number of instances, and the delay is bounded by the interval.
 */
export class ReadModelFollower {
  private held = 0;
  private epoch: string | undefined;
  private stuckSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: FollowerDeps,
    readonly model: StaffReadModel,
    private readonly intervalMs = 100,
  ) {}

  private readFeed() {
    return this.deps.feed.findById(FEED_ID).lean<ReadModelFeedDocument>();
  }

  /**
   * Loads the whole projection; the feed's number is read first, so changes announced meanwhile are re-read. The
   * lists stream in a batch at a time and are packed as they come (a million orders' worth would otherwise be
   * a few hundred MB of documents at once); the model serves its previous contents until the new ones are whole.
   */
  async reload(): Promise<void> {
    const feed = await this.readFeed();
    const reportLists = new ReportListIndex();
    const searchLists = new SearchListIndex();
    const [days, contacts] = await Promise.all([
      this.deps.dashboardDays.find().lean<DashboardDayDocument[]>(),
      this.deps.searchContacts.find().lean<SearchContactDocument[]>(),
      (async () => {
        for await (const list of this.deps.reportLists
          .find()
          .lean<ReportListDocument[]>()
          .cursor({ batchSize: LOAD_BATCH }))
          reportLists.set(list._id, list.entries ?? null);
      })(),
      (async () => {
        for await (const list of this.deps.searchLists
          .find()
          .lean<SearchListDocument[]>()
          .cursor({ batchSize: LOAD_BATCH * 10 }))
          searchLists.set(list._id, list.entries ?? null);
      })(),
    ]);
    this.model.replaceAll({
      days: days.map((day) => [day._id, figuresOf(day)]),
      contacts: contacts.map(({ _id, name, email }) => ({ id: _id, name, email })),
      reportLists,
      searchLists,
    });
    this.held = feed?.seq ?? 0;
    this.epoch = feed?.epoch;
    this.stuckSince = null;
  }

  /** One look at the feed: applies what it announces since the last look. */
  async catchUp(): Promise<void> {
    const feed = await this.readFeed();
    if (!feed) return;
    if (feed.epoch !== this.epoch || feed.seq < this.held) return this.reload();
    const progress = entriesSince(this.held, feed);
    if (progress.kind === 'reload') return this.reload();
    // An entry that does not say which lists it moved was written by an older ordering: only a reload is sure.
    if (progress.entries.some((entry) => !entry.lists || !entry.searches)) return this.reload();
    const days = new Set<string>();
    const lists = new Set<string>();
    const searches = new Set<string>();
    for (const entry of progress.entries) {
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
    this.model.prepareSearch();
    this.held = progress.upTo;
    if (progress.upTo === feed.seq) this.stuckSince = null;
    else if (this.stuckSince === null) this.stuckSince = Date.now();
    else if (Date.now() - this.stuckSince > STUCK_MS) await this.reload();
  }

  /** Loads, then follows until stopped; a failed look is logged and the next one tries again. */
  async start(): Promise<void> {
    await this.reload();
    const tick = () => {
      this.running = this.catchUp()
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
    await this.running;
  }
}
