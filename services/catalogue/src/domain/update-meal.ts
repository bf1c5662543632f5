import type { Types } from 'mongoose';
import {
  conflict,
  documentLockKey,
  MAX_CONCURRENT_RETRIES,
  notFound,
  outboxUpdate,
  trustedFilter,
} from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { mealUpsertedEntry } from '../events/meal-events';
import type { MealDraft, MealImage } from './meal-draft';
import { draftOf, mealFieldsOf, parseMealId } from './meal-fields';
import { toMealSnapshot } from './meal-snapshot';
import type { MealWriteDeps } from './save-meal';
import { storeMealImage } from './store-meal-image';

export interface UpdateMealCommand {
  mealId: string;
  /** Only the fields that change; the others keep what is stored when the write happens. */
  changes: Partial<MealDraft>;
  image?: MealImage;
  correlationId: string;
}

/**
 * Changes some of a meal's fields and/or its image (staff, PATCH), announcing the result with MealUpserted in the
 * same write. A change that changes nothing writes and announces nothing. The changes are laid over the meal as
 * read inside the write loop, so two staff editing different fields at once both keep their edit.
 */
export async function updateMeal(deps: MealWriteDeps, command: UpdateMealCommand): Promise<MealDocument> {
  const _id = parseMealId(command.mealId);
  let newImageVersion: string | undefined;
  if (command.image) {
    // Checked first so an unknown id never leaves an image behind.
    if (!(await deps.meals.exists(trustedFilter({ _id, deleted: false })))) throw notFound('Meal not found.');
    newImageVersion = await storeMealImage(deps.images, _id, command.image);
  }
  const saved = await deps.lock(documentLockKey(deps.meals, _id), () =>
    writeMealUpdate(deps, _id, command, newImageVersion),
  );
  deps.afterChange({ model: deps.meals, id: _id });
  return saved;
}

async function writeMealUpdate(
  deps: MealWriteDeps,
  _id: Types.ObjectId,
  { changes, correlationId }: UpdateMealCommand,
  newImageVersion: string | undefined,
): Promise<MealDocument> {
  // Optimistic concurrency: the update applies only to the revision we read, so two instances saving at once
  // cannot interleave and publish events that disagree with the stored state.
  for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
    const current = await deps.meals
      .findOne(trustedFilter({ _id, deleted: false }))
      .select({ outbox: 0 })
      .lean<MealDocument>();
    if (!current) throw notFound('Meal not found.');
    const fields = mealFieldsOf({ ...draftOf(current), ...changes });
    const imageVersion = newImageVersion ?? current.imageVersion;
    const unchanged =
      imageVersion === current.imageVersion &&
      (Object.keys(fields) as (keyof typeof fields)[]).every((field) => fields[field] === current[field]);
    if (unchanged) return current;
    const update = { ...fields, imageVersion, revision: current.revision + 1, updatedAt: deps.now() };
    const next: MealDocument = { ...current, ...update, outbox: [], outboxPending: true };
    const outbox = outboxUpdate([mealUpsertedEntry(toMealSnapshot(next), { correlationId, now: deps.now })]);
    const written = await deps.meals.updateOne(
      trustedFilter({ _id, revision: current.revision, deleted: false }),
      { $set: { ...update, ...outbox.$set }, $push: outbox.$push },
    );
    if (written.matchedCount === 1) return next;
  }
  throw conflict('The meal was changed by someone else at the same time. Please reload and try again.');
}
