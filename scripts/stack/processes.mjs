// The processes that make up the running product (besides the infrastructure from infra/), and where each
// keeps its pid file and log. Services of later issues add themselves here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const runDir = path.join(repoRoot, '.data/run');
export const logDir = path.join(repoRoot, '.data/logs');
export const GATEWAY_PORT = Number(process.env.PORT ?? 8080);
/** Instance n (from 1) of a service listens on its base port + 10 * (n - 1): 4003, 4013, 4023 for ordering. */
export const MAX_INSTANCES = 9;

const siteUrl = `http://localhost:${GATEWAY_PORT}`;

/** The services and front-end hosts the gateway spreads requests over; each may run as several instances. */
const scaled = [
  { name: 'identity', script: 'services/identity/dist/main.js', port: 4001, gatewayEnv: 'IDENTITY_URL' },
  { name: 'catalogue', script: 'services/catalogue/dist/main.js', port: 4002, gatewayEnv: 'CATALOGUE_URL' },
  { name: 'ordering', script: 'services/ordering/dist/main.js', port: 4003, gatewayEnv: 'ORDERING_URL' },
  {
    // Card payments: the local provider with its own hosted checkout page under the site's origin, unless
    // PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) is set in the environment.
    name: 'payment',
    script: 'services/payment/dist/main.js',
    port: 4004,
    gatewayEnv: 'PAYMENT_URL',
    env: { SITE_URL: siteUrl, PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'local' },
  },
  {
    // Emails from the shop's events, through Mailpit locally (infra/up.sh; its inbox at http://localhost:8025).
    name: 'notifications',
    script: 'services/notifications/dist/main.js',
    port: 4005,
    gatewayEnv: 'NOTIFICATIONS_URL',
    env: { SITE_URL: siteUrl, SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:1025' },
  },
  {
    name: 'storefront-remote',
    staticDir: 'mfe-storefront/dist',
    port: 4101,
    gatewayEnv: 'REMOTE_STOREFRONT_URL',
  },
  { name: 'checkout-remote', staticDir: 'mfe-checkout/dist', port: 4102, gatewayEnv: 'REMOTE_CHECKOUT_URL' },
  { name: 'admin-remote', staticDir: 'mfe-admin/dist', port: 4103, gatewayEnv: 'REMOTE_ADMIN_URL' },
];

/** Instance n's name: the service's own for the first, `ordering-2` and so on after it. */
const instanceName = (name, n) => (n === 1 ? name : `${name}-${n}`);
const portOf = (base, n) => base + 10 * (n - 1);

/**
 * Every process to start, in order (the gateway last, pointed at every instance), for `instances` of each
 * service and host. Each entry: name (for its pid file and log), args for node, env, and a URL that answers once
 * it is ready.
 */
export function stackProcesses(instances = 1) {
  const started = [];
  for (const entry of scaled) {
    for (let n = 1; n <= instances; n++) {
      const port = portOf(entry.port, n);
      started.push(
        entry.staticDir
          ? {
              name: instanceName(entry.name, n),
              args: ['services/gateway/dist/static-host-main.js', entry.staticDir, String(port)],
              env: {},
              ready: `http://127.0.0.1:${port}/remoteEntry.js`,
            }
          : {
              name: instanceName(entry.name, n),
              args: [entry.script],
              env: { ...entry.env, PORT: String(port) },
              ready: `http://127.0.0.1:${port}/health/ready`,
            },
      );
    }
  }
  const upstreams = Object.fromEntries(
    scaled.map((entry) => [
      entry.gatewayEnv,
      Array.from({ length: instances }, (_, i) => `http://127.0.0.1:${portOf(entry.port, i + 1)}`).join(','),
    ]),
  );
  started.push({
    name: 'gateway',
    args: ['services/gateway/dist/main.js'],
    env: { ...upstreams, PORT: String(GATEWAY_PORT) },
    ready: `http://127.0.0.1:${GATEWAY_PORT}/health/live`,
  });
  return started;
}

export const pidFile = (name) => path.join(runDir, `app-${name}.pid`);
export const logFile = (name) => path.join(logDir, `app-${name}.log`);
