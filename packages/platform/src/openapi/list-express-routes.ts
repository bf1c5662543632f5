import type { Express, RequestHandler } from 'express';

/** The parts of Express 5's router layers (router 2.x) that listing routes needs: not in its public typings. */
interface Layer {
  handle: RequestHandler & { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  match(path: string): unknown;
}

/** A route an express app answers, and which of the given guards run before its handler. */
export interface ExpressRoute {
  /** Upper case, as HTTP writes it. */
  method: string;
  /** The route's pattern as written ('/api/orders/:id/update_order_status'). */
  path: string;
  guards: Set<RequestHandler>;
}

/** A concrete path for a pattern, so middleware mounted on a path can be matched against it. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'x');

/**
 * Every route of an express app, read from its router (`app.router` in Express 5; every service mounts its
 * routers at the root), each with the `guards` that run for it: as middleware on a matching path before it, or
 * in the route's own chain. Reading the router itself is the point: a route added to a service shows up here
 * without anyone remembering to list it.
 */
export function listExpressRoutes(app: Express, guards: readonly RequestHandler[] = []): ExpressRoute[] {
  const { router } = app as unknown as { router?: { stack: Layer[] } };
  if (!router) throw new Error('not an Express 5 app');
  const routes: ExpressRoute[] = [];
  const guardLayers: Layer[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const { path, methods, stack: chain } = layer.route;
        const concrete = samplePath(path);
        const running = new Set(
          guards.filter(
            (guard) =>
              chain.some((inner) => inner.handle === guard) ||
              guardLayers.some((use) => use.handle === guard && Boolean(use.match(concrete))),
          ),
        );
        for (const method of Object.keys(methods)) {
          if (method !== '_all') routes.push({ method: method.toUpperCase(), path, guards: running });
        }
      } else if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack);
      } else if (guards.includes(layer.handle)) {
        guardLayers.push(layer);
      }
    }
  };
  walk(router.stack);
  return routes;
}
