import type { Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { listExpressRoutes } from '@mealbox/platform';

/** A route a service's app answers, and whether `guard` runs before its handler. */
export interface ListedRoute {
  method: string;
  /** The route's pattern as written ('/api/orders/:id/update_order_status'). */
  path: string;
  guarded: boolean;
}

/** Every route of the express app serving `server`, each marked with whether `guard` runs for it. */
export function listRoutes(server: Server, guard: RequestHandler): ListedRoute[] {
  const app = server.listeners('request')[0] as Express | undefined;
  if (!app) throw new Error('the server has no request listener');
  return listExpressRoutes(app, [guard]).map(({ method, path, guards }) => ({
    method,
    path,
    guarded: guards.has(guard),
  }));
}
