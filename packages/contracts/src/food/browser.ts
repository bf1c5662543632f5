/** The food information rules a page needs, without zod (the public pages keep their script small). */
export * from './allergens';
export * from './nutrition';
export * from './suitability';
export * from './ingredient-emphasis';
export * from './menu-filters';
export * from './allergen-exclusions';
export * from './declaration-check';
