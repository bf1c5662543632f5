import { Types } from 'mongoose';
import type { AddOnDocument } from '../data/add-on-model';
import { addOnUpsertedEntry } from '../events/add-on-events';
import type { AddOnDraft } from './add-on-draft';
import { declaredAddOnFields } from './add-on-fields';
import { toAddOnSnapshot } from './add-on-snapshot';
import type { AddOnWriteDeps } from './add-on-write-deps';
import type { FoodInformationChanges } from './food-declaration';
import type { MealImage } from './meal-draft';
import { storeMealImage } from './store-meal-image';

export interface CreateAddOnCommand {
  draft: AddOnDraft;
  /** Food information from the staff form, laid over the draft's own (the seed gives it in the draft). */
  food?: FoodInformationChanges;
  image?: MealImage;
  seedKey?: string;
  correlationId: string;
}

/**
 * Adds an add-on (staff, or the demo seed). The add-on and its AddOnUpserted are one write (the event rides in the
 * document's outbox), so no add-on is ever left unannounced. A refused declaration is a 400 before anything, the
 * picture included, is stored.
 */
export async function createAddOn(deps: AddOnWriteDeps, command: CreateAddOnCommand): Promise<AddOnDocument> {
  const fields = declaredAddOnFields(command.draft, command.food);
  const _id = new Types.ObjectId();
  const picture = command.image ?? deps.defaultAddOnImage(command.draft);
  const imageVersion = await storeMealImage(deps.addOnImages, _id, picture);
  const now = deps.now();
  const addOn = {
    _id,
    ...fields,
    imageVersion,
    revision: 1,
    deleted: false,
    createdAt: now,
    updatedAt: now,
    ...(command.seedKey ? { seedKey: command.seedKey } : {}),
  };
  const context = { correlationId: command.correlationId, now: deps.now };
  const created = await deps.addOns.create({
    ...addOn,
    outbox: [addOnUpsertedEntry(toAddOnSnapshot(addOn), context)],
    outboxPending: true,
  });
  await deps.afterChange({ model: deps.addOns, id: _id });
  return created.toObject();
}
