import type { FeedEntry, ReadModelFeedDocument, ReadModelFeedModel } from '../data/read-model-feed-model';

export const FEED_ID = 'changes';

/** The document of the slot holding entry `k`. */
export const slotId = (k: number): string => `slot-${k % FEED_RING}`;
/**
 * Slots kept. A follower that falls further behind than this reloads its whole read model instead; 256 entries
 * cover more than two seconds of a hundred changes a second, far beyond a look every few tens of milliseconds.
 */
export const FEED_RING = 256;

/**
 * Announces a change the projection has finished writing (its day buckets, lists, order's contact, with the
 * order's new report row): first a number, then the entry in that number's slot. Two writes of small documents,
 * because FerretDB has no transactions; a follower that sees the number before its slot waits for it (see
 * entriesSince). Announcing twice (a retry after a crash) only makes followers read the same days again.
 */
export async function announceChange(
  feed: ReadModelFeedModel,
  entry: Omit<FeedEntry, 'k' | 'e'>,
): Promise<void> {
  // findOneAndUpdate without a projection: FerretDB v1 refuses one there.
  const counter = await feed
    .findOneAndUpdate({ _id: FEED_ID }, { $inc: { seq: 1 } }, { upsert: true, new: true })
    .lean<Pick<ReadModelFeedDocument, 'seq' | 'epoch'>>();
  if (!counter) throw new Error('the read model feed was not written');
  const k = counter.seq;
  const stamped: FeedEntry = { ...entry, k, ...(counter.epoch ? { e: counter.epoch } : {}) };
  await feed.updateOne({ _id: slotId(k) }, { $set: { entry: stamped } }, { upsert: true });
}

export type FeedProgress =
  | { kind: 'entries'; entries: FeedEntry[]; upTo: number }
  /** The follower is further behind than the ring reaches: it must reload everything. */
  | { kind: 'reload'; seq: number };

/**
 * The entries after `held`, oldest first, as far as they are written: a slot not yet holding its number means a
 * writer is between its two steps, so the follower stops there and asks again later.
 */
export function entriesSince(
  held: number,
  feed: { seq: number; ring: Readonly<Record<string, FeedEntry>> },
): FeedProgress {
  if (feed.seq - held > FEED_RING) return { kind: 'reload', seq: feed.seq };
  const entries: FeedEntry[] = [];
  let upTo = held;
  for (let k = held + 1; k <= feed.seq; k++) {
    const slot = feed.ring[String(k % FEED_RING)];
    if (slot?.k !== k) break;
    entries.push(slot);
    upTo = k;
  }
  return { kind: 'entries', entries, upTo };
}

/**
 * The slots of the entries after `held` up to `seq` (at most the ring's), read by `_id` all at once, by slot
 * (as entriesSince reads them). A slot not written yet, or still holding an entry of a lap before, is left to
 * entriesSince to recognise.
 */
export async function slotsAfter(
  feed: ReadModelFeedModel,
  held: number,
  seq: number,
): Promise<Record<string, FeedEntry>> {
  const from = Math.max(held + 1, seq - FEED_RING + 1);
  const numbers = Array.from({ length: Math.max(0, seq - from + 1) }, (_, index) => from + index);
  const read = await Promise.all(
    numbers.map((k) => feed.findById(slotId(k)).lean<Pick<ReadModelFeedDocument, 'entry'>>()),
  );
  const ring: Record<string, FeedEntry> = {};
  for (const [index, k] of numbers.entries()) {
    const entry = read[index]?.entry;
    if (entry) ring[String(k % FEED_RING)] = entry;
  }
  return ring;
}
