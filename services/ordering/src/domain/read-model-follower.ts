import type { Logger } from '@mealbox/platform';
import type { DashboardDayDocument } from '../data/dashboard-day-model';
import type { ReadModelFeedDocument } from '../data/read-model-feed-model';
import type { SearchContactDocument } from '../data/search-contact-model';
import type { DayFigures } from './dashboard-contribution';
import type { DashboardDeps } from './dashboard-projection';
import { FEED_ID, entriesSince } from './read-model-feed';
import type { StaffReadModel } from './staff-read-model';

type FollowerDeps = Pick<DashboardDeps, 'dashboardDays' | 'searchContacts' | 'feed'> & { logger: Logger };

/** How long a numbered slot may stay unwritten (a writer that crashed between its two steps) before reloading. */
const STUCK_MS = 2000;

/** A bucket's figures without its key and its in-flight markers. */
const figuresOf = ({ _id: _day, applying: _applying, ...figures }: DashboardDayDocument): DayFigures =>
  figures;

/**
 * Keeps one instance's StaffReadModel current: loads the whole projection (day buckets, contacts), then reads the
 * projection's feed by `_id` every `intervalMs` and re-reads, by `_id`, only the days its new entries name. An
 * entry is announced after its buckets were written, so a day read after seeing it holds that change; a day read
 * twice just holds a newer state. A rebuild (new epoch), a feed that restarted, or a gap wider than the ring
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
    private readonly intervalMs = 200,
  ) {}

  private readFeed() {
    return this.deps.feed.findById(FEED_ID).lean<ReadModelFeedDocument>();
  }

  /** Loads the whole projection; the feed's number is read first, so changes announced meanwhile are re-read. */
  async reload(): Promise<void> {
    const feed = await this.readFeed();
    const [days, contacts] = await Promise.all([
      this.deps.dashboardDays.find().lean<DashboardDayDocument[]>(),
      this.deps.searchContacts.find().lean<SearchContactDocument[]>(),
    ]);
    this.model.replaceAll(
      days.map((day) => [day._id, figuresOf(day)]),
      contacts.map(({ _id, name, email }) => ({ id: _id, name, email })),
    );
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
    const days = new Set<string>();
    for (const entry of progress.entries) {
      for (const day of entry.days) days.add(day);
      if (entry.contact) this.model.addContact(entry.contact);
    }
    const read = await Promise.all(
      [...days].map(
        async (day) =>
          [day, await this.deps.dashboardDays.findById(day).lean<DashboardDayDocument>()] as const,
      ),
    );
    for (const [day, document] of read) this.model.setDay(day, document ? figuresOf(document) : null);
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
