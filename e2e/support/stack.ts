import type { RequestListener, Server } from 'node:http';
import path from 'node:path';
import mongoose from 'mongoose';
import { TOPICS } from '@mealbox/contracts';
import { createKafkaEventBus, createLogger, listen } from '@mealbox/platform';
import { KAFKA_BROKERS, databaseUrl, uniqueName, TEST_KAFKA, TOPIC_PREFIX } from '@mealbox/test-support';
import { loadCatalogueConfig } from '../../services/catalogue/src/config';
import { MAILPIT_SMTP_URL } from '../../services/notifications/test/mailpit';
import { startCatalogue } from '../../services/catalogue/src/start-catalogue';
import { loadGatewayConfig } from '../../services/gateway/src/config';
import { createGateway } from '../../services/gateway/src/create-gateway';
import { serveBuiltApp } from '../../services/gateway/src/static/serve-built-app';
import { LANDING_PAGES, PUBLIC_PAGES } from '../../services/gateway/src/prerender/public-pages';
import { loadIdentityConfig } from '../../services/identity/src/config';
import { startIdentity } from '../../services/identity/src/start-identity';
import { loadOrderingConfig } from '../../services/ordering/src/config';
import { startOrdering } from '../../services/ordering/src/start-ordering';
import { forwardCatalogueEvents } from '../../services/ordering/test/catalogue-feed';
import { loadPaymentConfig } from '../../services/payment/src/config';
import { startPayment } from '../../services/payment/src/start-payment';
import { loadNotificationsConfig } from '../../services/notifications/src/config';
import { startNotifications } from '../../services/notifications/src/start-notifications';

export type RemoteName = 'storefront' | 'checkout' | 'admin';

/** The staff account identity creates on the stack's first start. */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'kitchen-pass-2026',
  email: 'e2e-admin@mealbox.test',
};

/** The services behind the gateway. */
export type ServiceName = 'identity' | 'catalogue' | 'ordering' | 'payment' | 'notifications';

export interface Stack {
  baseUrl: string;
  /** Each service's own HTTP server (tests that list a service's routes read its app from here). */
  services: Readonly<Record<ServiceName, Server>>;
  /** Takes a remote's host down, as if its deployment had failed. */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');
const REMOTE_DIRS: Record<RemoteName, string> = {
  storefront: path.join(repoRoot, 'mfe-storefront/dist'),
  checkout: path.join(repoRoot, 'mfe-checkout/dist'),
  admin: path.join(repoRoot, 'mfe-admin/dist'),
};
const logger = createLogger('e2e-stack', process.env.E2E_LOG_LEVEL ?? 'silent');

/**
 * The composed site for browser tests, in this process: identity, catalogue, ordering and payment (its local
 * provider, whose hosted page the gateway serves) on fresh databases of their own (so the catalogue seeds and identity creates the staff account `E2E_ADMIN`), each remote's BUILT files on a host
 * of its own, and the gateway serving the built shell in front of them, all against the real local MongoDB-wire
 * server and Kafka. Build the front ends first (`bash scripts/build.sh`).
 */
/**
 * `prerender`: 'landing' keeps prerendered copies of the landing pages only (most files visit nothing else, and
 * each copy is a Chromium render before the first test); 'all' of every public page, for the files that test the
 * copies themselves. A page without a copy is served as the plain shell, as before its first render.
 */
export interface StackOptions {
  prerender?: 'landing' | 'all';
  /** Identity's settings over the stack's own (a test of the per-address limits sets them low). */
  identityEnv?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const identityDatabase = uniqueName('identity_e2e');
  const identity = await startIdentity(
    loadIdentityConfig({
      PORT: '0',
      MONGO_URL: databaseUrl(identityDatabase),
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      // Every browser in these tests is 127.0.0.1: the per-address abuse limits are raised (never off) here.
      REGISTRATION_LIMIT: '10000/60',
      TOKEN_REFRESH_LIMIT: '10000/60',
      CONTACT_LIMIT: '1000/60',
      SIGN_IN_FREE_FAILURES_PER_CLIENT: '1000',
      ...options.identityEnv,
    }),
    logger,
    { consumerGroup: uniqueName('identity-e2e') },
  );

  const databaseName = uniqueName('catalogue_e2e');
  const catalogueStartedAt = new Date();
  const catalogue = await startCatalogue(
    loadCatalogueConfig({
      PORT: '0',
      MONGO_URL: databaseUrl(databaseName),
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      // Staff edits of meals and prices are checked against this stack's identity, not one on the default port.
      JWKS_URL: `http://127.0.0.1:${identity.port}/auth/jwks.json`,
    }),
    logger,
  );

