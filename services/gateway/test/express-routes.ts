import type { Server } from 'node:http';
import type { RequestHandler } from 'express';

/** The parts of Express 5's router layers that listing routes needs (not in its public typings). */
interface Layer {
  handle: RequestHandler & { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  match(path: string): unknown;
}

/** A route a service's app answers, and whether `guard` runs before its handler. */
export interface ListedRoute {
  method: string;
  /** The route's pattern as written ('/api/orders/:id/update_order_status'). */
  path: string;
  guarded: boolean;
}

/** A concrete path for a pattern, so middleware mounted on a path can be matched against it. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'x');

/**
 * Every route of the express app serving `server`, read from its router (every service mounts its routers at the
 * root), each marked with whether `guard` runs for it: as middleware on a matching path before it, or in the
 * route's own chain. Reading the router itself is the point: a route added to a service appears here without
 * anyone remembering to list it.
 */
export function listRoutes(server: Server, guard: RequestHandler): ListedRoute[] {
  const app = server.listeners('request')[0] as { router: { stack: Layer[] } } | undefined;
  if (!app?.router) throw new Error('the server is not an express app');
  const routes: ListedRoute[] = [];
  const guards: Layer[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const { path, methods, stack: chain } = layer.route;
        const concrete = samplePath(path);
        const guarded =
          chain.some((inner) => inner.handle === guard) || guards.some((use) => Boolean(use.match(concrete)));
        for (const method of Object.keys(methods))
          routes.push({ method: method.toUpperCase(), path, guarded });
      } else if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack);
      } else if (layer.handle === guard) {
        guards.push(layer);
      }
    }
  };
  walk(app.router.stack);
  return routes;
}
