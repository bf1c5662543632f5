import type { RequestHandler } from 'express';
import type { OrderStatus } from '@mealbox/contracts';
import type { StaffReadFreshness } from '../domain/read-model-follower';
import type { StaffReadModel } from '../domain/staff-read-model';

/**
 * How long a staff status change waits for the staff views (the order report, the dashboard) to show it before
 * answering. The projection normally takes tens of milliseconds, but it handles events in turn: behind a burst of
 * changes (hundreds of orders changed at once) it fell more than 3 s behind under CI's load. Past this bound the
 * change is answered anyway (it is made) and the views follow as soon as the projection catches up; read your
 * own writes holds while the projection is less than this behind.
 */
const STATUS_SHOWN_WITHIN_MS = 10_000;

export interface StaffViewsFresh {
  /** Middleware: holds a staff read until this instance has looked at the feed since the request came. */
  caughtUpFirst: RequestHandler;
  /** Resolves once the staff views show `orderId` at `status` (or STATUS_SHOWN_WITHIN_MS has passed). */
  statusShown(orderId: string, status: OrderStatus): Promise<void>;
}

/**
 * Staff read their own writes on every instance: a write waits until the projection's feed holds it, and every
 * staff read first looks at the feed (one small read by `_id`), so no read after a write was answered misses it.
 */
export function staffViewsFresh(freshness: StaffReadFreshness, readModel: StaffReadModel): StaffViewsFresh {
  return {
    async caughtUpFirst(_req, _res, next) {
      // A failed look is not fatal: the page is answered from what is held, as before.
      await freshness.caughtUp().catch(() => undefined);
      next();
    },
    async statusShown(orderId: string, status: OrderStatus): Promise<void> {
      await freshness.holdsWithin(() => readModel.row(orderId)?.status === status, STATUS_SHOWN_WITHIN_MS);
    },
  };
}
