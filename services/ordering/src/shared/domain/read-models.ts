import type {
  AddOnSnapshot,
  DeliveryPriceChangedData,
  DiscountCodeChangedData,
  EventEnvelope,
  MealSnapshot,
  PricingChangedData,
} from '@mealbox/contracts';
import { keepNewest } from '@mealbox/platform';
import type { ReadModels } from './ordering-deps';

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

/**
 * An add-on as catalogue last described it, kept only if newer than what is held (a redelivered, replayed or
 * late older event changes nothing). A deletion is the same event with `deleted: true`: the add-on stays as a
 * tombstone.
 */
export async function applyAddOnUpserted(
  deps: Pick<ReadModels, 'addOns'>,
  data: AddOnSnapshot,
): Promise<void> {
  await keepNewest(deps.addOns, data.addOnId, data.revision, {
    name: data.name,
    category: data.category,
    pricePence: data.pricePence,
    status: data.status,
    imagePath: data.imagePath,
    foodInformation: data.foodInformation,
    stockPerWeek: data.stockPerWeek,
    deleted: data.deleted,
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
