import type { OrderStatus } from '@mealbox/contracts';
import type { FeedEntry } from '../data/read-model-feed-model';
import { NO_FACTS, applyOrderChange, withContact } from './dashboard-facts';
import type { OrderChange, OrderContact, OrderFacts } from './dashboard-facts';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { listMoveOf, newestFirst } from './order-report-lists';
import { reportRowMoveOf } from './order-report-rows';
import { contactIdOf, searchMoveOf } from './order-search-lists';
import type { ListedOrder } from './packed-order-list';
import { FEED_ID, slotId } from './read-model-feed';
import { ReadModelFollower } from './read-model-follower';
import { StaffReadModel } from './staff-read-model';

type FollowerDeps = ConstructorParameters<typeof ReadModelFollower>[0];
type Stored = { _id: string } & Record<string, unknown>;

/** A collection as the follower reads it: by `_id`, or all of it (as a promise or a cursor). */
class StoredCollection {
  readonly documents = new Map<string, Stored>();
  findById(id: string) {
    const found = this.documents.get(id);
    return { lean: () => Promise.resolve(found ? structuredClone(found) : null) };
  }
  find() {
    const all = [...this.documents.values()].map((document) => structuredClone(document));
    return {
      lean: () =>
        Object.assign(Promise.resolve(all), {
          cursor: () =>
            (async function* () {
              yield* all;
            })(),
        }),
    };
  }
}

interface Move {
  from: { list: string; entry: object } | null;
  to: { list: string; entry: object } | null;
}

/**
 * The projection's lists as the database holds them, moved with the projection's own rules (listMoveOf,
 * searchMoveOf) as `$addToSet` and `$pull` move them, and each change announced on the feed as applyPending does.
 */
class StoredProjection {
  readonly facts = new Map<string, OrderFacts>();
  readonly reportLists = new StoredCollection();
  readonly searchLists = new StoredCollection();
  readonly contacts = new StoredCollection();
  readonly days = new StoredCollection();
  readonly reportRows = new StoredCollection();
  readonly feed = new StoredCollection();
  private seq = 0;

  constructor() {
    this.feed.documents.set(FEED_ID, { _id: FEED_ID, seq: 0, epoch: 'e1' });
  }

  private move(collection: StoredCollection, move: Move | null): string[] {
    if (!move) return [];
    const same = (a: object) => (b: object) => JSON.stringify(a) === JSON.stringify(b);
    if (move.to) {
      const { list, entry } = move.to;
      const entries = (collection.documents.get(list)?.entries as object[] | undefined) ?? [];
      if (!entries.some(same(entry)))
        collection.documents.set(list, { _id: list, entries: [...entries, entry] });
    }
    if (move.from) {
      const { list, entry } = move.from;
      const held = collection.documents.get(list);
      if (held) held.entries = (held.entries as object[]).filter((other) => !same(entry)(other));
    }
    return [...new Set([move.from?.list, move.to?.list].filter((list): list is string => Boolean(list)))];
  }

  /** Announces a change the way announceChange does (the number, then its slot's document). */
  announce(entry: Omit<FeedEntry, 'k' | 'e'>): void {
    const feed = this.feed.documents.get(FEED_ID) as Stored & { epoch: string };
    this.seq += 1;
    feed.seq = this.seq;
    const slot = slotId(this.seq);
    this.feed.documents.set(slot, { _id: slot, entry: { ...entry, k: this.seq, e: feed.epoch } });
  }

  /**
   * One of the order's events, as the dashboard consumer applies it; `announce: false` crashes before announcing,
   * `moveRows: false` after announcing but before the day's rows document is rewritten.
   */
  apply(
    orderId: string,
    change: OrderChange,
    contact: OrderContact,
    { announce = true, moveRows = announce }: { announce?: boolean; moveRows?: boolean } = {},
  ): void {
    const before = this.facts.get(orderId) ?? NO_FACTS;
    const after = withContact(applyOrderChange(before, change) ?? before, contact);
    if (after === before) return;
    this.facts.set(orderId, after);
    const search = searchMoveOf(orderId, before, after);
    if (search?.contact) {
      const { id, name, email } = search.contact;
      if (!this.contacts.documents.has(id)) this.contacts.documents.set(id, { _id: id, name, email });
    }
    const lists = this.move(this.reportLists, listMoveOf(orderId, before, after));
    const searches = this.move(this.searchLists, search);
    const rows = reportRowMoveOf(orderId, before, after);
    if (announce)
      this.announce({
        days: [],
        lists,
        searches,
        ...(search?.contact ? { contact: search.contact } : {}),
        rows: rows?.to ? [rows.to.entry] : [],
      });
    if (moveRows) this.move(this.reportRows, rows);
  }

