export * from './real-infra';
export * from './test-identity';
export * from './metric-sample';
