/** The price lines and the pricing rule for the browser, without zod: `@mealbox/contracts/price-lines`. */
export * from './price-lines';
export * from './price-line-words';
export * from './price-rules';
