export * from './real-infra';
export * from './test-identity';
export * from './metric-sample';
export * from './documented-answer';
export * from './service-document-drift';
export * from './subscription-box-paid';
