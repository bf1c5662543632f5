import { FaultStack } from './support/fault-stack';
import { PaymentLedger } from './support/payment-ledger';
import { describeCatchUp, lateReadModels } from './support/read-model-catch-up';
import { Shopper } from './support/shopper';

// The services on a Kafka cluster of three nodes (replication factor 3, min.insync.replicas 2), as production runs
// them: one node is killed outright in the middle of a burst of payments and started again while they go on.
// Payment's relay and ordering's consumers must carry on through the two nodes left, so every paid order ends
// completed exactly once, the dashboard rises once per order, and nothing is dead-lettered.

const PAYMENTS = 12;

let stack: FaultStack;

beforeAll(async () => {
  stack = await FaultStack.start({ kafkaNodes: 3 });
}, 240_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

it('when one of three brokers is killed during a burst of payments and started again, then each order ends completed once', async () => {
  const shopper = await Shopper.signUp(stack);
  const ledger = new PaymentLedger(stack.readModelStores);
  const orders = [];
  for (let i = 0; i < PAYMENTS; i++) orders.push(await shopper.placeOrder());
  const paidBefore = await ledger.dashboardPaidOrders();
  // The node leading the payments topic's first partition: its writes are the ones interrupted.
  const victim = await stack.kafka.leaderOf(`${stack.topicPrefix}payment.payments.v1`);

  let restarted: Promise<void> | undefined;
  for (const [i, order] of orders.entries()) {
    if (i === PAYMENTS / 3) await victim.kill();
    // Started alongside the payments, which go on while the node boots and catches up.
    if (i === (PAYMENTS * 2) / 3) restarted = victim.startAgain();
    await shopper.pay(order.sessionId);
  }
  await restarted;
  await stack.kafka.waitForBrokers(3);

  const { caughtUp, ...outcome } = await ledger.settle(
    orders.map((order) => order.orderId),
    paidBefore,
  );
  console.log(describeCatchUp(caughtUp));
  expect(lateReadModels(caughtUp, 5_000)).toEqual([]);
  console.log(
    `three brokers: node ${victim.nodeId} killed and restarted during ${PAYMENTS} payments; ` +
      `${outcome.completed} completed, ${outcome.notCompleted.length} lost, ` +
      `${outcome.appliedTwice.length} applied twice, dashboard rose by ${outcome.dashboardRise}`,
  );
  if (outcome.notCompleted.length > 0)
    console.log(`unsettled; the stack: ${JSON.stringify(await stack.diagnose())}`);
  expect(outcome).toEqual({
    completed: PAYMENTS,
    notCompleted: [],
    appliedTwice: [],
    dashboardRise: PAYMENTS,
  });
  await expect(stack.deadLetters()).resolves.toEqual({});
  await expect(stack.allReady(30_000)).resolves.toEqual({
    identity: true,
    catalogue: true,
    ordering: true,
    payment: true,
    notifications: true,
  });
}, 300_000);
