/**
 * Where the purchase carries on once the plan is chosen: meal selection (spec section 2, /join-now/meals/), for a
 * signed-in customer straight from Select Plan, for a new one once registered. The checkout remote serves it and
 * reads the plan kept by the plan page (web-kit's readPlan).
 */
export const AFTER_PLAN_PATH = '/join-now/meals/';

/** Where a new customer continues once registered: the same next step, with their plan kept. */
export const AFTER_REGISTRATION_PATH = AFTER_PLAN_PATH;
