import type { Server } from 'node:http';
import {
  ACCESS_GUARDS,
  documentDrift,
  listExpressRoutes,
  type ApiDocument,
  type DocumentDrift,
  type RouteDescription,
} from '@mealbox/platform';

/**
 * How a running service's express app (read from the server it listens with) and its document disagree: routes
 * either side lacks, and routes guarded otherwise than described. All three lists empty when they agree.
 */
export function serviceDocumentDrift(
  server: Server,
  document: ApiDocument,
  descriptions: readonly RouteDescription[],
): DocumentDrift {
  // The request listener of a service's server is its express app.
  const app = server.listeners('request')[0] as Parameters<typeof listExpressRoutes>[0] | undefined;
  if (!app) throw new Error('the server has no request listener');
  const routes = listExpressRoutes(
    app,
    ACCESS_GUARDS.map(([guard]) => guard),
  );
  return documentDrift(routes, document, descriptions);
}
