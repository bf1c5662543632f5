import { TOPICS } from '@mealbox/contracts';
import { cutOffOf } from '@mealbox/contracts/cut-off';
import type { BoxMealAllergenFlaggedData, OrderConfirmedData } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, startTestIdentity } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { announce, deliverAgain } from '../test/announce';
import { confirmedOrder, newCustomer, objectId } from '../test/facts';
import { inboxOf, mailpitAnswers, readMessage } from '../test/mailpit';
import { logger, startTestNotifications } from '../test/notifications-harness';
import type { TestNotifications } from '../test/notifications-harness';

/** Long enough for a second copy to have arrived had one been sent (the sender looks every 100 ms here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('allergen emails, through the real Mailpit', () => {
  let bus: EventBus;
  let identity: TestIdentity;
  let t: TestNotifications;

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'notifications-allergen-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers, TOPICS.orderingOrders, TOPICS.orderingCustomers]);
    identity = await startTestIdentity();
    t = await startTestNotifications({ JWKS_URL: identity.jwksUrl });
  });

  afterAll(async () => {
    await t.stop();
    await identity.stop();
    await bus.close();
  });

  const futureDay = (daysAhead: number) =>
    new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

  it('when a meal in a box gains an excluded allergen, then one email says so, however often the alert comes', async () => {
    const customer = newCustomer({ firstName: 'Priya' });
    await announce(bus, TOPICS.identityUsers, customer.userId, 'UserRegistered', customer, 'identity');
    const deliveryDate = futureDay(10);
    const alert = (alertId: string): BoxMealAllergenFlaggedData => ({
      alertId,
      customerId: objectId(),
      userId: customer.userId,
      box: {
        subscriptionId: objectId(),
        orderId: null,
        deliveryDate,
        cutOffAt: cutOffOf(deliveryDate).toISOString(),
      },
      meal: { mealId: objectId(), name: 'Sesame Noodle Salad', revision: 4 },
      allergens: ['sesame', 'soya'],
      flaggedAt: new Date().toISOString(),
    });
    const first = await announce(
      bus,
      TOPICS.orderingCustomers,
      customer.userId,
      'BoxMealAllergenFlagged',
      alert('a1'),
      'ordering',
    );
    await deliverAgain(bus, TOPICS.orderingCustomers, customer.userId, first);
    await announce(
      bus,
      TOPICS.orderingCustomers,
      customer.userId,
      'BoxMealAllergenFlagged',
      alert('a1'),
      'ordering',
    );

    const subject = 'Sesame Noodle Salad in your box now contains sesame and soya';
    const inbox = await eventually('the allergen alert', async () =>
      (await inboxOf(customer.email)).find((message) => message.subject === subject),
    );
    const message = await readMessage(inbox.id);
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Hello Priya,');
      expect(part).toContain(
        'It now contains sesame and soya, which you asked us to leave out of your boxes.',
      );
      expect(part).toContain('You can swap it until 12:00 on');
      expect(part).toContain('/account');
    }
    await settle();
    const alerts = (await inboxOf(customer.email)).filter((m) => m.subject === subject);
    expect(alerts).toHaveLength(1);

    await announce(
      bus,
      TOPICS.orderingCustomers,
      customer.userId,
      'BoxMealAllergenFlagged',
      alert('a2'),
      'ordering',
    );
    await eventually('a second alert for another change', async () =>
      (await inboxOf(customer.email)).filter((m) => m.subject === subject).length === 2 ? true : undefined,
    );
  });

  it('when an order is confirmed with its meals’ allergens, then the confirmation lists the box’s allergens', async () => {
    const customer = newCustomer();
    const base = confirmedOrder(customer);
    const order: OrderConfirmedData = {
      ...base,
      items: [
        { ...base.items[0]!, allergens: { contains: ['fish', 'soya'], mayContain: ['peanuts'] } },
        { ...base.items[1]!, allergens: { contains: ['gluten', 'milk'], mayContain: ['soya'] } },
      ],
    };
    await announce(bus, TOPICS.orderingOrders, order.orderId, 'OrderConfirmed', order, 'ordering');
    const inbox = await eventually('the confirmation', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.includes(order.reference)),
    );
    const message = await readMessage(inbox.id);
    for (const part of [message.html, message.text]) {
      expect(part).toContain(
        'Allergens in this box: Cereals containing gluten, Fish, Milk, Soya. May contain: Peanuts.',
      );
    }
  });
});
