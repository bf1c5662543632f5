export * from './http/meal';
export * from './http/problem';
export * from './topics';
export * from './events/envelope';
export * from './events/catalogue-events';
