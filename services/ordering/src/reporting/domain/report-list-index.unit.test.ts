import { ReportListIndex } from './report-list-index';

const id = (n: number) => `65a0000000000000000000${n.toString(16).padStart(2, '0')}`;

describe('the report’s lists in memory', () => {
  /** One day's orders spread over three statuses, interleaved in time, and one older day. */
  function held() {
    const index = new ReportListIndex();
    const byStatus = { processing: [] as { at: number; id: string }[], ready: [], delivered: [] } as Record<
      'processing' | 'ready' | 'delivered',
      { at: number; id: string }[]
    >;
    const statuses = ['processing', 'ready', 'delivered'] as const;
    for (let n = 1; n <= 30; n++) byStatus[statuses[n % 3]!].push({ at: 1_000 + n, id: id(n) });
    for (const status of statuses) index.set(`2026-11-24|${status}`, byStatus[status]);
    index.set('2026-11-20|delivered', [{ at: 10, id: id(99) }]);
    return index;
  }
  const newestFirst = Array.from({ length: 30 }, (_, n) => id(30 - n));

  it('when a page falls inside a day of several statuses, then it takes the day’s orders merged newest first', () => {
    const index = held();
    const all = ['processing', 'ready', 'delivered'] as const;
    expect(index.page(all, undefined, undefined, 0, 10)).toEqual({
      ids: newestFirst.slice(0, 10),
      total: 31,
    });
    expect(index.page(all, undefined, undefined, 25, 10)).toEqual({
      ids: [...newestFirst.slice(25), id(99)],
      total: 31,
    });
  });

  it('when a status and days are asked for, then only their lists count, and the total is theirs', () => {
    const index = held();
    expect(index.page(['delivered'], '2026-11-21', undefined, 0, 3)).toEqual({
      ids: [id(29), id(26), id(23)],
      total: 10,
    });
    expect(index.page(['delivered'], undefined, '2026-11-23', 0, 10)).toEqual({ ids: [id(99)], total: 1 });
  });

  it('when a list is emptied or removed, then its day no longer counts', () => {
    const index = held();
    index.set('2026-11-20|delivered', []);
    index.set('2026-11-24|ready', null);
    expect(index.page(['ready', 'delivered'], undefined, undefined, 0, 100).total).toBe(10);
  });
});
