import type { Model } from 'mongoose';
import type {
  DeliveryPriceChangedData,
  DiscountCodeChangedData,
  EventEnvelope,
  MealSnapshot,
  PricingChangedData,
} from '@mealbox/contracts';
import { isDuplicateKeyError, trustedFilter } from '@mealbox/platform';
import type { ReadModels } from './ordering-deps';

/**
 * Keeps `fields` as document `id` only if `revision` is newer than the revision held (or there is none yet): a
 * redelivered event or one overtaken by a newer change writes nothing. Each aggregate's events arrive in order on
 * one partition, but after a rebalance two deliveries may race: the insert-if-absent then loses to the unique
 * `_id` and the conditional update runs once more.
 */
export async function keepNewest(
  // Any read model keyed by a string id with a revision; the update touches only the given fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  id: string,
  revision: number,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const newer = () =>
    model.updateOne(trustedFilter({ _id: id, revision: { $lt: revision } }), {
      $set: { ...fields, revision },
    });
  if ((await newer()).matchedCount === 1) return true;
  try {
    const inserted = await model.updateOne(
      { _id: id },
      { $setOnInsert: { ...fields, revision } },
      { upsert: true },
    );
    return inserted.upsertedCount === 1;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await newer()).matchedCount === 1;
  }
}

export async function applyMealUpserted(
  deps: Pick<ReadModels, 'meals'>,
  event: EventEnvelope<string, MealSnapshot>,
): Promise<void> {
  const { mealId, revision, updatedAt, ...fields } = event.data;
  await keepNewest(deps.meals, mealId, revision, {
    ...fields,
    deleted: false,
    updatedAt: new Date(updatedAt ?? event.occurredAt),
  });
}

/** A deleted meal stays as a tombstone: orders holding it still show it, and it can no longer be chosen. */
export async function applyMealDeleted(
  deps: Pick<ReadModels, 'meals'>,
  event: EventEnvelope<string, { mealId: string; revision: number }>,
): Promise<void> {
  await keepNewest(deps.meals, event.data.mealId, event.data.revision, {
    deleted: true,
    updatedAt: new Date(event.occurredAt),
  });
}

export async function applyPricingChanged(
  deps: Pick<ReadModels, 'planPrices'>,
  data: PricingChangedData,
): Promise<void> {
  const { pricingId, revision, ...prices } = data;
  await keepNewest(deps.planPrices, pricingId, revision, prices);
}

export async function applyDeliveryPriceChanged(
  deps: Pick<ReadModels, 'deliveryPrices'>,
  data: DeliveryPriceChangedData,
): Promise<void> {
  await keepNewest(deps.deliveryPrices, data.configurationId, data.revision, {
    deliveryPricePence: data.deliveryPricePence,
  });
}

export async function applyDiscountCodeChanged(
  deps: Pick<ReadModels, 'discountCodes'>,
  data: DiscountCodeChangedData,
): Promise<void> {
  const { code, revision, expiresAt, ...terms } = data;
  await keepNewest(deps.discountCodes, code, revision, {
    ...terms,
    expiresAt: expiresAt ? new Date(expiresAt) : null,
  });
}
