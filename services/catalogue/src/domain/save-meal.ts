import { Types } from 'mongoose';
import { badRequest } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { mealWrittenEntries } from './meal-written-events';
import { declaredFoodInformation, type FoodInformationChanges } from './food-declaration';
import type { MealDraft, MealImage } from './meal-draft';
import { mealFieldsOf } from './meal-fields';
import type { MealWriteDeps } from './meal-write-deps';
import { toMealSnapshot } from './meal-snapshot';
import { storeMealImage } from './store-meal-image';
import { updateMeal } from './update-meal';

export interface SaveMealCommand {
  /** Absent: create a new meal. */
  mealId?: string;
  draft: MealDraft;
  /** Food information from the staff form, laid over the draft's own (the seed gives it in the draft). */
  food?: FoodInformationChanges;
  image?: MealImage;
  seedKey?: string;
  correlationId: string;
}

/**
 * Creates a meal, or replaces every field of one. The state change and its MealUpserted event are one atomic
 * write (the event rides in the document's outbox), so no change is ever left unannounced. Staff's new meals and
 * the first-start seed both come through here; staff's edits of some fields go through updateMeal.
 */
export async function saveMeal(deps: MealWriteDeps, command: SaveMealCommand): Promise<MealDocument> {
  if (command.mealId) {
    return updateMeal(deps, {
      mealId: command.mealId,
      changes: command.draft,
      ...(command.food ? { food: command.food } : {}),
      ...(command.image ? { image: command.image } : {}),
      correlationId: command.correlationId,
    });
  }
  const created = await createMeal(deps, command);
  await deps.afterChange({ model: deps.meals, id: created._id });
  return created;
}

async function createMeal(deps: MealWriteDeps, command: SaveMealCommand) {
  const { image, seedKey, correlationId } = command;
  const declared = declaredFoodInformation({
    stored: command.draft.food_information,
    changes: command.food ?? {},
    status: command.draft.status,
    ingredients: command.draft.ingredients,
  });
  // Checked before the image is stored, so a refused meal leaves nothing behind.
  if ('errors' in declared) throw badRequest('The meal is not valid.', declared.errors);
  const draft: MealDraft = { ...command.draft, food_information: declared.food };
  const _id = new Types.ObjectId();
  const imageVersion = await storeMealImage(deps.images, _id, image ?? deps.defaultImage(draft));
  const now = deps.now();
  const meal = {
    _id,
    ...mealFieldsOf(draft),
    imageVersion,
    revision: 1,
    deleted: false,
    createdAt: now,
    updatedAt: now,
    ...(seedKey ? { seedKey } : {}),
  };
  const created = await deps.meals.create({
    ...meal,
    outbox: mealWrittenEntries(null, toMealSnapshot(meal), { correlationId, now: deps.now }),
    outboxPending: true,
  });
  return created.toObject();
}
