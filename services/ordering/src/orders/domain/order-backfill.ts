import type { Types } from 'mongoose';
import { documentLockKey, trustedFilter } from '@mealbox/platform';
import type { KeyedLock, Logger } from '@mealbox/platform';
import type { BackfillMarkerModel } from '../../shared/data/backfill-marker-model';
import type { OrderDocument, OrderModel } from '../data/order-model';

const BATCH_SIZE = 500;

export interface OrderBackfillDeps {
  orders: OrderModel;
  lock: KeyedLock;
  markers: BackfillMarkerModel;
  logger: Logger;
}

export interface BackfillOptions {
  batchSize?: number;
  /** Aborted when the service stops: the fill ends after the order in hand, and the next start carries on. */
  signal?: AbortSignal;
}

/** One change to orders stored before a field existed. */
export interface OrderBackfill<Fields extends keyof OrderDocument> {
  /** The marker written once every order is filled, so later starts skip it without reading the orders. */
  marker: string;
  /** Orders still to fill (also the update's guard, so a second run changes nothing). */
  unfilled: Record<string, unknown>;
  /** What the fill reads of an order. */
  fields: readonly Fields[];
  /** The fields to set on one order. */
  fill(order: Pick<OrderDocument, Fields | '_id'>): Partial<OrderDocument>;
  /** What the log says once done ('gave older orders their references'). */
  done: string;
}

/**
 * Fills a field on the orders stored before it existed, in the background. Answers how many orders it filled.
 *
 * The unfilled orders are read once, as batches of their ids through one cursor, and each is updated by its
 * `_id`, the only lookup FerretDB takes from an index. Asking again for "the first 500 unfilled" would not do
 * there: FerretDB reads the filter's field from every document in turn, so each batch would re-read all the orders
 * already filled. Each update takes the order's lock, as every write of an order does (FerretDB does not isolate
 * concurrent updates of one document, so an unlocked write could undo a status change made meanwhile).
 *
 * Safe to repeat, or to run on two instances at once: an update applies only while the order is still unfilled,
 * so a second run changes and counts nothing. The version and updatedAt stay as they were: nobody changed the
 * order, and no event is due.
 */
export async function backfillOrders<Fields extends keyof OrderDocument>(
  deps: OrderBackfillDeps,
  backfill: OrderBackfill<Fields>,
  options: BackfillOptions = {},
): Promise<number> {
  if (await deps.markers.exists({ _id: backfill.marker })) return 0;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const cursor = deps.orders
    .find(trustedFilter(backfill.unfilled))
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }>()
    .cursor({ batchSize });
  let filled = 0;
  try {
    let batch: Types.ObjectId[] = [];
    for await (const { _id } of cursor) {
      batch.push(_id);
      if (batch.length < batchSize) continue;
      filled += await fillBatch(deps, backfill, batch, options.signal);
      batch = [];
      if (options.signal?.aborted) break;
    }
    filled += await fillBatch(deps, backfill, batch, options.signal);
  } finally {
    await cursor.close();
  }
  if (options.signal?.aborted) {
    deps.logger.info({ filled, backfill: backfill.marker }, 'stopped a backfill; the next start carries on');
    return filled;
  }
  await deps.markers.updateOne(
    { _id: backfill.marker },
    { $set: { completedAt: new Date() } },
    { upsert: true },
  );
  deps.logger.info({ filled }, backfill.done);
  return filled;
}

async function fillBatch<Fields extends keyof OrderDocument>(
  deps: OrderBackfillDeps,
  backfill: OrderBackfill<Fields>,
  ids: Types.ObjectId[],
  signal: AbortSignal | undefined,
): Promise<number> {
  const projection = Object.fromEntries(backfill.fields.map((field) => [field, 1]));
  let filled = 0;
  for (const _id of ids) {
    if (signal?.aborted) break;
    const written = await deps.lock(documentLockKey(deps.orders, _id), async () => {
      const guard = trustedFilter({ _id, ...backfill.unfilled });
      const order = await deps.orders
        .findOne(guard)
        .select(projection)
        .lean<Pick<OrderDocument, Fields | '_id'>>();
      if (!order) return { modifiedCount: 0 };
      return deps.orders.updateOne(guard, { $set: backfill.fill(order) });
    });
    filled += written.modifiedCount;
  }
  return filled;
}
