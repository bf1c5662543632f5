import { isDeepStrictEqual } from 'node:util';
import { notFound, trustedFilter, writeDocument } from '@mealbox/platform';
import type { AddOnDocument } from '../data/add-on-model';
import { addOnUpsertedEntry } from '../events/add-on-events';
import type { AddOnDraft } from './add-on-draft';
import { addOnDraftOf, declaredAddOnFields, parseAddOnId, type AddOnFields } from './add-on-fields';
import { toAddOnSnapshot } from './add-on-snapshot';
import type { AddOnWriteDeps } from './add-on-write-deps';
import type { FoodInformationChanges } from './food-declaration';
import type { MealImage } from './meal-draft';
import { storeMealImage } from './store-meal-image';

/** The 409 when other staff saved the same add-on on every attempt. */
export const ADD_ON_CHANGED_ELSEWHERE =
  'The add-on was changed by someone else at the same time. Please reload and try again.';

export interface UpdateAddOnCommand {
  addOnId: string;
  /**
   * The fields that change; the others keep what is stored when the write happens. A whole replacement (PUT) gives
   * every field and `food_information: null`, so the declaration is exactly the `food` sent.
   */
  changes: Partial<AddOnDraft>;
  /** Food information from the staff form, laid over the add-on's own (or over `changes.food_information`). */
  food?: FoodInformationChanges;
  image?: MealImage;
  correlationId: string;
}

/**
 * Changes an add-on's fields and/or its picture (staff, PUT and PATCH), announcing the result with AddOnUpserted in
 * the same conditional write (writeDocument). A change that changes nothing writes and announces nothing. The
 * changes are laid over the add-on as read on each attempt, so two staff editing different fields both keep theirs.
 */
export async function updateAddOn(deps: AddOnWriteDeps, command: UpdateAddOnCommand): Promise<AddOnDocument> {
  const _id = parseAddOnId(command.addOnId);
  let newImageVersion: string | undefined;
  if (command.image) {
    // Checked first so an unknown id or a refused declaration never leaves a picture behind (pictures are stored
    // under the add-on's id, so a new one would show at once).
    const current = await deps.addOns.findOne(trustedFilter({ _id, deleted: false })).lean<AddOnDocument>();
    if (!current) throw notFound('Add-on not found.');
    fieldsAfter(current, command);
    newImageVersion = await storeMealImage(deps.addOnImages, _id, command.image);
  }
  const result = await writeDocument<AddOnDocument, null>({
    model: deps.addOns,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current, at) => {
      if (!current || current.deleted) throw notFound('Add-on not found.');
      const fields = fieldsAfter(current, command);
      const imageVersion = newImageVersion ?? current.imageVersion;
      const unchanged =
        imageVersion === current.imageVersion &&
        (Object.keys(fields) as (keyof AddOnFields)[]).every((field) =>
          // FerretDB may leave a stored null out of the document it returns.
          isDeepStrictEqual(fields[field], current[field] ?? null),
        );
      if (unchanged) return { outcome: null };
      const set = { ...fields, imageVersion };
      // The add-on as this write leaves it (writeDocument moves the revision on by one and stamps `at`).
      const next: AddOnDocument = { ...current, ...set, revision: current.revision + 1, updatedAt: at };
      const context = { correlationId: command.correlationId, now: deps.now };
      return {
        change: {
          set,
          events: [addOnUpsertedEntry(toAddOnSnapshot(next), context)],
          where: { deleted: false },
        },
        outcome: null,
      };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.addOns, id }),
    conflictMessage: ADD_ON_CHANGED_ELSEWHERE,
  });
  if (!result.document) throw notFound('Add-on not found.');
  return result.document;
}

function fieldsAfter(current: AddOnDocument, command: UpdateAddOnCommand): AddOnFields {
  return declaredAddOnFields({ ...addOnDraftOf(current), ...command.changes }, command.food);
}
