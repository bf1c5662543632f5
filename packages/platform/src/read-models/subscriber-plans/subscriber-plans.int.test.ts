import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { SubscriberPlan, SubscriberPlanEvent } from '@mealbox/contracts';
import { databaseUrl, uniqueName } from '@mealbox/test-support';
import { findSubscriberPlan } from './find-subscriber-plan';
import { recordSubscriberPlan } from './record-subscriber-plan';
import { subscriberPlanModel } from './subscriber-plan-model';
import type {
  SubscriberPlanDeps,
  SubscriberPlanDocument,
  SubscriberPlanModel,
} from './subscriber-plan-model';

const T1 = '2026-11-26T10:00:00.000Z';
const T2 = '2026-11-26T11:00:00.000Z';
const T3 = '2026-11-26T12:00:00.000Z';

const plan = (numberOfMeals: number) => ({
  proteinPreference: 'MV' as const,
  mealSize: 'S' as const,
  numberOfMeals,
});

function started(
  userId: string,
  subscriptionId: string,
  numberOfMeals: number,
  at: string,
): SubscriberPlanEvent {
  return {
    type: 'SubscriptionStarted',
    occurredAt: at,
    data: {
      subscriptionId,
      userId,
      customerId: `customer-of-${userId}`,
      firstOrderId: randomUUID(),
      plan: plan(numberOfMeals),
      deliveryWeekday: 3,
      firstOrderDeliveryDate: '2026-12-02',
      firstDeliveryDate: '2026-12-09',
      startedAt: at,
    },
  };
}

/** A box of the subscription paid: what ordering's OrderConfirmed of a subscription's order tells. */
function boxPaid(
  userId: string,
  subscriptionId: string,
  numberOfMeals: number,
  at: string,
): SubscriberPlanEvent {
  return { type: 'SubscriptionBoxPaid', occurredAt: at, data: { subscriptionId, userId, numberOfMeals } };
}

function cancelled(userId: string, subscriptionId: string, at: string): SubscriberPlanEvent {
  return {
    type: 'SubscriptionCancelled',
    occurredAt: at,
    data: { subscriptionId, userId, effectiveFrom: '2026-12-09', stillComing: [], cancelledAt: at },
  };
}

/** A promise with its resolve at hand (Node 20 has no Promise.withResolvers). */
function signal(): { done: Promise<void>; fire: () => void } {
  let fire = () => {};
  const done = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { done, fire };
}

/**
 * The model as one instance uses it, its first write (insert or update) held until `release` resolves and
 * `written` fired once it is done. Holding both instances' first writes until each has reached one means both
 * folded from the same plan: the race, made to happen every time rather than now and then.
 */
function withFirstWriteHeld(
  model: SubscriberPlanModel,
  reached: () => void,
  release: Promise<void>,
  written: () => void,
): SubscriberPlanModel {
  let held = false;
  return new Proxy(model, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property !== 'create' && property !== 'updateOne') || held || typeof value !== 'function')
        return value;
      return async (...args: unknown[]) => {
        held = true;
        reached();
        await release;
        try {
          return await Reflect.apply(value, target, args);
        } finally {
          written();
        }
      };
    },
  });
}

