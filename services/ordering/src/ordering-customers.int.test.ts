import { Types } from 'mongoose';
import { MAX_ADDRESSES_PER_CUSTOMER, TOPICS, addressSchema, customerSchema } from '@mealbox/contracts';
import type { Customer } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, startTestOrdering, userRegistered } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

describe('ordering customers on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingCustomers);
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  const customersOf = (userId: string) => t.ordering.deps.customers.find({ userId }).lean();
  const me = (auth: Record<string, string>) => t.api.get('/api/customers/me').set(auth);
  const addAddress = (auth: Record<string, string>, body: object) =>
    t.api.post('/api/customers/add_address/').set(auth).send(body);
  const customerEvents = (customerId: string) =>
    recorder.messages
      .filter((message) => message.key === customerId)
      .map((message) => JSON.parse(message.value ?? '{}'));
  const expectFieldErrors = (res: { status: number; body: { errors?: object } }, fields: string[]) => {
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([...fields].sort());
  };

  describe('the customer record', () => {
    it('when UserRegistered arrives, then the customer exists with the name and email, and /me shows it', async () => {
      const event = userRegistered();
      await t.publish(t.topics.identityUsers, event.data.userId, event);
      await eventually(
        'the customer from UserRegistered',
        async () => (await customersOf(event.data.userId)).length === 1,
      );

      const { auth } = t.customerToken(event.data.userId);
      const res = await me(auth);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const customer = customerSchema.strict().parse(res.body);
      expect(customer).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        phone_number: null,
        address_details: [],
        name: 'Ada Lovelace',
        email: event.data.email,
        user: { id: event.data.userId, email: event.data.email },
      });
      expect((await t.api.get('/api/customers/me/').set(auth)).body).toEqual(customer);
    });

    it('when a staff user registers, then a customer is kept for them too', async () => {
      const event = userRegistered({ isStaff: true, firstName: 'Kit', lastName: 'Chen' });
      await t.publish(t.topics.identityUsers, event.data.userId, event);
      const [customer] = await eventually('the staff customer', async () => {
        const found = await customersOf(event.data.userId);
        return found.length === 1 ? found : undefined;
      });
      expect(customer?.name).toBe('Kit Chen');
    });

    it('when the customer asks before UserRegistered arrives, then one customer is created on demand and the event fills in the name', async () => {
      const { userId, auth } = t.customerToken();
      const answers = await Promise.all([me(auth), me(auth), me(auth), me(auth), me(auth)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
      expect(answers[0]?.body).toMatchObject({ name: '', email: '', address_details: [] });

      const event = userRegistered({ userId, firstName: 'Grace', lastName: 'Hopper' });
      await t.publish(t.topics.identityUsers, userId, event);
      const named = await eventually('the name from the late event', async () => {
        const res = await me(auth);
        return res.body.name === 'Grace Hopper' ? (res.body as Customer) : undefined;
      });
      expect(named).toMatchObject({ id: answers[0]?.body.id, email: event.data.email });
      expect(await customersOf(userId)).toHaveLength(1);
    });

    it('when UserRegistered and the first requests race, then there is still exactly one customer', async () => {
      for (let round = 0; round < 3; round++) {
        const event = userRegistered();
        const { auth } = t.customerToken(event.data.userId);
        const [, ...answers] = await Promise.all([
          t.publish(t.topics.identityUsers, event.data.userId, event),
          ...Array.from({ length: 6 }, () => me(auth)),
          addAddress(auth, ADDRESS),
        ]);
        expect(answers.every((res) => res.status === 200 || res.status === 201)).toBe(true);
        await eventually('the name to arrive', async () => (await me(auth)).body.name === 'Ada Lovelace');
        const customers = await customersOf(event.data.userId);
        expect(customers).toHaveLength(1);
        expect(customers[0]?.addresses).toHaveLength(1);
      }
    });

    it('when UserUpdated arrives, then name and email follow it; a redelivered or older event changes nothing', async () => {
      const registered = userRegistered({}, new Date('2025-03-01T10:00:00Z'));
      const { userId } = registered.data;
      const update = (email: string, at: string) =>
        createEvent(
          'UserUpdated',
          {
            userId,
            username: registered.data.username,
            email,
            firstName: 'Ada',
            lastName: `King ${at}`,
            isStaff: false,
          },
          { producer: 'identity', correlationId: 'test', now: () => new Date(at) },
        );
      const newest = update('newest@example.co.uk', '2025-03-03T10:00:00.000Z');
      const older = update('older@example.co.uk', '2025-03-02T10:00:00.000Z');
      for (const event of [registered, newest, older, newest, registered]) {
        await t.publish(t.topics.identityUsers, userId, event);
      }
      // Keyed like the others, so it is handled after them (one partition, in order).
      const marker = userRegistered();
      await t.publish(t.topics.identityUsers, userId, marker);
      await eventually(
        'the events to be handled',
        async () => (await customersOf(marker.data.userId)).length === 1,
      );
      const [customer] = await customersOf(userId);
      expect(customer).toMatchObject({
        email: 'newest@example.co.uk',
        name: 'Ada King 2025-03-03T10:00:00.000Z',
      });
    });
  });

  describe('the phone number', () => {
    it('when a UK number is given in any usual form, then it is stored as E.164 and CustomerUpdated is published once', async () => {
      const { userId, auth } = t.customerToken();
      const res = await t.api.patch('/api/customers/me/').set(auth).send({ phone_number: '07700 900123' });
      expect(res.status).toBe(200);
      expect(customerSchema.strict().parse(res.body).phone_number).toBe('+447700900123');
      const customerId = res.body.id as string;
      for (const phone_number of ['+44 7700 900123', '+44 (0)7700 900123', '07700900123']) {
        const same = await t.api.patch('/api/customers/me/').set(auth).send({ phone_number });
        expect(same.body.phone_number).toBe('+447700900123');
      }
      const landline = await t.api
        .patch('/api/customers/me')
        .set(auth)
        .send({ phone_number: '(0161) 496 0000' });
      expect(landline.body.phone_number).toBe('+441614960000');

      const events = await eventually('both CustomerUpdated events', () => {
        const found = customerEvents(customerId);
        return found.length >= 2 ? found : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(customerEvents(customerId)).toHaveLength(2);
      expect(events.map((event) => event.data)).toEqual([
        { customerId, userId, phoneNumber: '+447700900123' },
        { customerId, userId, phoneNumber: '+441614960000' },
      ]);
      expect(events[0]).toMatchObject({ type: 'CustomerUpdated', producer: 'ordering', version: 1 });
    });

    it('when the number is not a UK number, missing, of the wrong type or comes with other fields, then 400 names the field', async () => {
      const { auth } = t.customerToken();
      const patch = (body: unknown) =>
        t.api
          .patch('/api/customers/me/')
          .set(auth)
          .send(body as object);
      const bad = await patch({ phone_number: '12345' });
      expectFieldErrors(bad, ['phone_number']);
      expect(bad.body.errors.phone_number).toEqual([
        'Enter a UK phone number, such as 07700 900123 or 020 7946 0958.',
      ]);
      expectFieldErrors(await patch({}), ['phone_number']);
      expectFieldErrors(await patch({ phone_number: 7700900123 }), ['phone_number']);
      expectFieldErrors(await patch({ phone_number: { $ne: null } }), ['phone_number']);
      expectFieldErrors(await patch({ phone_number: '0'.repeat(33) }), ['phone_number']);
      expectFieldErrors(await patch({ phone_number: '07700 900123', user: 'x' }), ['user']);
      expect((await me(auth)).body.phone_number).toBeNull();
    });
  });

  describe('addresses', () => {
    it('when a UK address is added, then it is trimmed, the postcode normalised, and it is listed with its id', async () => {
      const { auth } = t.customerToken();
      const res = await addAddress(auth, {
        address: '  221B Baker Street ',
        city: ' London',
        county: 'Greater London ',
        postcode: ' nw1 6xe ',
      });
      expect(res.status).toBe(201);
      const address = addressSchema.strict().parse(res.body);
      expect(address).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        address: '221B Baker Street',
        city: 'London',
        county: 'Greater London',
        postcode: 'NW1 6XE',
      });
      expect((await me(auth)).body.address_details).toEqual([address]);

      const again = await addAddress(auth, {
        address: '221b baker street',
        city: 'LONDON',
        county: 'greater london',
        postcode: 'NW16XE',
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(address);
      expect((await me(auth)).body.address_details).toHaveLength(1);
    });

    it('when fields are missing, blank, too long, not strings, unknown or the postcode is not a UK one, then 400 names each', async () => {
      const { auth } = t.customerToken();
      expectFieldErrors(await addAddress(auth, {}), ['address', 'city', 'county', 'postcode']);
      const blank = await addAddress(auth, { ...ADDRESS, address: '   ', postcode: '90210' });
      expectFieldErrors(blank, ['address', 'postcode']);
      expect(blank.body.errors).toEqual({
        address: ['This field may not be blank.'],
        postcode: ['Enter a UK postcode, such as SW1A 1AA.'],
      });
      expectFieldErrors(await addAddress(auth, { ...ADDRESS, city: 'x'.repeat(101), county: 7 }), [
        'city',
        'county',
      ]);
      expectFieldErrors(await addAddress(auth, { ...ADDRESS, postcode: { $gt: '' }, id: 'x' }), [
        'postcode',
        'id',
      ]);
      expect((await me(auth)).body.address_details).toEqual([]);
    });

    it('when many addresses are added at once, then none is lost; past the limit, then 400', async () => {
      const { userId, auth } = t.customerToken();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          addAddress(auth, { ...ADDRESS, address: `${i + 1} High Street` }),
        ),
      );
      expect(results.map((res) => res.status)).toEqual(Array(8).fill(201));
      expect(new Set(results.map((res) => res.body.id)).size).toBe(8);
      for (let i = 8; i < MAX_ADDRESSES_PER_CUSTOMER; i++) {
        expect((await addAddress(auth, { ...ADDRESS, address: `${i + 1} High Street` })).status).toBe(201);
      }
      const over = await addAddress(auth, { ...ADDRESS, address: 'One Too Many Road' });
      expect(over.status).toBe(400);
      expect(over.body.detail).toBe(`You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses.`);
      const [customer] = await customersOf(userId);
      expect(customer?.addresses).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    });
  });

  describe('access', () => {
    it("when a customer asks for their own record by id, then 200; someone else's, then 404; an admin sees any", async () => {
      const ada = t.customerToken();
      const bob = t.customerToken();
      const adaId = (await me(ada.auth)).body.id as string;
      await addAddress(ada.auth, ADDRESS);
      const own = await t.api.get(`/api/customers/${adaId}/`).set(ada.auth);
      expect(own.status).toBe(200);
      expect(own.body).toEqual((await me(ada.auth)).body);
      const other = await t.api.get(`/api/customers/${adaId}/`).set(bob.auth);
      expect(other.status).toBe(404);
      expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(other.body.detail).toBe('Customer not found.');
      expect((await t.api.get(`/api/customers/${adaId}/`).set(t.adminAuth())).body.id).toBe(adaId);
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id', '1']) {
        expect((await t.api.get(`/api/customers/${id}/`).set(ada.auth)).status).toBe(404);
      }
    });

    it('when nobody is signed in or the token is bad, then every customer endpoint answers 401', async () => {
      const expired = t.identity.token('customer', { exp: Math.floor(Date.now() / 1000) - 120 });
      for (const auth of [{}, { Authorization: `JWT ${expired}` }, { Authorization: 'JWT nonsense' }]) {
        const calls = [
          t.api.get('/api/customers/me').set(auth),
          t.api.patch('/api/customers/me/').set(auth).send({ phone_number: '07700 900123' }),
          t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS),
          t.api.get(`/api/customers/${new Types.ObjectId().toHexString()}/`).set(auth),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.status).toBe(401);
          expect(res.headers['www-authenticate']).toBe('JWT realm="api"');
        }
      }
    });
  });
});
