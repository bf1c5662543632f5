import type { RequestListener } from 'node:http';
import { PRERENDER_REQUEST_HEADER, PRERENDERED_ANSWERS_PATH_PREFIX } from '@mealbox/contracts/prerender';
import { createServiceMetrics, sendProblem } from '@mealbox/platform';
import type { Logger, ServiceMetrics } from '@mealbox/platform';
import type { GatewayConfig } from './config';
import { upstreamRequestDuration } from './metrics/upstream-request-metrics';
import { EdgeCache } from './proxy/edge-cache';
import { clientOriginFrom } from './proxy/client-origin';
import { clientRateLimit } from './proxy/client-rate-limit';
import { createForwarder } from './proxy/forward-request';
import { createUpstreamPool, upstreamInstances, type UpstreamPool } from './proxy/upstream-pool';
import { createApiSchemaSource } from './api-reference/api-schema-source';
import { isApiDocsPath, serveApiDocs } from './api-reference/serve-api-docs';
import { API_SCHEMA_PATH, serveApiSchema } from './api-reference/serve-api-schema';
import { APP_STARTER_SCRIPT_PATH } from './prerender/app-starter-script';
import { serveAppStarter } from './prerender/serve-app-starter';
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from './prerender/public-pages';
import { chromiumLauncher, Prerenderer } from './prerender/prerenderer';
import { serveSnapshot } from './prerender/serve-snapshot';
import { servePrerenderedAnswers } from './prerender/serve-prerendered-answers';
import { DeployedSiteRoutes } from './routing/deployed-site-routes';
import { buildRouteTable, matchRoute } from './routing/route-table';
import { upstreamName } from './routing/upstream-name';
import { withBrowserSecurityHeaders } from './security/browser-security-headers';
import { answerPagePath } from './static/answer-page-path';
import { serveBuiltApp } from './static/serve-built-app';

export interface Gateway {
  handler: RequestListener;
  /** Call `prerenderer.start(origin)` once the gateway listens, with the address it can reach itself at. */
  prerenderer: Prerenderer;
  /** The gateway's own metrics, served on its internal listener (internalMetricsListener), never on `handler`. */
  metrics: ServiceMetrics;
  close(): Promise<void>;
}

// Writes that change what the public pages show: catalogue writes (meals, prices, the delivery price; a price
// quote is a POST that changes nothing), and a customer's rating of a meal, which the meal cards show once the
// catalogue has counted it (milliseconds later, well within the prerenderer's settling time).
const RATING_PATH = /^\/api\/orders\/[^/]+\/ratings\//;
const changesPublicPages = (upstream: string, pathname: string, config: GatewayConfig): boolean =>
  (upstream === config.CATALOGUE_URL && !pathname.startsWith('/api/calculate-price')) ||
  (upstream === config.ORDERING_URL && RATING_PATH.test(pathname));

/**
 * The one origin. A plain request listener dispatches by path prefix (cheaper than an express router on the hot
 * API path): API prefixes and remotes go to their upstreams, unknown API paths get a 404 problem, everything
 * else is the shell: its files, its pages, and the not-found page (404) for an address that is none of them.
 */