  /** The report as the orders' facts say it should be: statuses, newest first. */
  expectedIds(statuses: readonly OrderStatus[], matches: (contact: OrderContact) => boolean = () => true) {
    return [...this.facts]
      .filter(([, facts]) => facts.orderStatus && statuses.includes(facts.orderStatus))
      .filter(([, facts]) => facts.contact && matches(facts.contact))
      .map(([id, facts]): ListedOrder => ({ at: facts.placedAt, id }))
      .sort(newestFirst)
      .map((entry) => entry.id);
  }
}

const ada: OrderContact = { name: 'Ada Lovelace', email: 'ada@example.co.uk' };
const grace: OrderContact = { name: 'Grace Hopper', email: 'grace@navy.example' };
const orderId = (n: number) => `65a00000000000000000${String(n).padStart(4, '0')}`;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
const placed = (minutes: number): OrderChange => ({
  kind: 'placed',
  placedAt: at(minutes),
  deliveryDate: '2026-11-26',
  totalPence: 4999,
  orderStatus: 'processing',
  paymentStatus: 'pending',
});
const status = (to: OrderStatus, minutes: number): OrderChange => ({
  kind: 'orderStatus',
  to,
  at: at(minutes),
});
const ALL: OrderStatus[] = ['processing', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'];

async function following(stored: StoredProjection) {
  const deps = {
    dashboardDays: stored.days,
    reportRows: stored.reportRows,
    reportLists: stored.reportLists,
    searchLists: stored.searchLists,
    feed: stored.feed,
    logger: { warn: () => undefined },
  } as unknown as FollowerDeps;
  const follower = new ReadModelFollower(deps, new StaffReadModel());
  await follower.reload();
  return follower;
}

const pageIds = (model: StaffReadModel, statuses: readonly OrderStatus[], skip = 0, limit = 10) =>
  model.reportPage(statuses, undefined, undefined, skip, limit);

/** The ids a search by `text` finds in memory, newest first, and how many. */
function searched(model: StaffReadModel, text: string, wanted?: OrderStatus) {
  const contacts = model.contactsMatching(text).map((contact) => contact.id);
  const entries = model.searchEntries(contacts, (_at, status) => !wanted || status === wanted);
  return entries.sort(newestFirst).map((entry) => entry.id);
}

describe('the report’s and the search’s lists held in memory, following the stored lists', () => {
  it('when orders are placed after the load, then the report pages and totals follow, newest first and paged exactly', async () => {
    const stored = new StoredProjection();
    stored.apply(orderId(1), placed(1), ada);
    const follower = await following(stored);
    for (let n = 2; n <= 25; n++) stored.apply(orderId(n), placed(n), n % 2 ? ada : grace);
    await follower.catchUp();
    const expected = stored.expectedIds(ALL);
    expect(pageIds(follower.model, ALL)).toEqual({ ids: expected.slice(0, 10), total: 25 });
    expect(pageIds(follower.model, ALL, 20)).toEqual({ ids: expected.slice(20), total: 25 });
    expect(searched(follower.model, 'hopper')).toEqual(
      stored.expectedIds(ALL, (contact) => contact.name === grace.name),
    );
  });

  it('when every event is delivered again, then the lists and the totals do not change', async () => {
    const stored = new StoredProjection();
    const follower = await following(stored);
    const events: [string, OrderChange][] = [
      [orderId(1), placed(1)],
      [orderId(2), placed(2)],
      [orderId(1), status('preparing', 3)],
    ];
    for (const [id, change] of events) stored.apply(id, change, ada);
    await follower.catchUp();
    const once = { page: pageIds(follower.model, ALL), search: searched(follower.model, 'ada') };
    for (const [id, change] of events) stored.apply(id, change, ada);
    await follower.catchUp();
    expect({ page: pageIds(follower.model, ALL), search: searched(follower.model, 'ada') }).toEqual(once);
    expect(once.page.total).toBe(2);
  });

  it('when an order’s events arrive out of order, then it ends in the list of its latest status, once', async () => {
    const stored = new StoredProjection();
    const follower = await following(stored);
    stored.apply(orderId(1), status('delivered', 30), ada);
    stored.apply(orderId(1), status('preparing', 10), ada);
    stored.apply(orderId(1), placed(1), ada);
    await follower.catchUp();
    expect(pageIds(follower.model, ['delivered'])).toEqual({ ids: [orderId(1)], total: 1 });
    expect(pageIds(follower.model, ['processing', 'preparing'])).toEqual({ ids: [], total: 0 });
    expect(searched(follower.model, 'lovelace', 'delivered')).toEqual([orderId(1)]);
    expect(searched(follower.model, 'lovelace', 'preparing')).toEqual([]);
  });

  it('when an order is cancelled after payment, then it leaves its status’s list and joins the cancelled one, in the report and the search', async () => {
    const stored = new StoredProjection();
    stored.apply(orderId(1), placed(1), ada);
    stored.apply(orderId(2), placed(2), ada);
    stored.apply(orderId(1), { kind: 'paymentStatus', to: 'completed', at: at(3) }, ada);
    stored.apply(orderId(1), status('preparing', 4), ada);
    const follower = await following(stored);
    expect(pageIds(follower.model, ['preparing'])).toEqual({ ids: [orderId(1)], total: 1 });
    stored.apply(orderId(1), status('cancelled', 5), ada);
    await follower.catchUp();
    expect(pageIds(follower.model, ['preparing'])).toEqual({ ids: [], total: 0 });
    expect(pageIds(follower.model, ['cancelled'])).toEqual({ ids: [orderId(1)], total: 1 });
    expect(pageIds(follower.model, ALL).total).toBe(2);
    expect(searched(follower.model, 'ada', 'cancelled')).toEqual([orderId(1)]);
    expect(searched(follower.model, 'ada', 'preparing')).toEqual([]);
  });

  it('when a customer changes their name, then their order is found by the new name and no longer by the old one', async () => {
    const stored = new StoredProjection();
    const follower = await following(stored);
    const before: OrderContact = { name: 'kjohnson', email: 'kj@nasa.example' };
    const after: OrderContact = { name: 'Katherine Johnson', email: 'kj@nasa.example' };
    stored.apply(orderId(1), placed(1), before);
    await follower.catchUp();
    expect(searched(follower.model, 'kjohnson')).toEqual([orderId(1)]);
    stored.apply(orderId(1), { kind: 'contactRead' }, after);
    await follower.catchUp();
    expect(searched(follower.model, 'Katherine J')).toEqual([orderId(1)]);
    expect(searched(follower.model, 'kjohnson')).toEqual([]);
    expect(searched(follower.model, 'nasa')).toEqual([orderId(1)]);
  });

  it('when the projection crashed after moving the lists and announced on its retry, then every list shows the order once', async () => {
    const stored = new StoredProjection();
    const follower = await following(stored);
    stored.apply(orderId(1), placed(1), ada, { announce: false });
    await follower.catchUp();
    expect(pageIds(follower.model, ALL).total).toBe(0);
    // The retry (the next event, or the start-up sweep) moves the lists again, harmlessly, and announces.
    const contactId = contactIdOf(ada);
    stored.announce({
      days: [],
      lists: [`${londonDate(at(1))}|processing`],
      searches: [contactId],
      contact: { id: contactId, ...ada },
      rows: [],
    });
    await follower.catchUp();
    expect(pageIds(follower.model, ALL)).toEqual({ ids: [orderId(1)], total: 1 });
    expect(searched(follower.model, 'ada')).toEqual([orderId(1)]);
  });

  it('when an entry does not say which lists it moved (an older ordering wrote it), then the follower reloads everything', async () => {
    const stored = new StoredProjection();
    const follower = await following(stored);
    stored.apply(orderId(1), placed(1), ada, { announce: false, moveRows: true });
    stored.announce({ days: [londonDate(at(1))] });
    await follower.catchUp();
    expect(pageIds(follower.model, ALL)).toEqual({ ids: [orderId(1)], total: 1 });
    expect(searched(follower.model, 'ada')).toEqual([orderId(1)]);
  });

  it('when an order moves after the load, then its row in memory shows its new status without reading the rows', async () => {
    const stored = new StoredProjection();
    stored.apply(orderId(1), placed(1), ada);
    const follower = await following(stored);
    expect(follower.model.row(orderId(1))?.status).toBe('processing');
    stored.apply(orderId(1), status('preparing', 2), ada, { moveRows: false });
    await follower.catchUp();
    expect(follower.model.row(orderId(1))).toMatchObject({ status: 'preparing', name: ada.name });
  });

  it('when the day’s rows still lag a change announced before a reload, then the reload holds the announced row', async () => {
    const stored = new StoredProjection();
    stored.apply(orderId(1), placed(1), ada);
    stored.apply(orderId(1), status('delivered', 2), ada, { moveRows: false });
    const follower = await following(stored);
    expect(follower.model.row(orderId(1))?.status).toBe('delivered');
    expect(pageIds(follower.model, ['delivered'])).toEqual({ ids: [orderId(1)], total: 1 });
    expect(pageIds(follower.model, ['processing'])).toEqual({ ids: [], total: 0 });
  });
});
