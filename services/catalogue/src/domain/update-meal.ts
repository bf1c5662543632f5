import { isDeepStrictEqual } from 'node:util';
import { badRequest, notFound, trustedFilter, writeDocument } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { mealWrittenEntries } from './meal-written-events';
import { declaredFoodInformation, type FoodInformationChanges } from './food-declaration';
import type { MealDraft, MealImage } from './meal-draft';
import { draftOf, mealFieldsOf, parseMealId, type MealFields } from './meal-fields';
import { toMealSnapshot } from './meal-snapshot';
import type { MealWriteDeps } from './meal-write-deps';
import { storeMealImage } from './store-meal-image';

/** The 409 when other staff saved the same meal on every attempt. */
export const MEAL_CHANGED_ELSEWHERE =
  'The meal was changed by someone else at the same time. Please reload and try again.';

export interface UpdateMealCommand {
  mealId: string;
  /** Only the fields that change; the others keep what is stored when the write happens. */
  changes: Partial<MealDraft>;
  /** Food information from the staff form, laid over the meal's own (or over `changes.food_information`). */
  food?: FoodInformationChanges;
  image?: MealImage;
  correlationId: string;
}

/**
 * Changes some of a meal's fields and/or its image (staff, PATCH), announcing the result with MealUpserted in the
 * same write (writeDocument). A change that changes nothing writes and announces nothing. The changes are laid over
 * the meal as read on each attempt, so two staff editing different fields at once both keep their edit.
 */
export async function updateMeal(deps: MealWriteDeps, command: UpdateMealCommand): Promise<MealDocument> {
  const _id = parseMealId(command.mealId);
  let newImageVersion: string | undefined;
  if (command.image) {
    // Checked first so an unknown id or a refused declaration never leaves an image behind (images are stored
    // under the meal's id, so a new one would show at once).
    const current = await deps.meals.findOne(trustedFilter({ _id, deleted: false })).lean<MealDocument>();
    if (!current) throw notFound('Meal not found.');
    fieldsAfter(current, command);
    newImageVersion = await storeMealImage(deps.images, _id, command.image);
  }
  const result = await writeDocument<MealDocument, null>({
    model: deps.meals,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    // The changes are laid over the meal as read, on every attempt.
    decide: (current, at) => {
      if (!current || current.deleted) throw notFound('Meal not found.');
      const fields = fieldsAfter(current, command);
      const imageVersion = newImageVersion ?? current.imageVersion;
      const unchanged =
        imageVersion === current.imageVersion &&
        (Object.keys(fields) as (keyof typeof fields)[]).every((field) =>
          // FerretDB may leave a stored null out of the document it returns.
          isDeepStrictEqual(fields[field], current[field] ?? null),
        );
      if (unchanged) return { outcome: null };
      const set = { ...fields, imageVersion };
      // The meal as this write leaves it (writeDocument moves the revision on by one and stamps `at`).
      const next: MealDocument = { ...current, ...set, revision: current.revision + 1, updatedAt: at };
      const context = { correlationId: command.correlationId, now: deps.now };
      return {
        change: {
          set,
          events: mealWrittenEntries(current.foodInformation ?? null, toMealSnapshot(next), context),
          where: { deleted: false },
        },
        outcome: null,
      };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.meals, id }),
    conflictMessage: MEAL_CHANGED_ELSEWHERE,
  });
  if (!result.document) throw notFound('Meal not found.');
  return result.document;
}

/** The meal's stored fields once the changes are laid over it; a 400 with a message per field if its declaration cannot stand. */
function fieldsAfter(current: MealDocument, command: UpdateMealCommand): MealFields {
  const draft = { ...draftOf(current), ...command.changes };
  const declared = declaredFoodInformation({
    stored: draft.food_information,
    changes: command.food ?? {},
    status: draft.status,
    ingredients: draft.ingredients,
  });
  if ('errors' in declared) throw badRequest('The meal is not valid.', declared.errors);
  return mealFieldsOf({ ...draft, food_information: declared.food });
}
