/** When the policies and legal pages were last changed (ISO date; shown en-GB). Update with their words. */
export const POLICIES_LAST_UPDATED = '2026-11-22';
