export * from './real-infra';
export * from './test-identity';
export * from './documented-answer';
export * from './service-document-drift';
