import type { FeedEntry } from '../data/read-model-feed-model';
import { FEED_RING, entriesSince } from './read-model-feed';

const entry = (
  k: number,
  days: string[] = [`2026-11-${String((k % 28) + 1).padStart(2, '0')}`],
): FeedEntry => ({
  k,
  days,
});
const feedOf = (seq: number, entries: FeedEntry[]) => ({
  seq,
  ring: Object.fromEntries(entries.map((written) => [String(written.k % FEED_RING), written])),
});

describe('following the read model feed', () => {
  it('when entries were announced since the last look, then each is answered once, oldest first', () => {
    const progress = entriesSince(2, feedOf(4, [entry(1), entry(2), entry(3), entry(4)]));
    expect(progress).toEqual({ kind: 'entries', entries: [entry(3), entry(4)], upTo: 4 });
  });

  it('when a writer has its number but has not yet filled its slot, then the follower stops before it and waits', () => {
    // Slot 4 still holds the entry of a lap of the ring before (number 4 - FEED_RING).
    const feed = feedOf(5, [entry(3), entry(5)]);
    feed.ring['4'] = { k: 4 - FEED_RING, days: ['2026-01-01'] };
    const progress = entriesSince(2, feed);
    expect(progress).toEqual({ kind: 'entries', entries: [entry(3)], upTo: 3 });
  });

  it('when nothing was announced, then there is nothing to read', () => {
    expect(entriesSince(7, feedOf(7, [entry(7)]))).toEqual({ kind: 'entries', entries: [], upTo: 7 });
  });

  it('when the follower is further behind than the ring reaches, then it must reload everything', () => {
    const seq = 10 + FEED_RING + 1;
    expect(entriesSince(10, feedOf(seq, [entry(seq)]))).toEqual({ kind: 'reload', seq });
  });

  it('when the slots have gone round the ring, then each number still finds its own entry', () => {
    const seq = FEED_RING + 3;
    const written = [entry(FEED_RING + 1), entry(FEED_RING + 2), entry(FEED_RING + 3)];
    expect(entriesSince(FEED_RING, feedOf(seq, written))).toEqual({
      kind: 'entries',
      entries: written,
      upTo: seq,
    });
  });
});
