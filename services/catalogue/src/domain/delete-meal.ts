import {
  conflict,
  documentLockKey,
  MAX_CONCURRENT_RETRIES,
  notFound,
  outboxUpdate,
  trustedFilter,
} from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { mealDeletedEntry } from '../events/meal-events';
import { parseMealId } from './meal-fields';
import type { MealWriteDeps } from './save-meal';

/**
 * Takes a meal off the catalogue (staff, DELETE) and announces MealDeleted in the same write. The document stays,
 * marked deleted, so the event has a home until it is published, and the image stays so orders already placed
 * keep their picture. Deleting a meal that is not there (or is already deleted) is a 404.
 */
export async function deleteMeal(deps: MealWriteDeps, mealId: string, correlationId: string): Promise<void> {
  const _id = parseMealId(mealId);
  await deps.lock(documentLockKey(deps.meals, _id), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const current = await deps.meals
        .findOne(trustedFilter({ _id, deleted: false }))
        .select({ revision: 1 })
        .lean<Pick<MealDocument, '_id' | 'revision'>>();
      if (!current) throw notFound('Meal not found.');
      const revision = current.revision + 1;
      const outbox = outboxUpdate([mealDeletedEntry(mealId, revision, { correlationId, now: deps.now })]);
      const written = await deps.meals.updateOne(
        trustedFilter({ _id, revision: current.revision, deleted: false }),
        { $set: { deleted: true, revision, updatedAt: deps.now(), ...outbox.$set }, $push: outbox.$push },
      );
      if (written.matchedCount === 1) return;
    }
    throw conflict('The meal was changed by someone else at the same time. Please reload and try again.');
  });
  deps.afterChange({ model: deps.meals, id: _id });
}
