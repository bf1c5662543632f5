export * from './real-infra';
export * from './test-identity';
