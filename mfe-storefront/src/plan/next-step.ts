/**
 * Where a new customer continues once registered (and where a signed-in one goes next). The meal-selection step
 * (/join-now/meals/) comes in a later issue; until then it is the menu. Change this one line then.
 */
export const AFTER_REGISTRATION_PATH = '/meals';
