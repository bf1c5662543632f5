import { notFound, writeDocument } from '@mealbox/platform';
import type { AddOnDocument } from '../data/add-on-model';
import { addOnUpsertedEntry } from '../events/add-on-events';
import { parseAddOnId } from './add-on-fields';
import { toAddOnSnapshot } from './add-on-snapshot';
import type { AddOnWriteDeps } from './add-on-write-deps';
import { ADD_ON_CHANGED_ELSEWHERE } from './update-add-on';

/**
 * Takes an add-on off the catalogue (staff, DELETE) and announces it with AddOnUpserted marked `deleted` in the same
 * write. The document stays, marked deleted, so the event has a home until it is published, and its picture stays
 * so orders that hold it keep theirs. Deleting one that is not there (or is already deleted) is a 404.
 */
export async function deleteAddOn(
  deps: AddOnWriteDeps,
  addOnId: string,
  correlationId: string,
): Promise<void> {
  const _id = parseAddOnId(addOnId);
  await writeDocument<AddOnDocument, null>({
    model: deps.addOns,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current, at) => {
      if (!current || current.deleted) throw notFound('Add-on not found.');
      const next: AddOnDocument = {
        ...current,
        deleted: true,
        revision: current.revision + 1,
        updatedAt: at,
      };
      return {
        change: {
          set: { deleted: true },
          events: [addOnUpsertedEntry(toAddOnSnapshot(next), { correlationId, now: deps.now })],
          where: { deleted: false },
        },
        outcome: null,
      };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.addOns, id }),
    conflictMessage: ADD_ON_CHANGED_ELSEWHERE,
  });
}
