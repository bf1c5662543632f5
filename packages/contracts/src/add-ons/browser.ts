/** The add-on rules a page needs, without zod: `@mealbox/contracts/add-ons`. */
export * from './add-on-categories';
export * from './add-on-statuses';
export * from './add-on-limits';
