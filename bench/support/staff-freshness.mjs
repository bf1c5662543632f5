// How soon the dashboard reflects a newly paid order: a new order is written as ordering writes it and its
// OrderPlaced published; once the dashboard counts it, the order is marked paid and OrderPaymentStatusChanged
// published, and the dashboard is read every few milliseconds until its paid orders go up by one.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kafka, logLevel } from 'kafkajs';
import { repoRoot } from './processes.mjs';

const require = createRequire(import.meta.url);
const platform = require(`${repoRoot}/packages/platform/dist/index.js`);
const { TOPICS } = require(`${repoRoot}/packages/contracts/dist/index.js`);

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
  const topic = `${topicPrefix}${TOPICS.orderingOrders}`;
  const publish = (type, data) =>
    producer.send({
      topic,
      acks: -1,
      messages: [
        {
          key: data.orderId,
          value: JSON.stringify(
            platform.createEvent(type, data, { producer: 'ordering', correlationId: randomUUID() }),
          ),
        },
      ],
    });
  const times = [];
  try {
    for (let i = 0; i < samples; i++) {
      const order = makeOrder(new Date());
      const orderId = order._id.toHexString();
      const before = await dashboard();
      await db.collection('orders').insertOne(order);
      await publish('OrderPlaced', {
        orderId,
        userId: order.userId,
        customerId: order.customerId,
        totalPence: order.price.totalPence,
        deliveryDate: order.deliveryDate,
        placedAt: order.orderedAt.toISOString(),
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
      });
      await waitFor(dashboard, (body) => body.orders === before.orders + 1);
      const paidAt = new Date();
      await db
        .collection('orders')
        .updateOne({ _id: order._id }, { $set: { paymentStatus: 'completed', updatedAt: paidAt } });
      const started = performance.now();
      await publish('OrderPaymentStatusChanged', {
        orderId,
        userId: order.userId,
        from: 'pending',
        to: 'completed',
        changedAt: paidAt.toISOString(),
      });
      await waitFor(dashboard, (body) => body.paid_orders === before.paid_orders + 1);
      times.push(performance.now() - started);
    }
  } finally {
    await producer.disconnect();
  }
  return times;
}
