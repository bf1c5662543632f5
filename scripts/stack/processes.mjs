// The processes that make up the running product (besides the infrastructure from infra/), and where each
// keeps its pid file and log. Services of later issues add themselves here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const runDir = path.join(repoRoot, '.data/run');
export const logDir = path.join(repoRoot, '.data/logs');
export const GATEWAY_PORT = Number(process.env.PORT ?? 8080);

export const processes = [
  {
    name: 'identity',
    args: ['services/identity/dist/main.js'],
    env: { PORT: '4001' },
    ready: 'http://127.0.0.1:4001/health/ready',
  },
  {
    name: 'catalogue',
    args: ['services/catalogue/dist/main.js'],
    env: { PORT: '4002' },
    ready: 'http://127.0.0.1:4002/health/ready',
  },
  {
    name: 'ordering',
    args: ['services/ordering/dist/main.js'],
    env: { PORT: '4003' },
    ready: 'http://127.0.0.1:4003/health/ready',
  },
  {
    // Card payments: the local provider with its own hosted checkout page under the site's origin, unless
    // PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) is set in the environment.
    name: 'payment',
    args: ['services/payment/dist/main.js'],
    env: {
      PORT: '4004',
      SITE_URL: `http://localhost:${GATEWAY_PORT}`,
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'local',
    },
    ready: 'http://127.0.0.1:4004/health/ready',
  },
  {
    // Emails from the shop's events, through Mailpit locally (infra/up.sh; its inbox at http://localhost:8025).
    name: 'notifications',
    args: ['services/notifications/dist/main.js'],
    env: {
      PORT: '4005',
      SITE_URL: `http://localhost:${GATEWAY_PORT}`,
      SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:1025',
    },
    ready: 'http://127.0.0.1:4005/health/ready',
  },
  {
    name: 'storefront-remote',
    args: ['services/gateway/dist/static-host-main.js', 'mfe-storefront/dist', '4101'],
    env: {},
    ready: 'http://127.0.0.1:4101/remoteEntry.js',
  },
  {
    name: 'checkout-remote',
    args: ['services/gateway/dist/static-host-main.js', 'mfe-checkout/dist', '4102'],
    env: {},
    ready: 'http://127.0.0.1:4102/remoteEntry.js',
  },
  {
    name: 'admin-remote',
    args: ['services/gateway/dist/static-host-main.js', 'mfe-admin/dist', '4103'],
    env: {},
    ready: 'http://127.0.0.1:4103/remoteEntry.js',
  },
  {
    name: 'gateway',
    args: ['services/gateway/dist/main.js'],
    env: { PORT: String(GATEWAY_PORT) },
    ready: `http://127.0.0.1:${GATEWAY_PORT}/health/live`,
  },
];

export const pidFile = (name) => path.join(runDir, `app-${name}.pid`);
export const logFile = (name) => path.join(logDir, `app-${name}.log`);
