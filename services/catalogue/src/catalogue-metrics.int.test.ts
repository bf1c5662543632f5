import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, metricSample } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';

describe("the catalogue's /metrics, scraped over HTTP while it runs on the real infrastructure", () => {
  let underTest: CatalogueUnderTest;
  let bus: EventBus;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-metrics-test', logger });
    await bus.ensureTopics([TOPICS.orderingOrders]);
    underTest = await startCatalogueUnderTest();
  });

  afterAll(async () => {
    await bus.close();
    await underTest.stop();
  });

  const scrape = async () => {
    const res = await underTest.api.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('when meals are read by id, then the requests are counted under the route pattern, not the ids', async () => {
    const before = metricSample(await scrape(), 'http_request_duration_seconds_count', {
      route: '/api/meals/:id',
      status: '404',
    });
    const ids = [randomUUID(), randomUUID()].map((id) => id.replace(/-/g, '').slice(0, 24));
    for (const id of ids) await underTest.api.get(`/api/meals/${id}`).expect(404);

    const text = await scrape();
    const after = metricSample(text, 'http_request_duration_seconds_count', {
      service: 'catalogue',
      method: 'GET',
      route: '/api/meals/:id',
      status: '404',
    });
    expect(after).toBe((before ?? 0) + 2);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it("when an ordering event arrives, then the consumer's handler and its lag are reported for that topic", async () => {
    const orderId = randomUUID().replace(/-/g, '').slice(0, 24);
    const event = createEvent(
      'OrderPaymentStatusChanged',
      {
        orderId,
        userId: randomUUID().replace(/-/g, '').slice(0, 24),
        from: 'pending',
        to: 'completed',
        changedAt: new Date().toISOString(),
      },
      { producer: 'ordering', correlationId: 'metrics-test' },
    );
    await bus.publish([{ topic: TOPICS.orderingOrders, key: orderId, value: JSON.stringify(event) }]);

    const handled = { service: 'catalogue', topic: TOPICS.orderingOrders, outcome: 'handled' };
    const text = await eventually('the handled event and its lag in a scrape', async () => {
      const scraped = await scrape();
      const ready =
        (metricSample(scraped, 'event_handler_duration_seconds_count', handled) ?? 0) >= 1 &&
        metricSample(scraped, 'event_consumer_lag', { topic: TOPICS.orderingOrders }) !== undefined;
      return ready && scraped;
    });
    expect(metricSample(text, 'event_consumer_lag', { topic: TOPICS.orderingOrders })).toBe(0);
  });

  it("when scraped, then the outbox's backlog gauges and the process figures are there", async () => {
    const text = await scrape();
    expect(metricSample(text, 'outbox_waiting_documents', { service: 'catalogue' })).toBeGreaterThanOrEqual(
      0,
    );
    expect(
      metricSample(text, 'outbox_oldest_waiting_seconds', { service: 'catalogue' }),
    ).toBeGreaterThanOrEqual(0);
    expect(metricSample(text, 'outbox_failing_seconds', { service: 'catalogue' })).toBe(0);
    expect(metricSample(text, 'process_resident_memory_bytes', { service: 'catalogue' })).toBeGreaterThan(0);
  });
});
