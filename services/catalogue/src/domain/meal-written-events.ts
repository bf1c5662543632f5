import type { FoodInformation, MealSnapshot } from '@mealbox/contracts';
import type { OutboxEntry } from '@mealbox/platform';
import { mealAllergensChangedEntry, mealUpsertedEntry } from '../events/meal-events';
import type { EventContext } from '../events/pricing-events';
import { allergenChangeOf } from './allergen-change';

/**
 * The events of one meal write: MealUpserted with the meal as the write leaves it and, when its 14 allergen levels
 * moved (a first declaration included), MealAllergensChanged.
 */
export function mealWrittenEntries(
  previous: FoodInformation | null,
  snapshot: MealSnapshot,
  context: EventContext,
): OutboxEntry[] {
  const entries = [mealUpsertedEntry(snapshot, context)];
  const change = allergenChangeOf(previous?.allergens, snapshot.foodInformation?.allergens);
  if (change) {
    entries.push(
      mealAllergensChangedEntry(
        { mealId: snapshot.mealId, revision: snapshot.revision, name: snapshot.name, ...change },
        context,
      ),
    );
  }
  return entries;
}
