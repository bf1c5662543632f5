export * from './api-document';
export * from './route-description';
export * from './express-path';
export * from './build-service-document';
export * from './merge-api-documents';
export * from './list-express-routes';
export * from './document-drift';
