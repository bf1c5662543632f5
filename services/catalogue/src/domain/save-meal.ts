import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { TOPICS } from '@mealbox/contracts';
import {
  conflict,
  createEvent,
  documentLockKey,
  notFound,
  outboxUpdate,
  toOutboxEntry,
  trustedFilter,
  type KeyedLock,
} from '@mealbox/platform';
import type { MealDocument, MealModel } from '../data/meal-model';
import type { MealImageModel } from '../data/meal-image-model';
import type { MealDraft, MealImage } from './meal-draft';
import { toMealSnapshot } from './meal-snapshot';

export interface MealWriteDeps {
  meals: MealModel;
  images: MealImageModel;
  /** The image a meal gets when staff give none: generated artwork, so every card has a picture. */
  defaultImage(draft: MealDraft): MealImage;
  /** Called after every committed change: publishes the outbox and drops cached lists. */
  afterChange(): void;
  /** Serialises writes of one meal document with each other and with the outbox relay (see createKeyedLock). */
  lock: KeyedLock;
  now(): Date;
}

export interface SaveMealCommand {
  /** Absent: create a new meal. */
  mealId?: string;
  draft: MealDraft;
  image?: MealImage;
  seedKey?: string;
  correlationId: string;
}

const PRODUCER = 'catalogue';
const MAX_CONCURRENT_RETRIES = 3;

/**
 * Creates or replaces a meal. The state change and its MealUpserted event are one atomic write (the event rides
 * in the document's outbox), so no change is ever left unannounced. Admin writes and the first-start seed both
 * come through here.
 */
export async function saveMeal(deps: MealWriteDeps, command: SaveMealCommand): Promise<MealDocument> {
  const result = command.mealId
    ? await updateMeal(deps, command.mealId, command)
    : await createMeal(deps, command);
  deps.afterChange();
  return result;
}

async function createMeal(deps: MealWriteDeps, { draft, image, seedKey, correlationId }: SaveMealCommand) {
  const _id = new Types.ObjectId();
  const imageVersion = await storeImage(deps, _id, image ?? deps.defaultImage(draft));
  const now = deps.now();
  const meal = {
    _id,
    ...fieldsOf(draft),
    imageVersion,
    revision: 1,
    deleted: false,
    createdAt: now,
    updatedAt: now,
    ...(seedKey ? { seedKey } : {}),
  };
  const event = createEvent('MealUpserted', toMealSnapshot(meal), {
    producer: PRODUCER,
    correlationId,
    now: deps.now,
  });
  const created = await deps.meals.create({
    ...meal,
    outbox: [toOutboxEntry(TOPICS.catalogueMeals, _id.toHexString(), event)],
    outboxPending: true,
  });
  return created.toObject();
}

async function updateMeal(
  deps: MealWriteDeps,
  mealId: string,
  { draft, image, correlationId }: SaveMealCommand,
) {
  if (!Types.ObjectId.isValid(mealId)) throw notFound('Meal not found.');
  const _id = new Types.ObjectId(mealId);
  const newImageVersion = image ? await storeImage(deps, _id, image) : undefined;
  return deps.lock(documentLockKey(deps.meals, _id), () =>
    writeMealUpdate(deps, { _id, mealId, newImageVersion, draft, correlationId }),
  );
}

interface MealUpdate {
  _id: Types.ObjectId;
  mealId: string;
  newImageVersion: string | undefined;
  draft: MealDraft;
  correlationId: string;
}

async function writeMealUpdate(
  deps: MealWriteDeps,
  { _id, mealId, newImageVersion, draft, correlationId }: MealUpdate,
) {
  // Optimistic concurrency: the update applies only to the revision we read, so two admins saving at once
  // cannot interleave and publish events that disagree with the stored state.
  for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
    const current = await deps.meals
      .findOne({ _id, deleted: false })
      .select({ outbox: 0 })
      .lean<MealDocument>();
    if (!current) throw notFound('Meal not found.');
    const changes = {
      ...fieldsOf(draft),
      imageVersion: newImageVersion ?? current.imageVersion,
      revision: current.revision + 1,
      updatedAt: deps.now(),
    };
    const next: MealDocument = { ...current, ...changes, outbox: [], outboxPending: true };
    const event = createEvent('MealUpserted', toMealSnapshot(next), {
      producer: PRODUCER,
      correlationId,
      now: deps.now,
    });
    const outbox = outboxUpdate([toOutboxEntry(TOPICS.catalogueMeals, mealId, event)]);
    const written = await deps.meals.updateOne(
      trustedFilter({ _id, revision: current.revision, deleted: false }),
      {
        $set: { ...changes, ...outbox.$set },
        $push: outbox.$push,
      },
    );
    if (written.matchedCount === 1) return next;
  }
  throw conflict('The meal was changed by someone else at the same time. Please reload and try again.');
}

async function storeImage(deps: MealWriteDeps, mealId: Types.ObjectId, image: MealImage): Promise<string> {
  const version = createHash('sha256')
    .update(image.contentType)
    .update(image.bytes)
    .digest('hex')
    .slice(0, 16);
  await deps.images.updateOne(
    { _id: mealId },
    { $set: { contentType: image.contentType, bytes: image.bytes, version } },
    { upsert: true },
  );
  return version;
}

function fieldsOf(draft: MealDraft) {
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category,
    status: draft.status,
    calories: draft.calories,
    protein: draft.protein,
    carbohydrates: draft.carbohydrates,
    fat: draft.fat,
    ingredients: draft.ingredients,
    isVegan: draft.is_vegan,
    isGlutenFree: draft.is_gluten_free,
    isDairyFree: draft.is_dairy_free,
  };
}
