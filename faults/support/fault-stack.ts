import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { ReadModelStores } from './read-model-catch-up';
import { uniqueName } from '@mealbox/test-support';
import { EdgeProxy } from '../../test-support/edge-proxy';
import { KafkaCluster } from './broker-process';
import type { BrokerProcess } from './broker-process';
import { DatabaseProcess } from './database-process';
import { freePort } from './ports';
import { ServiceProcess } from './service-process';
import { Toxiproxy } from './toxiproxy';

/** The staff account the fault stack's identity creates. */
export const FAULT_STAFF = { username: 'faultstaff', password: 'Rhubarb-crumble-custard-91' } as const;

export type ServiceName = 'identity' | 'catalogue' | 'ordering' | 'payment' | 'notifications';

/** Whether a MongoDB-wire server answers a ping at `url` within 3 s: 'answers', or the error. */
async function pingDatabase(url: string): Promise<string> {
  const connection = mongoose.createConnection(url, { serverSelectionTimeoutMS: 3_000 });
  try {
    await connection.asPromise();
    await connection.db?.admin().ping();
    return 'answers';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

/** Payment's webhook (services/payment/src/http/webhook-routes.ts), where the local provider reports. */
const PAYMENT_WEBHOOK_PATH = '/api/webhooks/stripe';

/** The local Mailpit's SMTP port (infra/up.sh): the fault stack's mails go there, through Toxiproxy. */
const MAILPIT_SMTP_PORT = Number(process.env.MAILPIT_SMTP_PORT ?? 1025);

/**
 * The five built services as real processes, on a broker and a database server of their own (so a test can stop
 * either outright), with ordering reaching it through Toxiproxy (proxy `ordering-db`), notifications reaching the
 * mail server through it too (proxy `smtp`), and payment's local provider reaching payment's webhook through it
 * (proxy `payment-webhook`), so a test can cut or slow a link, kill a process, or freeze one. In front, as in
 * production: the built gateway, behind Debian's nginx with the production edge configuration (TLS, the gateway
 * trusting only nginx's address); customers and staff reach the API through it (`edge`). The stack also reads
 * ordering's database directly, to count what was applied, and payment's, to plant an event the broker will refuse
 * and to count refunds.
 */
export class FaultStack {
  /** Instances started beside the first (startAnother), stopped with the stack. */
  private readonly others: ServiceProcess[] = [];

  private constructor(
    readonly services: Record<ServiceName, ServiceProcess>,
    /** The gateway in front of the services (one instance), and nginx in front of it: the site's one address. */
    readonly gateway: ServiceProcess,
    readonly edge: EdgeProxy,
    /**
     * The port each service's second instance takes (startAnother): the gateway lists it among the service's
     * instances from the start, as a deployment's configuration names every instance, running or not.
     */
    private readonly secondPorts: Record<ServiceName, number>,
    readonly toxiproxy: Toxiproxy,
    readonly topicPrefix: string,
    readonly orderingDatabase: Connection,
    readonly paymentDatabase: Connection,
    readonly identityDatabase: Connection,
    readonly catalogueDatabase: Connection,
    readonly database: DatabaseProcess,
    readonly kafka: KafkaCluster,
    /** Where ordering reaches its database: Toxiproxy's `ordering-db` listener. */
    private readonly orderingDatabaseLink: string,
  ) {}

  /** The databases holding the read models kept from ordering's order events (see readModelsCaughtUp). */
  get readModelStores(): ReadModelStores {
    return {
      ordering: this.orderingDatabase,
      payment: this.paymentDatabase,
      identity: this.identityDatabase,
      catalogue: this.catalogueDatabase,
    };
  }

  /** The stack's only Kafka node, or its first when it runs on several. */
  get broker(): BrokerProcess {
    const [first] = this.kafka.nodes;
    if (!first) throw new Error('the fault stack has no kafka node');
    return first;
  }

  /**
   * The stack on `kafkaNodes` Kafka nodes of its own: one (what the suite's scenarios stop and start), or three
   * (replication factor 3, `min.insync.replicas` 2, as `KAFKA_NODES=3 bash infra/up.sh` runs).
   */
  static async start({ kafkaNodes = 1 }: { kafkaNodes?: number } = {}): Promise<FaultStack> {
    const [database, kafka] = await Promise.all([DatabaseProcess.start(), KafkaCluster.start(kafkaNodes)]);
    const brokers = kafka.addresses;
    const MONGO_BASE_URL = database.url;
    const toxiproxy = await Toxiproxy.start();
    const proxiedMongo = await toxiproxy.proxy('ordering-db', `127.0.0.1:${database.port}`);
    const proxiedSmtp = await toxiproxy.proxy('smtp', `127.0.0.1:${MAILPIT_SMTP_PORT}`);
    const topicPrefix = `${uniqueName('fault')}.`;
    const ports = {
      identity: await freePort(),
      catalogue: await freePort(),
      ordering: await freePort(),
      payment: await freePort(),
      notifications: await freePort(),
    };
    const secondPorts: Record<ServiceName, number> = {
      identity: await freePort(),
      catalogue: await freePort(),
      ordering: await freePort(),
      payment: await freePort(),
      notifications: await freePort(),
    };
    // The local provider (inside payment) tells payment's webhook over HTTP, as Stripe does: through the proxy, so
    // a test can hold its word back while the provider has already acted (a refund made, not yet recorded).
    const proxiedPaymentWebhook = await toxiproxy.proxy('payment-webhook', `127.0.0.1:${ports.payment}`);
    const orderingDb = uniqueName('ordering_fault');
    const paymentDb = uniqueName('payment_fault');
    const identityDb = uniqueName('identity_fault');
    const catalogueDb = uniqueName('catalogue_fault');
    const common = {
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_TOPIC_PREFIX: topicPrefix,
      JWKS_URL: `http://127.0.0.1:${ports.identity}/auth/jwks.json`,
    };
    const services: Record<ServiceName, ServiceProcess> = {
      identity: new ServiceProcess('identity', ports.identity, {
        ...common,
        MONGO_URL: `${MONGO_BASE_URL}/${identityDb}`,
        // Every shopper here is 127.0.0.1: the per-address abuse limits are raised (never off) here.
        REGISTRATION_LIMIT: '10000/60',
        // A member of staff, to grant customers credit.
        ADMIN_USERNAME: FAULT_STAFF.username,
        ADMIN_PASSWORD: FAULT_STAFF.password,
        ADMIN_EMAIL: 'kitchen.team@example.co.uk',
        TOKEN_REFRESH_LIMIT: '10000/60',
      }),
      catalogue: new ServiceProcess('catalogue', ports.catalogue, {
        ...common,
        MONGO_URL: `${MONGO_BASE_URL}/${catalogueDb}`,
        // Prices (seeded regardless) are all an order needs.
        SEED_DEMO_MEALS: 'false',
      }),
      ordering: new ServiceProcess('ordering', ports.ordering, {
        ...common,
        MONGO_URL: `mongodb://${proxiedMongo}/${orderingDb}`,
      }),
      payment: new ServiceProcess('payment', ports.payment, {
        ...common,
        MONGO_URL: `${MONGO_BASE_URL}/${paymentDb}`,
        ORDERING_URL: `http://127.0.0.1:${ports.ordering}`,
        LOCAL_WEBHOOK_URL: `http://${proxiedPaymentWebhook}${PAYMENT_WEBHOOK_PATH}/`,
        CHECKOUT_SESSION_LIMIT: '10000/60',
      }),
      notifications: new ServiceProcess('notifications', ports.notifications, {
        ...common,
        MONGO_URL: `${MONGO_BASE_URL}/${uniqueName('notifications_fault')}`,
        SMTP_URL: `smtp://${proxiedSmtp}`,
        // The least the service allows: a mail whose sender was killed mid-send goes again within the test's wait.
        MAIL_CLAIM_SECONDS: '30',
      }),
    };
    for (const service of Object.values(services)) await service.start();
    const instancesOf = (name: ServiceName) =>
      [ports[name], secondPorts[name]].map((port) => `http://127.0.0.1:${port}`).join(',');
    const gateway = new ServiceProcess('gateway', await freePort(), {
      IDENTITY_URL: instancesOf('identity'),
      CATALOGUE_URL: instancesOf('catalogue'),
      ORDERING_URL: instancesOf('ordering'),
      PAYMENT_URL: instancesOf('payment'),
      NOTIFICATIONS_URL: instancesOf('notifications'),
      GATEWAY_METRICS_PORT: String(await freePort()),
      // The API only: no pages are rendered (the remotes' addresses stay at their defaults, never asked).
      PRERENDER: 'off',
      TRUSTED_PROXIES: '127.0.0.1',
      // Every shopper here is 127.0.0.1, as for identity's limits.
      CLIENT_REQUEST_LIMIT: '100000/10',
    });
    await gateway.start();
    const edge = await EdgeProxy.start(gateway.port, {
      httpsPort: await freePort(),
      httpPort: await freePort(),
    });
    // Patient, like the services: the count after an outage waits for the database to be back.
    const connect = (name: string) =>
      mongoose
        .createConnection(`${MONGO_BASE_URL}/${name}`, { serverSelectionTimeoutMS: 60_000 })
        .asPromise();
    const [orderingDatabase, paymentDatabase, identityDatabase, catalogueDatabase] = await Promise.all([
      connect(orderingDb),
      connect(paymentDb),
      connect(identityDb),
      connect(catalogueDb),
    ]);
    return new FaultStack(
      services,
      gateway,
      edge,
      secondPorts,
      toxiproxy,
      topicPrefix,
      orderingDatabase,
      paymentDatabase,
      identityDatabase,
      catalogueDatabase,
      database,
      kafka,
      proxiedMongo,
    );
  }

  /**
   * Where a scenario that did not settle got stuck, for the failure's output: whether the database answers a ping
   * directly and through ordering's link (Toxiproxy), and the readiness report of each service not ready. A link
   * that fails while the database answers points at the proxy; both answering while ordering reads not ready
   * points at ordering.
   */
  async diagnose(): Promise<Record<string, unknown>> {
    const databaseDirect = await pingDatabase(this.database.url);
    const databaseThroughOrderingLink = await pingDatabase(`mongodb://${this.orderingDatabaseLink}`);
    const reports = await Promise.all(
      Object.entries(this.services).map(
        async ([name, service]) => [name, await service.readiness()] as const,
      ),
    );
    // Only the services not ready, so the line stays short enough to read in a CI log.
    const notReady = Object.fromEntries(
      reports.filter(([, report]) => (report as { status?: unknown }).status !== 'ready'),
    );
    return { databaseDirect, databaseThroughOrderingLink, notReady };
  }

  /**
   * Starts a second (third, ...) instance of a service: same database, topics and consumer group, its own port.
   * Resolves once it reads ready, so its consumers have joined the group.
   */
  async startAnother(name: ServiceName): Promise<ServiceProcess> {
    // The first extra instance takes the port the gateway knows; a third would be reached directly only.
    const taken = this.others.some((other) => other.name === name);
    const another = this.services[name].another(taken ? await freePort() : this.secondPorts[name]);
    this.others.push(another);
    await another.start();
    const deadline = Date.now() + 60_000;
    while (!(await another.isReady())) {
      if (Date.now() > deadline) throw new Error(`the second ${name} did not read ready`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return another;
  }

  /** Each service's readiness, once all read ready or `timeoutMs` has passed. */
  async allReady(timeoutMs: number): Promise<Record<ServiceName, boolean>> {
    return (await this.readiness(timeoutMs)).ready;
  }

  /**
   * Looks at every service's readiness every 250 ms until all read ready (or `timeoutMs` has passed); answers
   * which are ready and how long each took to read ready first (null: not within the time).
   */
  async readiness(
    timeoutMs: number,
  ): Promise<{ ready: Record<ServiceName, boolean>; firstReadyMs: Record<ServiceName, number | null> }> {
    const started = Date.now();
    const firstReadyMs = Object.fromEntries(Object.keys(this.services).map((name) => [name, null])) as Record<
      ServiceName,
      number | null
    >;
    for (;;) {
      const entries = await Promise.all(
        Object.entries(this.services).map(
          async ([name, service]) => [name as ServiceName, await service.isReady()] as const,
        ),
      );
      for (const [name, ready] of entries) if (ready) firstReadyMs[name] ??= Date.now() - started;
      const ready = Object.fromEntries(entries) as Record<ServiceName, boolean>;
      if (Object.values(ready).every(Boolean) || Date.now() > started + timeoutMs)
        return { ready, firstReadyMs };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** How many messages sit on the stack's dead-letter topics, by topic (only those that hold any). */
  async deadLetters(): Promise<Record<string, number>> {
    const kafka = new Kafka({
      clientId: 'fault-count',
      brokers: this.kafka.addresses,
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      const counts: Record<string, number> = {};
      const topics = (await admin.listTopics()).filter(
        (name) => name.startsWith(this.topicPrefix) && name.endsWith('.dlq'),
      );
      for (const name of topics) {
        const offsets = await admin.fetchTopicOffsets(name);
        const count = offsets.reduce(
          (sum, partition) => sum + Number(partition.high) - Number(partition.low),
          0,
        );
        if (count > 0) counts[name.slice(this.topicPrefix.length)] = count;
      }
      return counts;
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Whether consumer group `group` has committed its offsets to the end of `topic`: every event on it handled,
   * none left to be delivered to the group again.
   */
  async consumedToEnd(group: string, topic: string): Promise<boolean> {
    const kafka = new Kafka({
      clientId: 'fault-count',
      brokers: this.kafka.addresses,
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      const onBroker = `${this.topicPrefix}${topic}`;
      const [ends, [committed]] = await Promise.all([
        admin.fetchTopicOffsets(onBroker),
        admin.fetchOffsets({ groupId: `${this.topicPrefix}${group}`, topics: [onBroker] }),
      ]);
      return ends.every((end) => {
        const at = committed?.partitions.find((partition) => partition.partition === end.partition);
        // -1: nothing committed yet, which is caught up only on a partition that holds nothing.
        return Math.max(Number(at?.offset ?? -1), Number(end.low)) >= Number(end.high);
      });
    } finally {
      await admin.disconnect();
    }
  }

  /** Publishes raw bytes onto one of the stack's topics, as a broken producer might. */
  async publishRaw(topic: string, key: string, value: string): Promise<void> {
    const kafka = new Kafka({
      clientId: 'fault-poison',
      brokers: this.kafka.addresses,
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({ topic: `${this.topicPrefix}${topic}`, acks: -1, messages: [{ key, value }] });
    } finally {
      await producer.disconnect();
    }
  }

  /**
   * Writes an event into a payment document's outbox, as a bug might, that the broker refuses for good (larger
   * than its 1 MB message limit); answers the event's id. The relay's next sweep finds it.
   */
  async plantOversizedPaymentEvent(): Promise<string> {
    const eventId = randomUUID();
    const orderId = `poison-${eventId}`;
    const payload = JSON.stringify({
      eventId,
      type: 'PaymentSucceeded',
      data: { orderId, note: 'x'.repeat(1_500_000) },
    });
    await this.paymentDatabase.collection<{ _id: string; [field: string]: unknown }>('payments').insertOne({
      _id: orderId,
      version: 1,
      outboxPending: true,
      outbox: [{ eventId, topic: 'payment.payments.v1', key: orderId, type: 'PaymentSucceeded', payload }],
    });
    return eventId;
  }

  /** The payment events the relay has set aside (refused for good by the broker), by event id. */
  async parkedPaymentEvents(): Promise<string[]> {
    const parked = await this.paymentDatabase
      .collection<{ _id: string }>('outbox_parked')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    return parked.map((entry) => entry._id);
  }

  async close(): Promise<void> {
    await this.edge.stop();
    await this.gateway.stop();
    for (const other of this.others) await other.stop();
    for (const service of Object.values(this.services).reverse()) await service.stop();
    await this.toxiproxy.stop();
    await this.orderingDatabase.close();
    await this.paymentDatabase.close();
    await this.identityDatabase.close();
    await this.catalogueDatabase.close();
    await this.database.close();
    await this.kafka.close();
  }
}
