import type { AddOnSnapshot } from '@mealbox/contracts';
import type { AddOnDocument } from '../data/add-on-model';

export const addOnImagePath = (addOnId: string, imageVersion: string): string =>
  `/api/add-ons/${addOnId}/image?v=${imageVersion}`;

/** The add-on as other services keep it, carried whole by AddOnUpserted (a deletion included). */
export function toAddOnSnapshot(addOn: Omit<AddOnDocument, 'outbox' | 'outboxPending'>): AddOnSnapshot {
  const addOnId = addOn._id.toHexString();
  return {
    addOnId,
    revision: addOn.revision,
    name: addOn.name,
    description: addOn.description,
    category: addOn.category,
    status: addOn.status,
    pricePence: addOn.pricePence,
    imagePath: addOnImagePath(addOnId, addOn.imageVersion),
    ingredients: addOn.ingredients,
    calories: addOn.calories,
    protein: addOn.protein,
    carbohydrates: addOn.carbohydrates,
    fat: addOn.fat,
    // FerretDB may leave a stored null out of the document it returns.
    foodInformation: addOn.foodInformation ?? null,
    stockPerWeek: addOn.stockPerWeek ?? null,
    deleted: addOn.deleted,
    updatedAt: addOn.updatedAt.toISOString(),
  };
}
