import type { Types } from 'mongoose';
import { orderReference } from '@mealbox/contracts';
import { documentLockKey, trustedFilter } from '@mealbox/platform';
import type { KeyedLock, Logger } from '@mealbox/platform';
import type { BackfillMarkerModel } from '../../shared/data/backfill-marker-model';
import type { OrderModel } from '../data/order-model';

/** This backfill's marker (the dashboard benchmark writes it on the orders it generates, which carry theirs). */
export const ORDER_REFERENCES_BACKFILL = 'order-references-v1';
const BATCH_SIZE = 500;
const WITHOUT_REFERENCE = { reference: { $exists: false } };

export interface BackfillOrderReferencesDeps {
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

/**
 * Gives each order placed before references were stored its reference (placeOrder sets it on new ones), so the
 * report finds those orders by it too. Once every order has one, a marker makes later starts skip this without
 * reading the orders. Answers how many orders it filled.
 *
 * The orders without a reference are read once, as batches of their ids through one cursor, and each is updated
 * by its `_id`, the only lookup FerretDB takes from an index. Asking again for "the first 500 without a reference"
 * would not do there: FerretDB reads `reference` from every document in turn, so each batch would re-read all the
 * orders already filled. Each update takes the order's lock, as every write of an order does (FerretDB does not
 * isolate concurrent updates of one document, so an unlocked write could undo a status change made meanwhile).
 *
 * Safe to repeat, or to run on two instances at once: the reference follows from the id, and an update applies
 * only while the order still has none, so a second run changes and counts nothing. The version and updatedAt stay
 * as they were: nobody changed the order, and no event is due.
 */
export async function backfillOrderReferences(
  deps: BackfillOrderReferencesDeps,
  options: BackfillOptions = {},
): Promise<number> {
  if (await deps.markers.exists({ _id: ORDER_REFERENCES_BACKFILL })) return 0;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const cursor = deps.orders
    .find(trustedFilter(WITHOUT_REFERENCE))
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }>()
    .cursor({ batchSize });
  let filled = 0;
  try {
    let batch: Types.ObjectId[] = [];
    for await (const { _id } of cursor) {
      batch.push(_id);
      if (batch.length < batchSize) continue;
      filled += await fillBatch(deps, batch, options.signal);
      batch = [];
      if (options.signal?.aborted) break;
    }
    filled += await fillBatch(deps, batch, options.signal);
  } finally {
    await cursor.close();
  }
  if (options.signal?.aborted) {
    deps.logger.info({ filled }, 'stopped giving older orders their references; the next start carries on');
    return filled;
  }
  await deps.markers.updateOne(
    { _id: ORDER_REFERENCES_BACKFILL },
    { $set: { completedAt: new Date() } },
    { upsert: true },
  );
  deps.logger.info({ filled }, 'gave the orders placed before references were stored their references');
  return filled;
}

async function fillBatch(
  deps: BackfillOrderReferencesDeps,
  ids: Types.ObjectId[],
  signal: AbortSignal | undefined,
): Promise<number> {
  let filled = 0;
  for (const _id of ids) {
    if (signal?.aborted) break;
    const written = await deps.lock(documentLockKey(deps.orders, _id), () =>
      deps.orders.updateOne(trustedFilter({ _id, ...WITHOUT_REFERENCE }), {
        $set: { reference: orderReference(_id.toHexString()) },
      }),
    );
    filled += written.modifiedCount;
  }
  return filled;
}
