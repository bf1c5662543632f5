import { TOPICS, subscriptionBoxClosingSoonSchema } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { subscribedCustomer } from '../test/subscribed-customer';

/*
 * Boxes come every Thursday after the first order's (Thursday 12 March 2026). The 19 March box closes at 12:00 on
 * Monday 16 March (GMT), so its reminder is due from 12:00 on Saturday 14 March.
 */
const ORDERING_DAY = new Date('2026-03-02T09:00:00Z');
const FRIDAY_13 = new Date('2026-03-13T12:30:00Z');
const SATURDAY_14 = new Date('2026-03-14T12:30:00Z');
/** The reminder clock's lease is per interval (an hour in tests): this is the next one. */
const SATURDAY_14_LATER = new Date('2026-03-14T14:31:30Z');

describe('the reminders before each box’s cut-off, on the real MongoDB-wire server and Kafka', () => {
  let now = ORDERING_DAY;
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering({ now: () => now });
    recorder = await recordTopic(t.bus, TOPICS.orderingSubscriptions);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  const reminders = (subscriptionId: string) =>
    recorder.messages
      .filter((message) => message.key === subscriptionId)
      .map((message) => JSON.parse(message.value ?? '{}') as { type: string; data: unknown })
      .filter((event) => event.type === 'SubscriptionBoxClosingSoon')
      .map((event) => subscriptionBoxClosingSoonSchema.parse(event.data));

  it('when a box comes within two days of its cut-off, then it is announced once, with its charge, however often and wherever the clock ticks', async () => {
    now = ORDERING_DAY;
    const customer = await subscribedCustomer(t, '2026-03-12');
    const id = customer.subscription.id;

    now = FRIDAY_13;
    await t.ordering.reminderClock.tick();
    now = SATURDAY_14;
    const first = await t.ordering.reminderClock.tick();
    expect(first).toBeGreaterThanOrEqual(1);
    // The same slot on this instance: its lease is taken.
    expect(await t.ordering.reminderClock.tick()).toBe(0);
    // A later slot, on this instance and on a second one: the box was already announced.
    now = SATURDAY_14_LATER;
    await t.restart();
    await t.ordering.reminderClock.tick();

    await eventually('the reminder', () => reminders(id).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(reminders(id)).toEqual([
      {
        subscriptionId: id,
        userId: customer.userId,
        scheduledDate: '2026-03-19',
        deliveryDate: '2026-03-19',
        cutOffAt: '2026-03-16T12:00:00.000Z',
        charge: { amountPence: 5999, date: '2026-03-16' },
        mealsChosen: false,
        remindedAt: SATURDAY_14.toISOString(),
      },
    ]);
  });
});
