import type { FeedEntry, ReadModelFeedDocument, ReadModelFeedModel } from '../data/read-model-feed-model';

export const FEED_ID = 'changes';
/**
 * Slots kept. A follower that falls further behind than this reloads its whole read model instead; 256 entries
 * (40-60 KB with the days and lists each names) cover more than two seconds of a hundred changes a second, far
 * beyond a 100 ms look, yet the document stays cheap to read ten times a second.
 */
export const FEED_RING = 256;

/**
 * Announces a change the projection has finished writing (its day buckets, lists, order's contact): first a number,
 * then the entry in that number's slot. Two writes, because FerretDB has no transactions; a follower that sees the
 * number before its slot waits for it (see entriesSince). Announcing twice (a retry after a crash) only makes
 * followers read the same days again.
 */
export async function announceChange(
  feed: ReadModelFeedModel,
  entry: Omit<FeedEntry, 'k' | 'e'>,
): Promise<void> {
  // findOneAndUpdate without a projection: FerretDB v1 refuses one there.
  const counter = await feed
    .findOneAndUpdate(
      { _id: FEED_ID },
      { $inc: { seq: 1 }, $setOnInsert: { ring: {} } },
      { upsert: true, new: true },
    )
    .lean<Pick<ReadModelFeedDocument, 'seq' | 'epoch'>>();
  if (!counter) throw new Error('the read model feed was not written');
  const k = counter.seq;
  const stamped: FeedEntry = { ...entry, k, ...(counter.epoch ? { e: counter.epoch } : {}) };
  await feed.updateOne({ _id: FEED_ID }, { $set: { [`ring.${k % FEED_RING}`]: stamped } });
}

export type FeedProgress =
  | { kind: 'entries'; entries: FeedEntry[]; upTo: number }
  /** The follower is further behind than the ring reaches: it must reload everything. */
  | { kind: 'reload'; seq: number };

/**
 * The entries after `held`, oldest first, as far as they are written: a slot not yet holding its number means a
 * writer is between its two steps, so the follower stops there and asks again later.
 */
export function entriesSince(held: number, feed: Pick<ReadModelFeedDocument, 'seq' | 'ring'>): FeedProgress {
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
