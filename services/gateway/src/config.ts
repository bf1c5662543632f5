import path from 'node:path';
import { z } from 'zod';
import { loadConfig, portSchema, rateLimitSettingSchema, trustProxySchema } from '@mealbox/platform';

const repoRoot = path.resolve(__dirname, '../../..');
const httpUrl = z.url({ protocol: /^https?$/ });
/** An upstream: one http(s) URL, or the URLs of its instances separated by commas (requests are spread over them). */
const url = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (value) => value.split(',').every((part) => httpUrl.safeParse(part.trim()).success),
      'Give an http(s) URL, or several separated by commas.',
    );

const gatewayConfigSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: portSchema.default(8080),
  /**
   * Where the gateway serves its own `/metrics`: a listener apart from the public one, on loopback by default (a
   * scraper on the same host). Under Docker, 0.0.0.0 without publishing the port: the compose network only.
   */
  GATEWAY_METRICS_HOST: z.string().default('127.0.0.1'),
  GATEWAY_METRICS_PORT: portSchema.default(9464),
  /** The built shell (host app). */
  SHELL_DIR: z.string().default(path.join(repoRoot, 'shell/dist')),
  IDENTITY_URL: url('http://127.0.0.1:4001'),
  CATALOGUE_URL: url('http://127.0.0.1:4002'),
  ORDERING_URL: url('http://127.0.0.1:4003'),
  PAYMENT_URL: url('http://127.0.0.1:4004'),
  NOTIFICATIONS_URL: url('http://127.0.0.1:4005'),
  /** Each remote is deployed on its own; the gateway only puts it under the one origin. */
  REMOTE_STOREFRONT_URL: url('http://127.0.0.1:4101'),
  REMOTE_CHECKOUT_URL: url('http://127.0.0.1:4102'),
  REMOTE_ADMIN_URL: url('http://127.0.0.1:4103'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Responses the shared edge cache may hold; 0 turns it off. */
  EDGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** Public pages go out prerendered (rendered ahead in Chromium at CHROME_PATH); 'off' serves the plain shell. */
  PRERENDER: z.enum(['on', 'off']).default('on'),
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
  /** How often the prerendered pages are rendered again even when nothing was changed through the gateway. */
  PRERENDER_REFRESH_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Requests per client address, all paths together: generous (a page load is a few dozen requests, and an
   * office may share one address), only a flood reaches it. See docs/security.md.
   */
  CLIENT_REQUEST_LIMIT: rateLimitSettingSchema.prefault('1000/10'),
  /**
   * The proxies in front of the gateway (a load balancer, nginx) whose X-Forwarded-For and X-Forwarded-Proto it
   * believes: addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated, or a hop count. None by
   * default: the socket's address is the client's. See docs/edge.md.
   */
  TRUSTED_PROXIES: trustProxySchema.optional(),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, env);
