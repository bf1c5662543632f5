/** The account-credit rules a page needs, without zod: `@mealbox/contracts/credit`. */
export * from './credit-reasons';
