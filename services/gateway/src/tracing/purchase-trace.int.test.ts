import { randomBytes, randomUUID } from 'node:crypto';
import { KAFKA_BROKERS, databaseUrl, eventually, uniqueName } from '@mealbox/test-support';
import { TracedProcess, freePort, type TracedSpan } from '../../test/traced-process';

/**
 * One purchase, followed by its trace across real processes: the browser's request (its `traceparent`, as the
 * site's API client sends it) through the gateway to ordering, into ordering's database and outbox, onto Kafka,
 * and into payment's consumer, all read back from each process's console exporter.
 */
jest.setTimeout(180_000);

const prefix = `${uniqueName('trace')}.`;
let identity: TracedProcess;
let catalogue: TracedProcess;
let ordering: TracedProcess;
let payment: TracedProcess;
let gateway: TracedProcess;

beforeAll(async () => {
  const [identityPort, cataloguePort, orderingPort, paymentPort, gatewayPort, metricsPort] =
    (await Promise.all(Array.from({ length: 6 }, freePort))) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  const common = {
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: prefix,
    JWKS_URL: `http://127.0.0.1:${identityPort}/auth/jwks.json`,
    SHUTDOWN_GRACE_MS: '0',
  };
  identity = new TracedProcess('identity', identityPort, {
    ...common,
    MONGO_URL: databaseUrl(uniqueName('identity_trace')),
  });
  catalogue = new TracedProcess('catalogue', cataloguePort, {
    ...common,
    MONGO_URL: databaseUrl(uniqueName('catalogue_trace')),
    // The prices (seeded regardless) are all an order needs.
    SEED_DEMO_MEALS: 'false',
  });
  ordering = new TracedProcess('ordering', orderingPort, {
    ...common,
    MONGO_URL: databaseUrl(uniqueName('ordering_trace')),
  });
  payment = new TracedProcess('payment', paymentPort, {
    ...common,
    MONGO_URL: databaseUrl(uniqueName('payment_trace')),
    ORDERING_URL: ordering.url,
    SITE_URL: `http://localhost:${gatewayPort}`,
    PAYMENT_PROVIDER: 'local',
  });
  gateway = new TracedProcess('gateway', gatewayPort, {
    IDENTITY_URL: identity.url,
    CATALOGUE_URL: catalogue.url,
    ORDERING_URL: ordering.url,
    PAYMENT_URL: payment.url,
    GATEWAY_METRICS_PORT: String(metricsPort),
    PRERENDER: 'off',
    SHUTDOWN_GRACE_MS: '0',
  });
  for (const service of [identity, catalogue, ordering, payment, gateway]) await service.start();
});

afterAll(async () => {
  await Promise.all([gateway, payment, ordering, catalogue, identity].map((service) => service?.stop()));
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A request as the site's API client makes it: through the gateway, with a fresh `traceparent` of its own. */
async function fromBrowser(
  path: string,
  init: { method?: string; token?: string; body?: unknown; traceparent?: string } = {},
): Promise<Answer> {
  const answer = await fetch(`${gateway.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      traceparent: init.traceparent ?? newTraceparent(),
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

function newTraceparent(): string {
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
}

/** Tries `attempt` while the services are still catching up (5xx, or prices not yet read) until it answers `ok`. */
async function until(what: string, attempt: () => Promise<Answer>, ok: number): Promise<Answer> {
  let last: Answer | undefined;
  return eventually(
    `${what} (last answer: ${JSON.stringify(last)})`,
    async () => {
      last = await attempt();
      if (last.status === ok) return last;
      if (last.status < 500 && last.status !== 409)
        throw new Error(`${what}: ${last.status} ${JSON.stringify(last.body)}`);
      return false;
    },
    60_000,
  );
}

const spansOf = (traceId: string): TracedSpan[] =>
  [gateway, ordering, payment, identity, catalogue].flatMap((service) =>
    service.spans.filter((span) => span.traceId === traceId),
  );

describe('a purchase is one trace across the gateway, ordering, Kafka and payment', () => {
  it('when a customer places an order from the browser, then payment handles its event inside the same trace', async () => {
    const name = `trace${randomUUID().slice(0, 8)}`;
    const password = 'trace-pass-2026-x';
    await until(
      'sign-up',
      () =>
        fromBrowser('/auth/users/', {
          method: 'POST',
          body: {
            username: name,
            password,
            email: `${name}@example.co.uk`,
            first_name: 'Tracy',
            last_name: 'Spann',
          },
        }),
      201,
    );
    const token = (
      await until(
        'sign-in',
        () => fromBrowser('/auth/jwt/create/', { method: 'POST', body: { username: name, password } }),
        200,
      )
    ).body.access as string;
    const address = await until(
      'address',
      () =>
        fromBrowser('/api/customers/add_address/', {
          method: 'POST',
          token,
          body: { address: '1 Span Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
        }),
      201,
    );
    const customer = await until('customer', () => fromBrowser('/api/customers/me', { token }), 200);
    const dates = await until('delivery dates', () => fromBrowser('/api/orders/delivery-dates/'), 200);

    const browserSpanId = randomBytes(8).toString('hex');
    let traceId = '';
    const placed = await until(
      'place order',
      () => {
        traceId = randomBytes(16).toString('hex');
        return fromBrowser('/api/orders/', {
          method: 'POST',
          token,
          traceparent: `00-${traceId}-${browserSpanId}-01`,
          body: {
            customer: customer.body.id,
            customer_address: address.body.id,
            delivery_date: (dates.body.dates as string[])[0],
            protein_preference: 'MV',
            meal_size: 'S',
            number_of_meals: 6,
          },
        });
      },
      201,
    );
    expect(placed.body.id).toEqual(expect.any(String));

    const consumed = await eventually(
      'payment to process the order placed, in the same trace',
      () =>
        payment.spans.find(
          (span) =>
            span.traceId === traceId &&
            span.kind === 'CONSUMER' &&
            span.attributes['mealbox.event.type'] === 'OrderPlaced',
        ),
      30_000,
    );
    const trace = spansOf(traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const parentOf = (span: TracedSpan) => (span.parentSpanId ? byId.get(span.parentSpanId) : undefined);

    // The browser's request reaches the gateway, which forwards it to ordering.
    const gatewayServer = trace.find((span) => span.service === 'gateway' && span.kind === 'SERVER');
    expect(gatewayServer?.parentSpanId).toBe(browserSpanId);
    const orderingServer = trace.find((span) => span.service === 'ordering' && span.kind === 'SERVER');
    expect(orderingServer).toBeDefined();
    expect(parentOf(orderingServer as TracedSpan)).toMatchObject({ service: 'gateway', kind: 'CLIENT' });
    // Ordering writes the order (and its OrderPlaced in the outbox) in its database within the request.
    expect(trace).toContainEqual(
      expect.objectContaining({
        service: 'ordering',
        kind: 'CLIENT',
        attributes: expect.objectContaining({ 'db.system.name': 'mongodb' }),
      }),
    );
    // The relay publishes the event later, yet as part of the request's trace, and payment processes that publish.
    const published = parentOf(consumed);
    expect(published).toMatchObject({
      service: 'ordering',
      kind: 'PRODUCER',
      attributes: expect.objectContaining({
        'messaging.system': 'kafka',
        'mealbox.event.type': 'OrderPlaced',
      }),
    });
    expect(published?.name).toMatch(/^publish .*ordering\.orders\.v1$/);
    // Payment's own database work for the event is in the trace too.
    expect(trace).toContainEqual(
      expect.objectContaining({ service: 'payment', kind: 'CLIENT', parentSpanId: consumed.spanId }),
    );
  });
});
