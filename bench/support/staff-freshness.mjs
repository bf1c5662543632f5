// How soon the dashboard reflects a newly paid order: a new order is written as ordering writes it and its
// OrderPlaced published; once the dashboard counts it, the order is marked paid and OrderPaymentStatusChanged
// published, and the dashboard is read every few milliseconds until its paid orders go up by one.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kafka, logLevel } from 'kafkajs';
import { repoRoot } from './processes.mjs';

const require = createRequire(import.meta.url);
// Ordering's own event builders, so the events are exactly those ordering publishes.
const { orderPlacedEntry, orderPaymentStatusChangedEntry } = require(
  `${repoRoot}/services/ordering/dist/orders/events/order-events.js`,
);

const POLL_MS = 5;

async function waitFor(read, accept) {
  for (;;) {
    const value = await read();
    if (accept(value)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * @param makeOrder (now) => an order document as ordering stores it, pending and processing
 * @param dashboard () => the dashboard body for today
 */
export async function measureFreshness({ db, brokers, topicPrefix, makeOrder, dashboard, samples }) {
  const kafka = new Kafka({ clientId: 'bench-freshness', brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  const publish = (entry) =>
    producer.send({
      topic: `${topicPrefix}${entry.topic}`,
      acks: -1,
      messages: [{ key: entry.key, value: entry.payload }],
    });
  const context = () => ({ correlationId: randomUUID(), now: () => new Date() });
  const times = [];
  try {
    for (let i = 0; i < samples; i++) {
      const order = makeOrder(new Date());
      const before = await dashboard();
      await db.collection('orders').insertOne(order);
      await publish(orderPlacedEntry(order, { firstBoxOnlyCode: null }, context()));
      await waitFor(dashboard, (body) => body.orders === before.orders + 1);
      const paidAt = new Date();
      await db
        .collection('orders')
        .updateOne({ _id: order._id }, { $set: { paymentStatus: 'completed', updatedAt: paidAt } });
      const started = performance.now();
      await publish(
        orderPaymentStatusChangedEntry(order, { from: 'pending', to: 'completed', at: paidAt }, context()),
      );
      await waitFor(dashboard, (body) => body.paid_orders === before.paid_orders + 1);
      times.push(performance.now() - started);
    }
  } finally {
    await producer.disconnect();
  }
  return times;
}
