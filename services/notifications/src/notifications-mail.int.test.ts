import { TOPICS } from '@mealbox/contracts';
import type { OrderConfirmedData, UserRegisteredData } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, jwt, startTestIdentity } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { announce, deliverAgain } from '../test/announce';
import { confirmedOrder, newCustomer } from '../test/facts';
import { inboxOf, mailpitAnswers, readMessage } from '../test/mailpit';
import { logger, startTestNotifications } from '../test/notifications-harness';
import type { TestNotifications } from '../test/notifications-harness';

const SITE = 'https://shop.mealbox.test';

/** Long enough for a second copy to have arrived had one been sent (the sender looks every 100 ms here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('emails from events, through the real Mailpit', () => {
  let bus: EventBus;
  let identity: TestIdentity;
  let t: TestNotifications;

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'notifications-test', logger });
    await bus.ensureTopics([
      TOPICS.identityUsers,
      TOPICS.identityContactMessages,
      TOPICS.orderingOrders,
      TOPICS.orderingSubscriptions,
      TOPICS.paymentPayments,
    ]);
    identity = await startTestIdentity();
    t = await startTestNotifications({ JWKS_URL: identity.jwksUrl });
  });

  afterAll(async () => {
    await t.stop();
    await identity.stop();
    await bus.close();
  });

  const register = (customer: UserRegisteredData) =>
    announce(bus, TOPICS.identityUsers, customer.userId, 'UserRegistered', customer, 'identity');
  const confirm = (order: OrderConfirmedData) =>
    announce(bus, TOPICS.orderingOrders, order.orderId, 'OrderConfirmed', order, 'ordering');
  const arrivals = (address: string, count: number) =>
    eventually(`${count} mail(s) for ${address}`, async () => {
      const inbox = await inboxOf(address);
      return inbox.length >= count ? inbox : undefined;
    });

  it('when a customer registers, then exactly one welcome arrives, in HTML and text, linking to the site', async () => {
    const customer = newCustomer({ firstName: 'Grace' });
    await register(customer);
    const [welcome] = await arrivals(customer.email, 1);
    const message = await readMessage(welcome!.id);
    expect(message.subject).toBe('Welcome to Mealbox');
    expect(message.html).toContain('Hello Grace,');
    expect(message.html).toContain(`href="${SITE}/join-now/plans/"`);
    expect(message.text).toContain(`Choose your plan: ${SITE}/join-now/plans/`);
    await settle();
    expect(await inboxOf(customer.email)).toHaveLength(1);
  });

  it('when a staff account is registered, then no welcome is sent', async () => {
    const staff = newCustomer({ isStaff: true });
    const customer = newCustomer();
    await register(staff);
    await register(customer);
    await arrivals(customer.email, 1);
    await settle();
    expect(await inboxOf(staff.email)).toHaveLength(0);
  });

  it('when an order is confirmed, then one confirmation arrives with its reference, meals, day, address and prices', async () => {
    const customer = newCustomer();
    const order = confirmedOrder(customer);
    await confirm(order);
    const inbox = await eventually('the confirmation', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.includes(order.reference)),
    );
    const message = await readMessage(inbox.id);
    expect(message.subject).toBe(`Your Mealbox order ${order.reference} is confirmed`);
    for (const part of [message.html, message.text]) {
      expect(part).toContain('Thursday 3 December 2026');
      expect(part).toContain('3 × Thai Green Curry');
      expect(part).toContain('12 Acacia Avenue, Leeds, West Yorkshire, LS1 4AB');
      expect(part).toContain('£75.99');
      expect(part).toContain('£15.92');
      expect(part).toContain('CHEF24');
      expect(part).toContain('£81.91');
      expect(part).toContain('Free');
    }
    expect(message.html).toContain('5 × Beef &amp; Ale Pie');
    expect(message.text).toContain('5 × Beef & Ale Pie');
    expect(message.text).toContain('Hello Ada,');
  });

  it('when the confirmed box has a safe place and instructions, then the confirmation shows them, the instructions HTML-escaped', async () => {
    const customer = newCustomer();
    const plain = confirmedOrder(customer);
    const order = {
      ...plain,
      address: { ...plain.address, safePlace: 'porch', instructions: 'Ring twice <script>x</script> & wait' },
    };
    await confirm(order);
    const inbox = await eventually('the confirmation', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.includes(order.reference)),
    );
    const message = await readMessage(inbox.id);
    for (const part of [message.html, message.text]) expect(part).toContain('Safe place: Porch');
    expect(message.text).toContain('Delivery instructions: Ring twice <script>x</script> & wait');
    expect(message.html).toContain(
      'Delivery instructions: Ring twice &lt;script&gt;x&lt;/script&gt; &amp; wait',
    );
    expect(message.html).not.toContain('<script>');
  });

  it('when a payment succeeds, then one receipt goes to the address identity announced, with the amount', async () => {
    const customer = newCustomer();
    await register(customer);
    const order = confirmedOrder(customer);
    await announce(
      bus,
      TOPICS.paymentPayments,
      order.orderId,
      'PaymentSucceeded',
      {
        orderId: order.orderId,
        userId: customer.userId,
        amountPence: 8191,
        currency: 'gbp',
        provider: 'local',
        sessionId: 'cs_test_1',
        succeededAt: '2026-11-26T10:15:00.000Z',
      },
      'payment',
    );
    const receipt = await eventually('the receipt', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.startsWith('Receipt')),
    );
    const message = await readMessage(receipt.id);
    expect(message.subject).toBe(`Receipt for your Mealbox order ${order.reference}`);
    expect(message.text).toContain('Amount paid: £81.91');
    expect(message.text).toContain('Thursday 26 November 2026 at 10:15');
  });

  it('when a checkout payment is declined, then one note arrives with the link to pay', async () => {
    const customer = newCustomer();
    await register(customer);
    const order = confirmedOrder(customer);
    const failed = {
      orderId: order.orderId,
      userId: customer.userId,
      provider: 'local',
      sessionId: 'cs_test_declined',
      failedAt: new Date().toISOString(),
    };
    await announce(bus, TOPICS.paymentPayments, order.orderId, 'PaymentFailed', failed, 'payment');
    const note = await eventually('the declined note', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.includes('did not go through')),
    );
    const message = await readMessage(note.id);
    expect(message.html).toContain(`href="${SITE}/cart/${order.orderId}"`);
    expect(message.text).toContain('Nothing has been taken.');
  });

  it('when a box’s saved-card charge is refused, then the note gives the reason, the retry date and a link to pay', async () => {
    const customer = newCustomer();
    await register(customer);
    const order = confirmedOrder(customer);
    await announce(
      bus,
      TOPICS.paymentPayments,
      order.orderId,
      'PaymentFailed',
      {
        orderId: order.orderId,
        userId: customer.userId,
        provider: 'local',
        sessionId: 'pi_1',
        failedAt: '2026-11-30T12:01:00.000Z',
        offSession: true,
        reason: 'Your card has insufficient funds.',
        retryAt: '2026-12-01T12:00:00.000Z',
      },
      'payment',
    );
    const note = await eventually('the refused-charge note', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.includes('could not charge')),
    );
    const message = await readMessage(note.id);
    expect(message.text).toContain('Your card has insufficient funds.');
    expect(message.text).toContain('Tuesday 1 December 2026 at 12:00');
    expect(message.text).toContain(`${SITE}/cart/${order.orderId}`);
  });

  it('when the same facts are delivered again, to this instance and to a second one, then no second email is sent', async () => {
    const customer = newCustomer();
    const registered = await register(customer);
    const order = confirmedOrder(customer);
    const confirmed = await confirm(order);
    await arrivals(customer.email, 2);

    const second = await t.startAnother();
    try {
      await deliverAgain(bus, TOPICS.identityUsers, customer.userId, registered);
      await deliverAgain(bus, TOPICS.orderingOrders, order.orderId, confirmed);
      // The same fact in a new event (a producer's retry publishes a fresh copy): still the same key.
      await confirm(order);
      await settle();
      expect((await inboxOf(customer.email)).map((m) => m.subject).sort()).toEqual(
        [`Your Mealbox order ${order.reference} is confirmed`, 'Welcome to Mealbox'].sort(),
      );
    } finally {
      await second.close();
    }
  });

  it('when a password reset is asked for, then one mail carries the single-use link, and its secret is not kept once sent', async () => {
    const customer = newCustomer();
    const reset = {
      userId: customer.userId,
      resetId: `reset-${customer.userId}`,
      email: customer.email,
      firstName: 'Ada',
      uid: Buffer.from(customer.userId).toString('base64url'),
      token: 'tok_abcdefghijklmnopqrstuvwxyz012345',
      requestedAt: '2026-11-26T09:00:00.000Z',
      expiresAt: '2026-11-26T10:00:00.000Z',
    };
    const event = await announce(
      bus,
      TOPICS.identityUsers,
      customer.userId,
      'PasswordResetRequested',
      reset,
      'identity',
    );
    const [mail] = await arrivals(customer.email, 1);
    const message = await readMessage(mail!.id);
    expect(message.subject).toBe('Reset your Mealbox password');
    const link = `${SITE}/reset-password/${reset.uid}/${reset.token}`;
    expect(message.html).toContain(`href="${link}"`);
    expect(message.text).toContain(link);
    expect(message.text).toContain('Thursday 26 November 2026 at 10:00');
    const stored = await eventually('the mail recorded as sent', async () => {
      const doc = await t.service.mails.findById(`password_reset:${reset.resetId}`).lean();
      return doc?.status === 'sent' ? doc : undefined;
    });
    expect(JSON.stringify(stored.data)).not.toContain(reset.token);
    await deliverAgain(bus, TOPICS.identityUsers, customer.userId, event);
    await settle();
    expect(await inboxOf(customer.email)).toHaveLength(1);
  });

  it('when a password is changed, then a note says so, with the way to reset it if it was not them', async () => {
    const customer = newCustomer();
    const changed = {
      userId: customer.userId,
      email: customer.email,
      firstName: 'Ada',
      changedAt: '2026-11-26T09:30:00.000Z',
    };
    await announce(bus, TOPICS.identityUsers, customer.userId, 'PasswordChanged', changed, 'identity');
    const [mail] = await arrivals(customer.email, 1);
    const message = await readMessage(mail!.id);
    expect(message.subject).toBe('Your Mealbox password was changed');
    expect(message.text).toContain('Thursday 26 November 2026 at 09:30');
    expect(message.text).toContain(`${SITE}/forgot-password`);
  });

  it('when a subscription change is confirmed, then the customer gets its words once, with the way to manage the box', async () => {
    const customer = newCustomer();
    await register(customer);
    const confirmed = {
      subscriptionId: 'sub-1',
      userId: customer.userId,
      confirmationId: `conf-${customer.userId}`,
      change: 'SubscriptionDeliverySkipped',
      summary: 'You skipped your box on Thursday 3 December 2026. You will not be charged for it.',
      confirmedAt: '2026-11-26T11:00:00.000Z',
    };
    const event = await announce(
      bus,
      TOPICS.orderingSubscriptions,
      'sub-1',
      'SubscriptionChangeConfirmed',
      confirmed,
      'ordering',
    );
    const mail = await eventually('the confirmation mail', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject === 'You skipped a Mealbox box'),
    );
    const message = await readMessage(mail.id);
    expect(message.text).toContain(confirmed.summary);
    expect(message.text).toContain(`Change meals, skip or pause: ${SITE}/account`);
    await deliverAgain(bus, TOPICS.orderingSubscriptions, 'sub-1', event);
    await settle();
    expect(
      (await inboxOf(customer.email)).filter((m) => m.subject === 'You skipped a Mealbox box'),
    ).toHaveLength(1);
  });

  it('when a box is closing soon, then one reminder says when it locks and what it costs, and its unsubscribe link stops the next one', async () => {
    const customer = newCustomer();
    await register(customer);
    const box = (scheduledDate: string, cutOffAt: string) => ({
      subscriptionId: `sub-${customer.userId}`,
      userId: customer.userId,
      scheduledDate,
      deliveryDate: scheduledDate,
      cutOffAt,
      charge: { amountPence: 7599, date: cutOffAt.slice(0, 10) },
      mealsChosen: false,
      remindedAt: new Date().toISOString(),
    });
    const key = `sub-${customer.userId}`;
    const first = await announce(
      bus,
      TOPICS.orderingSubscriptions,
      key,
      'SubscriptionBoxClosingSoon',
      box('2026-12-03', '2026-11-30T12:00:00.000Z'),
      'ordering',
    );
    const subject = 'Your box for Thursday 3 December locks at 12:00 on Monday 30 November';
    const mail = await eventually('the reminder', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject === subject),
    );
    const message = await readMessage(mail.id);
    expect(message.text).toContain(`${subject}; you will be charged £75.99 on Monday 30 November.`);
    expect(message.text).toContain(`Change meals, skip or pause: ${SITE}/account`);
    const unsubscribe = /Stop these reminders: (\S+)/.exec(message.text)?.[1] ?? '';
    expect(unsubscribe.startsWith(`${SITE}/api/notifications/reminders/unsubscribe?`)).toBe(true);
    expect(message.headers['List-Unsubscribe']?.[0]).toBe(`<${unsubscribe}>`);
    expect(message.headers['List-Unsubscribe-Post']?.[0]).toBe('List-Unsubscribe=One-Click');
    await deliverAgain(bus, TOPICS.orderingSubscriptions, key, first);

    const path = unsubscribe.slice(SITE.length);
    expect((await t.api.get(path.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(400);
    const page = await t.api.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop reminders');
    const stopped = await t.api.post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain('Reminders stopped');

    await announce(
      bus,
      TOPICS.orderingSubscriptions,
      key,
      'SubscriptionBoxClosingSoon',
      box('2026-12-10', '2026-12-07T12:00:00.000Z'),
      'ordering',
    );
    // A transactional mail after it still goes, and proves the reminder's event was handled before it.
    const order = confirmedOrder(customer);
    await announce(
      bus,
      TOPICS.orderingSubscriptions,
      key,
      'SubscriptionChangeConfirmed',
      {
        subscriptionId: key,
        userId: customer.userId,
        confirmationId: `conf-after-${customer.userId}`,
        change: 'SubscriptionDeliverySkipped',
        summary: `You skipped your box on Thursday 10 December 2026 (${order.reference}).`,
        confirmedAt: new Date().toISOString(),
      },
      'ordering',
    );
    await eventually('the transactional mail', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject === 'You skipped a Mealbox box'),
    );
    await settle();
    expect((await inboxOf(customer.email)).filter((m) => m.subject.startsWith('Your box for'))).toHaveLength(
      1,
    );

    // The account shows them stopped; turned back on there, the next reminder comes again.
    const auth = jwt(identity.token('customer', { sub: customer.userId }));
    const preferences = await t.api.get('/api/notifications/preferences/').set(auth);
    expect(preferences.body).toMatchObject({ cutoff_reminders: false });
    const resumed = await t.api
      .put('/api/notifications/preferences/')
      .set(auth)
      .send({ cutoff_reminders: true });
    expect(resumed.status).toBe(200);
    expect(resumed.body.cutoff_reminders).toBe(true);
    await announce(
      bus,
      TOPICS.orderingSubscriptions,
      key,
      'SubscriptionBoxClosingSoon',
      box('2026-12-17', '2026-12-14T12:00:00.000Z'),
      'ordering',
    );
    await eventually('the reminder after turning them back on', async () =>
      (await inboxOf(customer.email)).find((m) => m.subject.startsWith('Your box for Thursday 17 December')),
    );
  });

  it('when a customer reads or sets their email preferences, then only their own change, bad input is refused and strangers get 401', async () => {
    const mine = jwt(identity.token('customer'));
    const fresh = await t.api.get('/api/notifications/preferences/').set(mine);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ cutoff_reminders: true, changed_at: null });
    expect(fresh.headers['cache-control']).toMatch(/no-store/);
    const off = await t.api
      .put('/api/notifications/preferences/')
      .set(mine)
      .send({ cutoff_reminders: false });
    expect(off.body.cutoff_reminders).toBe(false);
    expect(Date.parse(off.body.changed_at)).toBeGreaterThan(Date.now() - 60_000);
    // Someone else's record is untouched.
    const other = await t.api.get('/api/notifications/preferences/').set(jwt(identity.token('customer')));
    expect(other.body.cutoff_reminders).toBe(true);
    for (const [body, errors] of [
      [{}, { cutoff_reminders: ['This field is required.'] }],
      [{ cutoff_reminders: 'no' }, { cutoff_reminders: ['Must be a valid boolean.'] }],
      [{ cutoff_reminders: true, user: 'x' }, { user: ['This field is not allowed.'] }],
    ] as const) {
      const res = await t.api.put('/api/notifications/preferences/').set(mine).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await t.api.get('/api/notifications/preferences/').set(mine)).body.cutoff_reminders).toBe(false);
    expect((await t.api.get('/api/notifications/preferences/')).status).toBe(401);
    expect((await t.api.put('/api/notifications/preferences/').send({ cutoff_reminders: true })).status).toBe(
      401,
    );
  });

  it('when staff mark a contact message handled, then its sender gets one answer quoting it', async () => {
    const address = `visitor${Date.now()}@example.co.uk`;
    const handled = {
      messageId: `msg-${Date.now()}`,
      name: 'Grace Hopper',
      email: address,
      subject: 'order',
      message: 'Where is my box? It was due on Thursday.',
      sentAt: '2026-11-26T08:00:00.000Z',
      handledAt: '2026-11-26T10:00:00.000Z',
    };
    const event = await announce(
      bus,
      TOPICS.identityContactMessages,
      handled.messageId,
      'ContactMessageHandled',
      handled,
      'identity',
    );
    const [mail] = await arrivals(address, 1);
    const message = await readMessage(mail!.id);
    expect(message.subject).toBe('Re: Order Support');
    expect(message.text).toContain('Hello Grace,');
    expect(message.text).toContain('- Where is my box? It was due on Thursday.');
    expect(message.text).toContain('Thursday 26 November 2026 at 08:00');
    await deliverAgain(bus, TOPICS.identityContactMessages, handled.messageId, event);
    await settle();
    expect(await inboxOf(address)).toHaveLength(1);
  });

  it('when staff answer a contact message in their own words, then the mail carries them, paragraph by paragraph, above the quote', async () => {
    const address = `answered${Date.now()}@example.co.uk`;
    const handled = {
      messageId: `msg-answered-${Date.now()}`,
      name: 'Ada Lovelace',
      email: address,
      subject: 'billing',
      message: 'I was charged twice <b>this week</b>.',
      sentAt: '2026-11-26T08:00:00.000Z',
      handledAt: '2026-11-26T10:00:00.000Z',
      reply: 'You were right: the second charge is refunded today.\n\nIt takes 3-5 working days to show.',
    };
    await announce(
      bus,
      TOPICS.identityContactMessages,
      handled.messageId,
      'ContactMessageHandled',
      handled,
      'identity',
    );
    const [mail] = await arrivals(address, 1);
    const message = await readMessage(mail!.id);
    expect(message.subject).toBe('Re: Billing Question');
    const text = message.text;
    expect(text).toContain('You were right: the second charge is refunded today.');
    expect(text).not.toContain('Our team has looked into it');
    expect(text.indexOf('It takes 3-5 working days to show.')).toBeLessThan(
      text.indexOf('- I was charged twice'),
    );
    expect(message.html).toContain('the second charge is refunded today.</p>');
    // What a visitor typed is shown, never run as markup.
    expect(message.html).toContain('I was charged twice &lt;b&gt;this week&lt;/b&gt;.');
  });

  it('when staff ask for an order’s emails, then each is listed with its kind, time and status; others are refused', async () => {
    const customer = newCustomer();
    await register(customer);
    const order = confirmedOrder(customer);
    await confirm(order);
    await eventually('the confirmation sent', async () => {
      const res = await t.api
        .get('/api/admin/order-emails/')
        .query({ order_id: order.orderId })
        .set(jwt(identity.token('admin')));
      return res.body.emails?.[0]?.status === 'sent' ? res : undefined;
    }).then((res) => {
      expect(res.status).toBe(200);
      expect(res.body.emails).toEqual([
        expect.objectContaining({
          id: `order_confirmation:${order.orderId}`,
          kind: 'order_confirmation',
          status: 'sent',
          to: customer.email,
          subject: `Your Mealbox order ${order.reference} is confirmed`,
          attempts: 1,
        }),
      ]);
      expect(Date.parse(res.body.emails[0].sent_at)).not.toBeNaN();
      expect(res.body.pagination).toMatchObject({ total: 1, page: 1 });
    });
    const asked = (token?: string) => {
      const req = t.api.get('/api/admin/order-emails/').query({ order_id: order.orderId });
      return token ? req.set(jwt(token)) : req;
    };
    expect((await asked()).status).toBe(401);
    expect((await asked(identity.token('customer'))).status).toBe(403);
    expect((await asked(identity.token('staff'))).status).toBe(403);
  });
});
