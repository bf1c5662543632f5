/** The refund rules a page needs, without zod: `@mealbox/contracts/refunds`. */
export * from './refund-rules';
