export * from './real-infra';
