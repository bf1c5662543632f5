export * from './browser';
export * from './allergen-schemas';
export * from './food-information';
export * from './food-information-dto';
export * from './menu-filter-query';
export * from './allergen-exclusions-dto';
