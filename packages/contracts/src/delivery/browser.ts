// The browser's entry for a saved address's safe place and instructions (`@mealbox/contracts/delivery-notes`):
// the list, its labels and the note's rule, without zod.
export * from './safe-places';
export * from './delivery-instructions-rule';
