/** The slice of one day's orders (newest first) that falls on a page. */
export interface DaySlice {
  day: string;
  /** Positions within the day, `from` included, `to` not. */
  from: number;
  to: number;
}

/**
 * Which days a page covers, from each day's count of matching orders with the days newest first: a page of
 * `limit` rows after `skip` may start inside one day and end inside another. Pure, so it is tested alone.
 */
export function daysCoveringPage(
  counts: readonly (readonly [day: string, count: number])[],
  skip: number,
  limit: number,
): DaySlice[] {
  const slices: DaySlice[] = [];
  let before = 0;
  for (const [day, count] of counts) {
    const start = Math.max(skip - before, 0);
    const end = Math.min(skip + limit - before, count);
    if (start < end) slices.push({ day, from: start, to: end });
    before += count;
    if (before >= skip + limit) break;
  }
  return slices;
}
