/** The price lines for the browser, without zod: `@mealbox/contracts/price-lines`. */
export * from './price-lines';
export * from './price-line-words';
