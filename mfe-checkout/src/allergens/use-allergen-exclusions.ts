import { useCallback, useState } from 'react';
import type { AllergenExclusions } from '@mealbox/contracts/food';
import { useAsync, useSession, type AsyncResult } from '@mealbox/web-kit';
import { fetchAllergenExclusions } from './allergen-exclusions-api';

export interface AllergenExclusionsState extends AsyncResult<AllergenExclusions> {
  /** Shows what a save answered, without asking again. */
  saved: (exclusions: AllergenExclusions) => void;
}

/**
 * The signed-in customer's allergen exclusions (GET /api/customers/me/allergen-exclusions/), keyed by who is
 * signed in so another customer never sees the last one's. `data` is the latest saved value once a save answered.
 */
export function useAllergenExclusions(): AllergenExclusionsState {
  const session = useSession();
  const userId = session.userId ?? '';
  const loaded = useAsync((signal) => fetchAllergenExclusions(signal), `allergen-exclusions:${userId}`);
  const [afterSave, setAfterSave] = useState<{ userId: string; exclusions: AllergenExclusions } | null>(null);
  const saved = useCallback(
    (exclusions: AllergenExclusions) => setAfterSave({ userId, exclusions }),
    [userId],
  );
  const data = afterSave?.userId === userId ? afterSave.exclusions : loaded.data;
  return { ...loaded, data, saved };
}
