import { VISITOR_STATE_STORAGE_KEYS } from '@mealbox/contracts/prerender';
import { MEAL_SELECTION_STORAGE_KEY } from './meal-selection-storage';
import { PLAN_STORAGE_KEY } from './plan-storage';
import { REFRESH_TOKEN_KEY } from './token-storage';

describe('the keys that start the app at once on a prerendered page', () => {
  it('when a visitor has a session, a plan or chosen meals stored, then the prerendered page starts the app at once', () => {
    // The prerendered copy is made for a first-time visitor; a visitor with any of these must see their own page.
    expect([...VISITOR_STATE_STORAGE_KEYS].sort()).toEqual(
      [REFRESH_TOKEN_KEY, PLAN_STORAGE_KEY, MEAL_SELECTION_STORAGE_KEY].sort(),
    );
  });
});
