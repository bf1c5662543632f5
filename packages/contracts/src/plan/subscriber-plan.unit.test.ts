import { nextSubscriberPlan, subscriberPerks, type SubscriberPlanEvent } from './subscriber-plan';

const plan = (numberOfMeals: number) => ({
  proteinPreference: 'MV' as const,
  mealSize: 'S' as const,
  numberOfMeals,
});

function started(at: string, numberOfMeals: number, subscriptionId = 'sub-1'): SubscriberPlanEvent {
  return {
    type: 'SubscriptionStarted',
    occurredAt: at,
    data: {
      subscriptionId,
      userId: 'user-1',
      customerId: 'customer-1',
      firstOrderId: 'order-1',
      plan: plan(numberOfMeals),
      deliveryWeekday: 3,
      firstOrderDeliveryDate: '2026-12-02',
      firstDeliveryDate: '2026-12-09',
      startedAt: at,
    },
  };
}

function boxPaid(at: string, numberOfMeals: number, subscriptionId = 'sub-1'): SubscriberPlanEvent {
  return {
    type: 'SubscriptionBoxPaid',
    occurredAt: at,
    data: { subscriptionId, userId: 'user-1', numberOfMeals },
  };
}

function cancelled(at: string, subscriptionId = 'sub-1'): SubscriberPlanEvent {
  return {
    type: 'SubscriptionCancelled',
    occurredAt: at,
    data: { subscriptionId, userId: 'user-1', effectiveFrom: '2026-12-09', stillComing: [], cancelledAt: at },
  };
}

const T1 = '2026-11-26T10:00:00.000Z';
const T2 = '2026-11-26T11:00:00.000Z';
const T3 = '2026-11-26T12:00:00.000Z';

describe('nextSubscriberPlan', () => {
  it('when a subscription starts, then the customer has its meals and perks', () => {
    const next = nextSubscriberPlan(null, started(T1, 10));
    expect(next).toEqual({
      userId: 'user-1',
      subscriptionId: 'sub-1',
      numberOfMeals: 10,
      cancelled: false,
      asOf: T1,
    });
    expect(subscriberPerks(next)).toEqual({ prioritySupport: true, exclusiveRecipes: false });
  });

  it('when the first box of 15 meals is paid, then the exclusive recipes come with it', () => {
    const next = nextSubscriberPlan(nextSubscriberPlan(null, started(T1, 10)), boxPaid(T2, 15));
    expect(subscriberPerks(next)).toEqual({ prioritySupport: true, exclusiveRecipes: true });
  });

  it("when a box of a smaller plan is paid, then the larger plan's perks end with it", () => {
    const next = nextSubscriberPlan(nextSubscriberPlan(null, started(T1, 15)), boxPaid(T2, 6));
    expect(subscriberPerks(next)).toEqual({ prioritySupport: false, exclusiveRecipes: false });
  });

  it('when the subscription is cancelled, then the perks end', () => {
    const next = nextSubscriberPlan(nextSubscriberPlan(null, started(T1, 15)), cancelled(T2));
    expect(next?.cancelled).toBe(true);
    expect(subscriberPerks(next)).toEqual({ prioritySupport: false, exclusiveRecipes: false });
  });

  it('when an event is repeated or arrives after a newer one, then nothing changes', () => {
    const afterChange = nextSubscriberPlan(nextSubscriberPlan(null, started(T1, 6)), boxPaid(T3, 15));
    expect(nextSubscriberPlan(afterChange, boxPaid(T3, 15))).toBe(afterChange);
    expect(nextSubscriberPlan(afterChange, boxPaid(T2, 10))).toBe(afterChange);
    expect(nextSubscriberPlan(afterChange, started(T1, 6))).toBe(afterChange);
  });

  it('when a paid box or cancellation names another subscription, then it changes nothing', () => {
    const current = nextSubscriberPlan(null, started(T2, 15, 'sub-2'));
    expect(nextSubscriberPlan(current, cancelled(T3, 'sub-1'))).toBe(current);
    expect(nextSubscriberPlan(current, boxPaid(T3, 6, 'sub-1'))).toBe(current);
    expect(nextSubscriberPlan(null, boxPaid(T3, 15))).toBeNull();
  });

  it('when a cancelled customer subscribes again, then the new subscription gives its perks', () => {
    const cancelledPlan = nextSubscriberPlan(nextSubscriberPlan(null, started(T1, 15)), cancelled(T2));
    const again = nextSubscriberPlan(cancelledPlan, started(T3, 10, 'sub-2'));
    expect(subscriberPerks(again)).toEqual({ prioritySupport: true, exclusiveRecipes: false });
  });
});
