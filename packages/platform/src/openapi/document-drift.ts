import type { RequestHandler } from 'express';
import { refuseInvalidToken, requireAdmin, requireUser } from '../auth/authenticate';
import { SERVICE_DOCUMENT_PATH, type ApiDocument } from './api-document';
import { toOpenApiPath } from './express-path';
import type { ExpressRoute } from './list-express-routes';
import type { RouteAccess, RouteDescription } from './route-description';

/** The guards whose presence decides a route's access, strongest first. */
export const ACCESS_GUARDS: readonly [RequestHandler, RouteAccess][] = [
  [requireAdmin, 'admin'],
  [requireUser, 'signed-in'],
  [refuseInvalidToken, 'optional-sign-in'],
];

/** Routes every service's app has from the platform itself, for its operators and the gateway: not the API. */
export const PLATFORM_ROUTES: readonly string[] = [
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
  `GET ${SERVICE_DOCUMENT_PATH}`,
];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `GET /api/orders/{id}` for every operation of a document. */
export function documentedOperations(document: ApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Where a service's app and its document disagree; all empty when they tell the same story. */
export interface DocumentDrift {
  /** Routes the app answers that the document does not describe. */
  undocumented: string[];
  /** Operations the document describes that the app does not answer. */
  unanswered: string[];
  /** Routes whose guards say another access than their description ('GET /x: described public, guarded signed-in'). */
  wrongAccess: string[];
}

/**
 * Compares the routes read from a service's router with its document (paths and methods, both ways) and with its
 * route descriptions (whether each route's guards give the access it is described with).
 */
export function documentDrift(
  routes: readonly ExpressRoute[],
  document: ApiDocument,
  descriptions: readonly RouteDescription[],
): DocumentDrift {
  const api = routes.filter((route) => !PLATFORM_ROUTES.includes(`${route.method} ${route.path}`));
  const answered = new Set(api.map((route) => `${route.method} ${toOpenApiPath(route.path)}`));
  const documented = documentedOperations(document);
  const accessOf = new Map(
    descriptions.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.access]),
  );
  const wrongAccess = api.flatMap((route) => {
    const key = `${route.method} ${route.path}`;
    const described = accessOf.get(key);
    const guarded = ACCESS_GUARDS.find(([guard]) => route.guards.has(guard))?.[1] ?? 'public';
    return described && described !== guarded ? [`${key}: described ${described}, guarded ${guarded}`] : [];
  });
  return {
    undocumented: [...answered].filter((key) => !documented.includes(key)).sort(),
    unanswered: documented.filter((key) => !answered.has(key)).sort(),
    wrongAccess: wrongAccess.sort(),
  };
}