  // Ordering reads this catalogue's events from private topics: the shared ones also carry other catalogues' prices
  // (the running stack's, other test runs'), which would mix into its read models.
  const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'e2e-stack', logger });
  const orderingTopics = {
    identityUsers: TOPICS.identityUsers,
    catalogueMeals: uniqueName('e2e.catalogue.meals.v1'),
    cataloguePricing: uniqueName('e2e.catalogue.pricing.v1'),
    catalogueMealAllergenChanges: uniqueName('e2e.catalogue.meal-allergen-changes.v1'),
    catalogueAddOns: uniqueName('e2e.catalogue.add-ons.v1'),
  };
  await bus.ensureTopics([
    orderingTopics.catalogueMeals,
    orderingTopics.cataloguePricing,
    orderingTopics.catalogueMealAllergenChanges,
    orderingTopics.catalogueAddOns,
  ]);
  const catalogueFeed = await forwardCatalogueEvents(bus, catalogue, orderingTopics, catalogueStartedAt);
  const orderingDatabase = uniqueName('ordering_e2e');
  const ordering = await startOrdering(
    loadOrderingConfig({
      PORT: '0',
      MONGO_URL: databaseUrl(orderingDatabase),
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      JWKS_URL: `http://127.0.0.1:${identity.port}/auth/jwks.json`,
    }),
    logger,
    { consumerGroup: uniqueName('ordering-e2e'), topics: orderingTopics },
  );

  // The gateway's address is the site's origin, which payment needs for its success, cancel and checkout URLs:
  // so the gateway's port is taken first and its handler set once everything behind it runs.
  let handleSite: RequestListener = (_req, res) => void res.writeHead(503).end();
  const gatewayServer = await listen((req, res) => handleSite(req, res), 0, '127.0.0.1');
  const baseUrl = `http://localhost:${(gatewayServer.address() as { port: number }).port}`;

  const paymentDatabase = uniqueName('payment_e2e');
  const payment = await startPayment(
    loadPaymentConfig({
      PORT: '0',
      MONGO_URL: databaseUrl(paymentDatabase),
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      JWKS_URL: `http://127.0.0.1:${identity.port}/auth/jwks.json`,
      ORDERING_URL: `http://127.0.0.1:${ordering.port}`,
      SITE_URL: baseUrl,
      CHECKOUT_SESSION_LIMIT: '10000/60',
    }),
    logger,
    { consumerGroup: uniqueName('payment-e2e') },
  );

  // Mails go to the local Mailpit (infra/up.sh), whose API the browser tests read as the customer's inbox.
  const notificationsDatabase = uniqueName('notifications_e2e');
  const notifications = await startNotifications(
    loadNotificationsConfig({
      PORT: '0',
      MONGO_URL: databaseUrl(notificationsDatabase),
      KAFKA_BROKERS: KAFKA_BROKERS.join(','),
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      JWKS_URL: `http://127.0.0.1:${identity.port}/auth/jwks.json`,
      SMTP_URL: MAILPIT_SMTP_URL,
      SITE_URL: baseUrl,
    }),
    logger,
    { consumerGroup: uniqueName('notifications-e2e'), sender: { pollMs: 200 } },
  );

  const remotes = new Map<RemoteName, { port: number; server?: Server }>();
  async function startRemote(name: RemoteName): Promise<void> {
    const port = remotes.get(name)?.port ?? 0;
    const server = await listen(serveBuiltApp(REMOTE_DIRS[name]), port, '127.0.0.1');
    remotes.set(name, { port: (server.address() as { port: number }).port, server });
  }
  async function stopRemote(name: RemoteName): Promise<void> {
    const server = remotes.get(name)?.server;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    remotes.set(name, { port: remotes.get(name)?.port ?? 0 });
  }
  await startRemote('storefront');
  await startRemote('checkout');
  await startRemote('admin');

  const gateway = createGateway(
    loadGatewayConfig({
      SHELL_DIR: path.join(repoRoot, 'shell/dist'),
      IDENTITY_URL: `http://127.0.0.1:${identity.port}`,
      CATALOGUE_URL: `http://127.0.0.1:${catalogue.port}`,
      ORDERING_URL: `http://127.0.0.1:${ordering.port}`,
      PAYMENT_URL: `http://127.0.0.1:${payment.port}`,
      NOTIFICATIONS_URL: `http://127.0.0.1:${notifications.port}`,
      REMOTE_STOREFRONT_URL: `http://127.0.0.1:${remotes.get('storefront')?.port}`,
      REMOTE_CHECKOUT_URL: `http://127.0.0.1:${remotes.get('checkout')?.port}`,
      REMOTE_ADMIN_URL: `http://127.0.0.1:${remotes.get('admin')?.port}`,
      LOG_LEVEL: 'silent',
      // Every browser here is 127.0.0.1 (see identity's limits above).
      CLIENT_REQUEST_LIMIT: '100000/10',
    }),
    logger,
    options.prerender === 'all' ? PUBLIC_PAGES : LANDING_PAGES,
  );
  handleSite = gateway.handler;
  // The public pages are prerendered before the first test, so every test meets the site as visitors do.
  gateway.prerenderer.start(`http://127.0.0.1:${(gatewayServer.address() as { port: number }).port}`);
  await gateway.prerenderer.whenIdle();

  return {
    baseUrl,
    services: {
      identity: identity.server,
      catalogue: catalogue.server,
      ordering: ordering.server,
      payment: payment.server,
      notifications: notifications.server,
    },
    stopRemote,
    startRemote,
    async close() {
      await gateway.close();
      gatewayServer.closeAllConnections();
      await new Promise((resolve) => gatewayServer.close(resolve));
      await Promise.all([stopRemote('storefront'), stopRemote('checkout'), stopRemote('admin')]);
      // Each service waits out its consumers' fetches as it stops: closed together, the slowest one decides.
      await Promise.all([
        notifications.close(),
        payment.close(),
        ordering.close(),
        catalogueFeed.stop().then(() => bus.close()),
        catalogue.close(),
        identity.close(),
      ]);
      await Promise.all(
        [databaseName, identityDatabase, orderingDatabase, paymentDatabase, notificationsDatabase].map(
          async (name) => {
            const connection = await mongoose.createConnection(databaseUrl(name)).asPromise();
            await connection.dropDatabase();
            await connection.close();
          },
        ),
      );
    },
  };
}