describe('subscriber plans, on the real MongoDB-wire server', () => {
  const databaseName = uniqueName('subscriber_plans');
  let connections: Connection[];
  let deps: SubscriberPlanDeps;

  beforeAll(async () => {
    // Two connection pools: two instances of a service, as after a rebalance hands a customer's events over.
    connections = await Promise.all(
      [0, 1].map(() => mongoose.createConnection(databaseUrl(databaseName)).asPromise()),
    );
    deps = { subscriberPlans: subscriberPlanModel(connections[0] as Connection) };
    await deps.subscriberPlans.init();
  });

  afterAll(async () => {
    await connections[0]?.dropDatabase();
    await Promise.all(connections.map((connection) => connection.close()));
  });

  /**
   * Applies `first` and `second` on two instances at once, both folding from the plan held now; `first` is
   * written before `second`, so `second` meets a plan that changed since it read it.
   */
  async function applyRacing(first: SubscriberPlanEvent, second: SubscriberPlanEvent): Promise<boolean[]> {
    const [firstReached, secondReached, firstWritten] = [signal(), signal(), signal()];
    const instance = (index: number, reached: () => void, release: Promise<void>, written: () => void) => ({
      subscriberPlans: withFirstWriteHeld(
        subscriberPlanModel(connections[index] as Connection),
        reached,
        release,
        written,
      ),
    });
    const bothReached = Promise.all([firstReached.done, secondReached.done]).then(() => undefined);
    return Promise.all([
      recordSubscriberPlan(instance(0, firstReached.fire, bothReached, firstWritten.fire), first),
      recordSubscriberPlan(
        instance(
          1,
          secondReached.fire,
          Promise.all([bothReached, firstWritten.done]).then(() => undefined),
          () => {},
        ),
        second,
      ),
    ]);
  }

  it('when a customer has no plan yet, then none is found', async () => {
    expect(await findSubscriberPlan(deps, randomUUID())).toBeNull();
  });

  it('when a subscription starts, a box of another plan is paid and it is cancelled, then the plan held is the fold of all three', async () => {
    const userId = randomUUID();
    expect(await recordSubscriberPlan(deps, started(userId, 'sub-1', 10, T1))).toBe(true);
    expect(await recordSubscriberPlan(deps, boxPaid(userId, 'sub-1', 15, T2))).toBe(true);
    expect(await recordSubscriberPlan(deps, cancelled(userId, 'sub-1', T3))).toBe(true);
    const expected: SubscriberPlan = {
      userId,
      subscriptionId: 'sub-1',
      numberOfMeals: 15,
      cancelled: true,
      asOf: T3,
    };
    expect(await findSubscriberPlan(deps, userId)).toEqual(expected);
  });

  it('when events come again, late or for an earlier subscription, then nothing is written and the plan stays', async () => {
    const userId = randomUUID();
    await recordSubscriberPlan(deps, started(userId, 'sub-2', 15, T2));
    const held = await findSubscriberPlan(deps, userId);
    const stale = [
      started(userId, 'sub-2', 15, T2),
      started(userId, 'sub-1', 6, T1),
      cancelled(userId, 'sub-1', T3),
    ];
    for (const event of stale) expect(await recordSubscriberPlan(deps, event)).toBe(false);
    expect(await findSubscriberPlan(deps, userId)).toEqual(held);
  });

  it('when a plan is stored, then its document keeps the shape services have held in `subscriber_plans`', async () => {
    const userId = randomUUID();
    await recordSubscriberPlan(deps, started(userId, 'sub-1', 10, T1));
    const stored = await connections[0]
      ?.collection<SubscriberPlanDocument>('subscriber_plans')
      .findOne({ _id: userId });
    expect(stored).toEqual({
      _id: userId,
      subscriptionId: 'sub-1',
      numberOfMeals: 10,
      cancelled: false,
      asOf: T1,
    });
  });

  it('when two events of one customer are applied at once from the same plan, then the one written second folds again over the first and both end up folded', async () => {
    const userId = randomUUID();
    await recordSubscriberPlan(deps, started(userId, 'sub-1', 10, T1));

    const changed = await applyRacing(boxPaid(userId, 'sub-1', 15, T2), cancelled(userId, 'sub-1', T3));

    expect(changed).toEqual([true, true]);
    expect(await findSubscriberPlan(deps, userId)).toEqual({
      userId,
      subscriptionId: 'sub-1',
      numberOfMeals: 15,
      cancelled: true,
      asOf: T3,
    });
  });

  it('when a customer’s first event is delivered twice at once, then one inserts the plan and the other finds it held and writes nothing', async () => {
    const userId = randomUUID();
    const start = started(userId, 'sub-1', 10, T1);

    const changed = await applyRacing(start, start);

    expect(changed).toEqual([true, false]);
    expect(await findSubscriberPlan(deps, userId)).toEqual({
      userId,
      subscriptionId: 'sub-1',
      numberOfMeals: 10,
      cancelled: false,
      asOf: T1,
    });
  });
});