export function createGateway(
  config: GatewayConfig,
  logger: Logger,
  /** The pages kept as prerendered copies (every public page unless a test stack asks for fewer). */
  prerenderPages: readonly string[] = PUBLIC_PAGES,
): Gateway {
  const routes = buildRouteTable(config);
  const metrics = createServiceMetrics('gateway');
  const originOf = clientOriginFrom(config.TRUSTED_PROXIES);
  const forwarder = createForwarder(
    logger,
    config.UPSTREAM_TIMEOUT_MS,
    upstreamRequestDuration(metrics),
    originOf,
  );
  // One pool per upstream setting: the routes of a service share its instances and their health checks.
  const upstreams = new Map<string, UpstreamPool>();
  for (const route of routes) {
    if (upstreams.has(route.upstream)) continue;
    const healthPath = route.stripPrefix ? '/remoteEntry.js' : '/health/ready';
    upstreams.set(
      route.upstream,
      createUpstreamPool(upstreamInstances(route.upstream), {
        name: upstreamName(config, route.upstream),
        healthPath,
        logger,
      }),
    );
  }
  const edgeCache = new EdgeCache({ maxEntries: config.EDGE_CACHE_MAX_ENTRIES, maxBodyBytes: 1024 * 1024 });
  const prerenderer = new Prerenderer({
    shellDir: config.SHELL_DIR,
    pages: prerenderPages,
    notFoundPage: NOT_FOUND_PAGE,
    launchBrowser: config.PRERENDER === 'on' ? chromiumLauncher(config.CHROME_PATH, logger) : undefined,
    // Watched for a new deployment: the first instance of each remote stands for all (they serve one build).
    remoteEntries: [config.REMOTE_STOREFRONT_URL, config.REMOTE_CHECKOUT_URL, config.REMOTE_ADMIN_URL].map(
      (remote) => {
        const first = (upstreamInstances(remote)[0] as URL).href;
        return new URL('remoteEntry.js', first.endsWith('/') ? first : `${first}/`);
      },
    ),
    refreshIntervalMs: config.PRERENDER_REFRESH_SECONDS * 1000,
    remoteWatchIntervalMs: 15_000,
    settleMs: 1000,
    retryMs: 10_000,
    logger,
  });

  // The shell's files, and its pages by the deployed shell's list of them (unknown addresses answer 404).
  const shell = serveBuiltApp(config.SHELL_DIR, {
    pages: answerPagePath({
      shellDir: config.SHELL_DIR,
      siteRoutes: new DeployedSiteRoutes(config.SHELL_DIR, logger),
      notFoundSnapshot: () => prerenderer.notFoundSnapshot(),
    }),
  });

  const withinLimit = clientRateLimit(config.CLIENT_REQUEST_LIMIT, originOf);

  // The API's reference: each service's own document, merged here, and the page that shows it.
  const apiSchema = serveApiSchema(
    createApiSchemaSource(
      (
        [
          ['identity', config.IDENTITY_URL],
          ['catalogue', config.CATALOGUE_URL],
          ['ordering', config.ORDERING_URL],
          ['payment', config.PAYMENT_URL],
          ['notifications', config.NOTIFICATIONS_URL],
        ] as const
      ).map(([service, url]) => ({ service, upstream: upstreams.get(url) as UpstreamPool })),
      { keepMs: 60_000, timeoutMs: 5_000, logger },
    ),
    logger,
  );
  const apiDocs = serveApiDocs();

  const handler: RequestListener = (req, res) => {
    if ((req.url ?? '/').split('?')[0] === '/health/live') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    withinLimit(req, res).then(
      (allowed) => {
        if (allowed) route(req, res);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'rate limit check failed');
        sendProblem(res, { status: 500, title: 'Internal Server Error' });
      },
    );
  };

  const route: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);

    if (pathname === APP_STARTER_SCRIPT_PATH) {
      serveAppStarter(req, res);
      return;
    }
    if (pathname.startsWith(PRERENDERED_ANSWERS_PATH_PREFIX)) {
      const answers = prerenderer.answersAt(pathname);
      if (answers) servePrerenderedAnswers(req, res, answers);
      else
        sendProblem(res, { status: 404, title: 'Not Found', detail: 'That page has been rendered again.' });
      return;
    }
    if (pathname === API_SCHEMA_PATH || pathname === '/api/schema') {
      apiSchema(req, res);
      return;
    }
    if (isApiDocsPath(pathname)) {
      apiDocs(req, res, pathname);
      return;
    }
    const match = matchRoute(routes, pathname);
    if (match) {
      const path = match.stripPrefix ? `/${url.slice(match.prefix.length)}` : url;
      const upstream = upstreams.get(match.upstream) as UpstreamPool;
      if (isWrite(req.method)) {
        // A change went through (a meal or a price saved): what the cache holds may no longer be true.
        forwarder.forward(req, res, upstream, path, ({ status }) => {
          if (status >= 400) return;
          edgeCache.purge();
          if (changesPublicPages(match.upstream, pathname, config))
            prerenderer.invalidate(`${req.method} ${pathname}`);
        });
      } else if (!edgeCache.accepts(req)) {
        forwarder.forward(req, res, upstream, path);
      } else if (!edgeCache.answer(req, res)) {
        const ticket = edgeCache.ticket();
        forwarder.forward(req, res, upstream, path, (response) => edgeCache.offer(req, response, ticket));
      }
      return;
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/') || pathname.startsWith('/mfe/')) {
      sendProblem(res, {
        status: 404,
        title: 'Not Found',
        detail: `No route for ${req.method} ${pathname}.`,
      });
      return;
    }
    // A public page's first visit: its prerendered HTML, unless a query asks for another view of it (a menu
    // category, a week), which only the shell can draw.
    const snapshot =
      queryAt === -1 && req.headers[PRERENDER_REQUEST_HEADER] === undefined
        ? prerenderer.snapshotFor(pathname)
        : undefined;
    if (snapshot && (req.method === 'GET' || req.method === 'HEAD')) {
      serveSnapshot(req, res, snapshot);
      return;
    }
    shell(req, res);
  };

  return {
    handler: withBrowserSecurityHeaders(handler, originOf),
    prerenderer,
    metrics,
    async close() {
      await prerenderer.close();
      forwarder.close();
      for (const pool of upstreams.values()) pool.close();
    },
  };
}

const isWrite = (method: string | undefined): boolean =>
  method !== undefined && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
