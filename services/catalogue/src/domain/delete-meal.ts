import { notFound, writeDocument } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { mealDeletedEntry } from '../events/meal-events';
import { parseMealId } from './meal-fields';
import { MEAL_CHANGED_ELSEWHERE } from './update-meal';
import type { MealWriteDeps } from './meal-write-deps';

/**
 * Takes a meal off the catalogue (staff, DELETE) and announces MealDeleted in the same write. The document stays,
 * marked deleted, so the event has a home until it is published, and the image stays so orders already placed
 * keep their picture. Deleting a meal that is not there (or is already deleted) is a 404.
 */
export async function deleteMeal(deps: MealWriteDeps, mealId: string, correlationId: string): Promise<void> {
  const _id = parseMealId(mealId);
  await writeDocument<MealDocument, null>({
    model: deps.meals,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current) => {
      if (!current || current.deleted) throw notFound('Meal not found.');
      const context = { correlationId, now: deps.now };
      return {
        change: {
          set: { deleted: true },
          events: [mealDeletedEntry(mealId, current.revision + 1, context)],
          where: { deleted: false },
        },
        outcome: null,
      };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.meals, id }),
    conflictMessage: MEAL_CHANGED_ELSEWHERE,
  });
}
