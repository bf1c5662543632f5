import { randomUUID } from 'node:crypto';
import { orderReference } from '@mealbox/contracts';
import { CreditLedger } from './support/credit-ledger';
import { FaultStack } from './support/fault-stack';
import { countMails } from './support/mail-tally';
import { PaymentLedger } from './support/payment-ledger';
import { describeCatchUp, lateReadModels } from './support/read-model-catch-up';
import { getOnce } from './support/ports';
import type { RequestOutcome } from './support/ports';
import { RefundLedger } from './support/refund-ledger';
import { Shopper } from './support/shopper';
import { StaffDesk } from './support/staff-desk';
import type { AskedRefund } from './support/staff-desk';

// The fault suite: the built services as real processes, each scenario injecting a real fault (a cut database
// link through Toxiproxy, a stopped database or broker, SIGKILL, SIGTERM, a poison message, an event the broker
// refuses, a cut link to the mail server, a SIGKILL while a slowed link holds back the news that a refund was
// made) while customers pay and staff refund, and counting afterwards that every paid order reads `completed`,
// that no payment was applied twice, that each refund was made, recorded and shown once, that each order's
// confirmation, receipt and refund mails reached the customer's inbox once, and that nothing was dead-lettered
// but the poison.

const ALL_READY = { identity: true, catalogue: true, ordering: true, payment: true, notifications: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: FaultStack;
let shopper: Shopper;
let ledger: PaymentLedger;
let refundLedger: RefundLedger;
let creditLedger: CreditLedger;
const tally = {
  faults: 0,
  paid: 0,
  lost: 0,
  appliedTwice: 0,
  refunds: 0,
  refundsLost: 0,
  refundsTwice: 0,
  mails: 0,
  mailsLost: 0,
  mailsTwice: 0,
};

beforeAll(async () => {
  stack = await FaultStack.start();
  shopper = await Shopper.signUp(stack);
  ledger = new PaymentLedger(stack.readModelStores);
  refundLedger = new RefundLedger(stack.paymentDatabase);
  creditLedger = new CreditLedger(stack.orderingDatabase);
}, 180_000);

afterAll(async () => {
  console.log(
    `fault suite: ${tally.faults} faults injected, ${tally.paid} payments made, ` +
      `${tally.lost} payments lost, ${tally.appliedTwice} payments applied twice; ` +
      `${tally.refunds} refunds asked, ${tally.refundsLost} lost, ${tally.refundsTwice} made or recorded twice; ` +
      `${tally.mails} mails expected, ${tally.mailsLost} lost, ${tally.mailsTwice} sent twice`,
  );
  await stack?.close();
}, 60_000);

/** Every read model kept from the orders' events shows a payment within this of the order itself. */
const READ_MODELS_WITHIN_MS = 5_000;

/**
 * Waits until every paid order reads completed (or the time is up), checks that every read model kept from the
 * orders' events caught up within READ_MODELS_WITHIN_MS, then counts and records the outcome.
 */
async function settle(orderIds: string[], paidBefore: number, timeoutMs = 90_000) {
  const { caughtUp, ...outcome } = await ledger.settle(
    orderIds,
    paidBefore,
    timeoutMs,
    READ_MODELS_WITHIN_MS,
  );
  console.log(describeCatchUp(caughtUp));
  expect(lateReadModels(caughtUp, READ_MODELS_WITHIN_MS)).toEqual([]);
  tally.paid += orderIds.length;
  tally.lost += outcome.notCompleted.length;
  tally.appliedTwice += outcome.appliedTwice.length + Math.max(0, outcome.dashboardRise - orderIds.length);
  if (outcome.notCompleted.length > 0)
    console.log(`unsettled after ${timeoutMs} ms; the stack: ${JSON.stringify(await stack.diagnose())}`);
  return outcome;
}

/** Every service reads ready within `withinMs` of a fault's end, with no customer request meanwhile. */
async function expectAllReadyWithin(withinMs: number, faultEnd: string) {
  const started = Date.now();
  const { ready: readiness, firstReadyMs } = await stack.readiness(withinMs);
  const each = Object.entries(firstReadyMs).map(([name, ms]) => `${name} ${ms ?? 'not'}`);
  console.log(`every service read ready ${Date.now() - started} ms after ${faultEnd} (${each.join(', ')})`);
  if (!Object.values(readiness).every(Boolean))
    console.log(`not ready ${withinMs} ms after ${faultEnd}: ${JSON.stringify(await stack.diagnose())}`);
  expect(readiness).toEqual(ALL_READY);
}

interface OrderRefundView {
  id: string;
  status: string;
}

/**
 * Waits until each order shows every refund asked of it as made (or the time is up), then a moment more for a
 * late duplicate; answers what each order shows: its refunds, how much they returned and what it cost.
 */
async function refundsShown(asked: AskedRefund[], timeoutMs = 60_000) {
  const orderIds = [...new Set(asked.map((refund) => refund.orderId))];
  const read = () =>
    Promise.all(
      orderIds.map(async (orderId) => {
        const { body } = await shopper.readOrder(orderId);
        return {
          orderId,
          refunds: (body.refunds ?? []) as OrderRefundView[],
          refundedPence: Math.round(Number(body.refunded_total) * 100),
          totalPence: Math.round(Number(body.total_amount) * 100),
        };
      }),
    );
  const deadline = Date.now() + timeoutMs;
  let views = await read();
  const made = (refund: AskedRefund) =>
    views
      .find((view) => view.orderId === refund.orderId)
      ?.refunds.some((shown) => shown.id === refund.refundId && shown.status === 'refunded');
  while (!asked.every(made) && Date.now() < deadline) {
    await sleep(250);
    views = await read();
  }
  await sleep(1_000);
  return read();
}

async function placeOrders(count: number) {
  const orders = [];
  for (let i = 0; i < count; i++) orders.push(await shopper.placeOrder());
  return orders;
}

describe('payments under faults', () => {
  it("when every connection to ordering's database is reset for 20 s while customers pay, then each order ends completed once and nothing is dead-lettered", async () => {
    const orders = await placeOrders(4);
    const paidBefore = await ledger.dashboardPaidOrders();

    await stack.toxiproxy.resetConnections('ordering-db');
    tally.faults++;
    const outageStarted = Date.now();
    for (const order of orders) await shopper.pay(order.sessionId);

    // Meanwhile ordering answers promptly and plainly, and says it is not ready.
    const asked = Date.now();
    const read = await shopper.readOrder(orders[0]!.orderId);
    expect({ status: read.status, detail: read.body.detail }).toEqual({
      status: 503,
      detail: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(Date.now() - asked).toBeLessThan(5_000);
    await expect(stack.services.ordering.isReady()).resolves.toBe(false);

    await sleep(Math.max(0, 20_000 - (Date.now() - outageStarted)));
    await stack.toxiproxy.heal('ordering-db');
    // With no customer traffic, ordering goes on within 10 s: its consumers try again at least every 5 s.
    await expectAllReadyWithin(10_000, 'the link to the database was healed');

    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 4, notCompleted: [], appliedTwice: [], dashboardRise: 4 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  }, 120_000);

  it('when the database is down for 60 s while ordering has a backlog of payments, then each order ends completed once and the dashboard rises by exactly the number paid', async () => {
    const orders = await placeOrders(4);
    const paidBefore = await ledger.dashboardPaidOrders();
    const { ordering } = stack.services;

    // Ordering frozen: the payments pile up on its topic while the database is still there for payment.
    await ordering.signal('SIGSTOP');
    for (const order of orders) await shopper.pay(order.sessionId);
    await sleep(2_000); // payment's outbox publishes its events
    await stack.database.kill();
    tally.faults++;
    await ordering.signal('SIGCONT');
    await sleep(60_000);
    await stack.database.startAgain();
    await expectAllReadyWithin(10_000, 'the database came back');

    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 4, notCompleted: [], appliedTwice: [], dashboardRise: 4 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  }, 240_000);

  it('when the broker is down for 25 s while customers sign up, order, spend credit and pay, then everything paid ends completed once and the credit is spent once', async () => {
    const opened = await placeOrders(2);
    await shopper.receiveCredit(opened[0]!.orderId, '10.00');
    const paidBefore = await ledger.dashboardPaidOrders();
    await stack.broker.kill();
    tally.faults++;
    const outageStarted = Date.now();
    let placedMeanwhile: { orderId: string; pence: number }[] = [];
    let creditOrder: { orderId: string; pence: number } | null = null;
    try {
      // Meanwhile: checkouts already open are paid, and a new customer signs up, orders and pays (payment asks
      // ordering for the new orders' totals, since ordering's events wait in its outbox).
      for (const order of opened) await shopper.pay(order.sessionId);
      // A customer with credit orders, confirms (the credit is spent while its event waits) and pays the rest.
      const withCredit = await shopper.placeOrderOnly();
      expect(await shopper.confirmTotal(withCredit)).toBe(withCredit.pence);
      await shopper.pay(await shopper.openCheckout(withCredit, 5_000));
      creditOrder = withCredit;
      const newcomer = await Shopper.signUp(stack);
      placedMeanwhile = [await newcomer.placeOrderOnly(), await newcomer.placeOrderOnly()];
      for (const order of placedMeanwhile) await newcomer.pay(await newcomer.openCheckout(order, 5_000));
      // Identity's sign-up event waits for the broker: unacknowledged for 5 s, it reads not ready.
      await expect(stack.services.identity.readsNotReadyWithin(10_000)).resolves.toBe(true);
      // Catalogue has nothing to publish: its consumer's heartbeats, unanswered for 10 s, tell it instead.
      await expect(stack.services.catalogue.readsNotReadyWithin(15_000)).resolves.toBe(true);
      await sleep(Math.max(0, 25_000 - (Date.now() - outageStarted)));
    } finally {
      await stack.broker.startAgain();
    }
    // With no customer traffic, every service notices by itself that the broker is back (a failed publish used to
    // keep ordering and payment not ready until their next successful one). The fault ends when the broker serves
    // again, not when it first listens: after a kill it replays its logs and reloads the groups first.
    const [servingMs, { ready, firstReadyMs }] = await Promise.all([
      stack.broker.untilServing(60_000),
      stack.readiness(60_000),
    ]);
    const each = Object.entries(firstReadyMs).map(([name, ms]) => `${name} ${ms ?? 'not'}`);
    console.log(
      `the broker listened again, served ${servingMs} ms later; each service read ready (ms after listening): ${each.join(', ')}`,
    );
    expect(ready).toEqual(ALL_READY);
    expect(Object.entries(firstReadyMs).filter(([, ms]) => ms === null || ms - servingMs > 10_000)).toEqual(
      [],
    );

    const orderIds = [...opened, ...placedMeanwhile, ...(creditOrder ? [creditOrder] : [])].map(
      (order) => order.orderId,
    );
    const outcome = await settle(orderIds, paidBefore);
    expect(outcome).toEqual({ completed: 5, notCompleted: [], appliedTwice: [], dashboardRise: 5 });
    // The credit: spent once on that order, however the outage fell.
    const entries = await stack.orderingDatabase
      .collection<{ orderId?: string; reason: string; amountPence: number; outboxPending?: boolean }>(
        'credit_entries',
      )
      .find({ customerId: { $exists: true } })
      .toArray();
    const spends = entries.filter(
      (entry) => entry.orderId === creditOrder?.orderId && entry.reason === 'spent',
    );
    expect(spends.map((entry) => entry.amountPence)).toEqual([-10_00]);
    expect(creditOrder?.pence).toBe(49_99);
    tally.appliedTwice += Math.max(0, spends.length - 1);
    tally.lost += spends.length === 0 ? 1 : 0;
    await expect(stack.deadLetters()).resolves.toEqual({});
    await expect(stack.deadLetters()).resolves.toEqual({});
    await expect(stack.allReady(30_000)).resolves.toEqual(ALL_READY);
  }, 240_000);

  it('when ordering is killed with SIGKILL in the middle of a burst of payments and started again, then each order ends completed once', async () => {
    const orders = await placeOrders(5);
    const paidBefore = await ledger.dashboardPaidOrders();

    const paying = Promise.all(orders.map((order) => shopper.pay(order.sessionId)));
    await sleep(150);
    await stack.services.ordering.signal('SIGKILL');
    tally.faults++;
    await paying;
    await stack.services.ordering.start();
    await expectAllReadyWithin(10_000, 'ordering was started again');

    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 5, notCompleted: [], appliedTwice: [], dashboardRise: 5 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  });

  it('when one of two ordering instances is killed with SIGKILL in the middle of a burst of payments, then the other takes over its partitions and each order ends completed once', async () => {
    const second = await stack.startAnother('ordering');
    const orders = await placeOrders(6);
    const paidBefore = await ledger.dashboardPaidOrders();

    const paying = Promise.all(orders.map((order) => shopper.pay(order.sessionId)));
    await sleep(150);
    // The first instance answers the shopper; the second holds some of the payment topic's partitions.
    await second.signal('SIGKILL');
    tally.faults++;
    await paying;

    // No restart: the group hands the killed instance's partitions to the one left (within its 10 s session).
    await expectAllReadyWithin(10_000, 'one of two ordering instances was killed');
    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 6, notCompleted: [], appliedTwice: [], dashboardRise: 6 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  });

  it('when payment is killed with SIGKILL in the middle of a burst of payments and started again, then each order ends completed once', async () => {
    const orders = await placeOrders(5);
    const paidBefore = await ledger.dashboardPaidOrders();

    // The card page is payment's own (the local provider), so the kill also cuts off customers mid-payment.
    const paying = Promise.allSettled(orders.map((order) => shopper.pay(order.sessionId)));
    await sleep(150);
    await stack.services.payment.signal('SIGKILL');
    tally.faults++;
    const attempts = await paying;
    await stack.services.payment.start();
    // Those cut off press Pay again: the page takes the payment, or says it was taken before the kill.
    for (const [index, attempt] of attempts.entries()) {
      if (attempt.status === 'rejected') await shopper.payAgainAfterCutOff(orders[index]!.sessionId);
    }
    await expectAllReadyWithin(10_000, 'payment was started again');

    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 5, notCompleted: [], appliedTwice: [], dashboardRise: 5 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  });

  it("when the link to the mail server is cut and notifications is killed with SIGKILL after a burst of payments, then each order's confirmation and receipt arrive once when it is back", async () => {
    const orders = await placeOrders(3);
    const paidBefore = await ledger.dashboardPaidOrders();

    await stack.toxiproxy.resetConnections('smtp');
    tally.faults++;
    await Promise.all(orders.map((order) => shopper.pay(order.sessionId)));
    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 3, notCompleted: [], appliedTwice: [], dashboardRise: 3 });
    // Notifications has recorded the mails and keeps failing to send them: killed now, the outbox must carry them.
    await sleep(1_000);
    await stack.services.notifications.signal('SIGKILL');
    tally.faults++;
    await stack.toxiproxy.heal('smtp');
    await stack.services.notifications.start();
    await expectAllReadyWithin(10_000, 'notifications was started again and its mail link healed');

    const expected = orders.flatMap(({ orderId }) => [
      `Your Mealbox order ${orderReference(orderId)} is confirmed`,
      `Receipt for your Mealbox order ${orderReference(orderId)}`,
    ]);
    const mails = await countMails(shopper.email, expected);
    tally.mails += expected.length;
    tally.mailsLost += mails.missing.length;
    tally.mailsTwice += mails.twice.length;
    expect(mails).toEqual({ missing: [], twice: [] });
    await expect(stack.deadLetters()).resolves.toEqual({});
  });

  it('when ordering gets SIGTERM during a burst of requests and payments, then no request is cut off and every payment lands once', async () => {
    const orders = await placeOrders(3);
    const paidBefore = await ledger.dashboardPaidOrders();
    const { ordering } = stack.services;

    // Four senders, each on fresh connections, that stop sending once the service says it is not ready (as a
    // load balancer does, checking every 100 ms).
    const outcomes: RequestOutcome[] = [];
    let sending = true;
    const watchReadiness = (async () => {
      while (sending) {
        if (!(await ordering.isReady())) sending = false;
        await sleep(100);
      }
    })();
    const burst = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (sending) outcomes.push(await getOnce(`${ordering.url}/api/orders/delivery-dates/`));
      }),
    );
    const paying = Promise.all(orders.map((order) => shopper.pay(order.sessionId)));
    await sleep(300);
    await ordering.signal('SIGTERM');
    tally.faults++;
    sending = false;
    await Promise.all([burst, paying, watchReadiness]);
    await ordering.start();
    await expectAllReadyWithin(10_000, 'ordering was started again after SIGTERM');

    expect(outcomes.filter((outcome) => outcome !== 'answered')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 'answered').length).toBeGreaterThan(0);
    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 3, notCompleted: [], appliedTwice: [], dashboardRise: 3 });
    await expect(stack.deadLetters()).resolves.toEqual({});
  });

  it('when a poison message lands among the payment events, then it alone is parked and the payments after it flow on', async () => {
    const [order] = await placeOrders(1);
    const paidBefore = await ledger.dashboardPaidOrders();

    await stack.publishRaw('payment.payments.v1', order!.orderId, '{"this is": not an event');
    tally.faults++;
    await shopper.pay(order!.sessionId);

    const outcome = await settle([order!.orderId], paidBefore);
    expect(outcome).toEqual({ completed: 1, notCompleted: [], appliedTwice: [], dashboardRise: 1 });
    // Each consumer of the topic parks it for itself: ordering's payments and notifications' mails.
    await expect(stack.deadLetters()).resolves.toEqual({
      'payment.payments.v1.ordering-payments.dlq': 1,
      'payment.payments.v1.notifications.dlq': 1,
    });
  });

  it("when an event in payment's outbox is one the broker refuses for good, then it alone is parked and the payments around it flow on", async () => {
    const orders = await placeOrders(2);
    const paidBefore = await ledger.dashboardPaidOrders();

    const deadLettersBefore = await stack.deadLetters();
    const poison = await stack.plantOversizedPaymentEvent();
    tally.faults++;
    await shopper.pay(orders[0]!.sessionId);
    // The relay's sweep (every 10 s) meets the planted event, refuses to let it block, and parks it.
    const deadline = Date.now() + 30_000;
    while (!(await stack.parkedPaymentEvents()).includes(poison) && Date.now() < deadline) await sleep(250);
    await shopper.pay(orders[1]!.sessionId);

    const outcome = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(outcome).toEqual({ completed: 2, notCompleted: [], appliedTwice: [], dashboardRise: 2 });
    await expect(stack.parkedPaymentEvents()).resolves.toEqual([poison]);
    await expect(stack.deadLetters()).resolves.toEqual(deadLettersBefore);
  });

  it('when payment is killed with SIGKILL after its provider made a refund and before payment recorded it, twice, then each refund is made, recorded, shown and mailed once', async () => {
    const orders = await placeOrders(3);
    const paidBefore = await ledger.dashboardPaidOrders();
    for (const order of orders) await shopper.pay(order.sessionId);
    const paid = await settle(
      orders.map((order) => order.orderId),
      paidBefore,
    );
    expect(paid).toEqual({ completed: 3, notCompleted: [], appliedTwice: [], dashboardRise: 3 });
    const deadLettersBefore = await stack.deadLetters();

    // The provider's word (its webhook, and so its answer to the refund worker, which waits for it) is held back
    // 4 s: each refund then sits made at the provider and only requested on the payment for that long.
    await stack.toxiproxy.delayRequests('payment-webhook', 4_000);
    const desk = await StaffDesk.signIn(stack);
    const [first, second, third] = orders.map((order) => order.orderId) as [string, string, string];
    const asked: AskedRefund[] = [];
    for (const [orderId, amount] of [
      [first, '5.00'],
      [first, '7.50'],
      [second, '6.25'],
      [third, '4.10'],
    ] as const)
      asked.push(await desk.newRefundToCard(orderId, amount));
    tally.refunds += asked.length;

    const caught: string[] = [];
    for (let kill = 0; kill < 2; kill++) {
      const inWindow = await refundLedger.waitForMadeNotRecorded(asked, caught, 45_000);
      if (!inWindow) throw new Error(`kill ${kill + 1}: no refund was seen made and not yet recorded`);
      await stack.services.payment.signal('SIGKILL');
      tally.faults++;
      // Read with payment dead: the kill did land between the provider's refund and payment's record of it.
      await expect(refundLedger.madeNotRecorded(asked)).resolves.toContain(inWindow);
      caught.push(inWindow);
      await stack.services.payment.start();
    }
    await stack.toxiproxy.stopDelaying('payment-webhook');

    // Staff, unsure after the fault, click again with the same Idempotency-Key: the refund made before.
    const again = await desk.refundToCard(first, '5.00', asked[0]!.idempotencyKey);
    expect(again.status).toBe(200);
    // More than is left of the second order is refused, and changes nothing.
    const tooMuch = await desk.refundToCard(second, '59.99');
    expect(tooMuch.status).toBe(409);

    const views = await refundsShown(asked);
    const counts = await refundLedger.count(asked);
    const outcome = counts.map((count) => ({
      ...count,
      shownOnOrder: views
        .flatMap((view) => view.refunds)
        .filter((shown) => shown.id === count.refundId)
        .map((shown) => shown.status),
    }));
    tally.refundsTwice += outcome.filter(
      (each) =>
        each.madeByProvider.length > 1 || each.recordedOnPayment.length > 1 || each.shownOnOrder.length > 1,
    ).length;
    tally.refundsLost += outcome.filter(
      (each) => each.madeByProvider.length === 0 || !each.recordedOnPayment.includes('refunded'),
    ).length;
    expect(outcome).toEqual(
      asked.map((refund) => ({
        refundId: refund.refundId,
        madeByProvider: [refund.amountPence],
        recordedOnPayment: ['refunded'],
        recordNamesProviderRefund: true,
        shownOnOrder: ['refunded'],
      })),
    );
    // Each order: its refunds and no other, adding up to what they returned, within what was paid.
    expect(
      views.map(({ orderId, refunds, refundedPence }) => ({
        orderId,
        refunds: refunds.length,
        refundedPence,
      })),
    ).toEqual([
      { orderId: first, refunds: 2, refundedPence: 12_50 },
      { orderId: second, refunds: 1, refundedPence: 6_25 },
      { orderId: third, refunds: 1, refundedPence: 4_10 },
    ]);
    for (const view of views) expect(view.refundedPence).toBeLessThanOrEqual(view.totalPence);

    const expected = asked.map(
      (refund) =>
        `We've refunded £${(refund.amountPence / 100).toFixed(2)} to your card (order ${orderReference(refund.orderId)})`,
    );
    const mails = await countMails(shopper.email, expected);
    tally.mails += expected.length;
    tally.mailsLost += mails.missing.length;
    tally.mailsTwice += mails.twice.length;
    expect(mails).toEqual({ missing: [], twice: [] });
    await expect(stack.deadLetters()).resolves.toEqual(deadLettersBefore);
  }, 240_000);

  it('when ordering is killed with SIGKILL after the credit ledger recorded a refund as credit and before ordering heard so, then the credit is added and mailed once', async () => {
    const [order] = await placeOrders(1);
    const orderId = order!.orderId;
    const paidBefore = await ledger.dashboardPaidOrders();
    await shopper.pay(order!.sessionId);
    const paid = await settle([orderId], paidBefore);
    expect(paid).toEqual({ completed: 1, notCompleted: [], appliedTwice: [], dashboardRise: 1 });
    const deadLettersBefore = await stack.deadLetters();
    const desk = await StaffDesk.signIn(stack);
    const { ordering } = stack.services;

    // Every answer from the database reaches ordering 1.5 s late: the ledger's entry (written when the order's own
    // event comes back to ordering) is in the database that long before ordering, and so its consumer, hears so;
    // until then the event is not marked consumed.
    await stack.toxiproxy.delayAnswers('ordering-db', 1_500);
    const key = randomUUID();
    const asking = desk.refund(orderId, { destination: 'credit', amount: '3.35' }, key).catch(() => null);
    const deadline = Date.now() + 45_000;
    let refundId: string | null = null;
    let atKill: number[] = [];
    while (atKill.length === 0 && Date.now() < deadline) {
      refundId ??= await creditLedger.refundRecorded(orderId, key);
      if (refundId) atKill = await creditLedger.entriesOfRefund(refundId);
      if (atKill.length === 0) await sleep(50);
    }
    if (!refundId || atKill.length === 0) throw new Error('the refund as credit never reached the ledger');
    await ordering.signal('SIGKILL');
    tally.faults++;
    tally.refunds++;
    expect(atKill).toEqual([3_35]);
    await stack.toxiproxy.stopDelaying('ordering-db');
    await asking;
    await ordering.start();

    // Staff's page may never have had its answer: they click again with the same key, and get the refund made.
    const again = await desk.refund(orderId, { destination: 'credit', amount: '3.35' }, key);
    expect(again.status).toBe(200);
    // The event whose handling the kill cut short comes again to the restarted ordering: counted once it has
    // been handled to the end of the topic.
    const consumedBy = Date.now() + 60_000;
    while (!(await stack.consumedToEnd('ordering-credit', 'ordering.orders.v1')) && Date.now() < consumedBy)
      await sleep(250);
    const entries = await creditLedger.entriesOfRefund(refundId);
    tally.refundsLost += entries.length === 0 ? 1 : 0;
    tally.refundsTwice += Math.max(0, entries.length - 1);
    expect(entries).toEqual([3_35]);
    const shown = ((await shopper.readOrder(orderId)).body.refunds ?? []) as OrderRefundView[];
    expect(shown.map(({ id, status }) => ({ id, status }))).toEqual([{ id: refundId, status: 'refunded' }]);

    const expected = ['£3.35 refunded as account credit'];
    const mails = await countMails(shopper.email, expected);
    tally.mails += expected.length;
    tally.mailsLost += mails.missing.length;
    tally.mailsTwice += mails.twice.length;
    expect(mails).toEqual({ missing: [], twice: [] });
    await expect(stack.deadLetters()).resolves.toEqual(deadLettersBefore);
  }, 180_000);
});
