import { Types } from 'mongoose';
import { MAX_ADDRESSES_PER_CUSTOMER, TOPICS, addressSchema, customerSchema } from '@mealbox/contracts';
import type { Customer } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering, userRegistered } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { placeOrder, subscribedCustomer } from '../test/subscribed-customer';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';

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
  const editAddress = (auth: Record<string, string>, id: string, body: unknown) =>
    t.api
      .patch(`/api/customers/addresses/${id}/`)
      .set(auth)
      .send(body as object);
  const removeAddress = (auth: Record<string, string>, id: string) =>
    t.api.delete(`/api/customers/addresses/${id}/`).set(auth);
  const makeDefault = (auth: Record<string, string>, id: string, body?: object) =>
    t.api.post(`/api/customers/addresses/${id}/default/`).set(auth).send(body);
  const customerEvents = (customerId: string) =>
    recorder.messages
      .filter((message) => message.key === customerId)
      .map((message) => JSON.parse(message.value ?? '{}'));
  /** An address with no safe place and no instructions, as the API answers it. */
  const NO_NOTES = { safe_place: null, delivery_instructions: null };
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
        default_address_id: null,
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
        ...NO_NOTES,
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

  describe('managing saved addresses', () => {
    const LEEDS = { address: '1 Park Row', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' };
    const YORK = { address: '2 Stonegate', city: 'York', county: 'North Yorkshire', postcode: 'YO1 8AS' };
    const BATH = { address: '3 Royal Crescent', city: 'Bath', county: 'Somerset', postcode: 'BA1 2LR' };

    /** A new customer with these addresses saved, in this order; answers their ids too. */
    async function customerWith(...addresses: object[]) {
      const token = t.customerToken();
      const ids: string[] = [];
      for (const address of addresses) {
        const res = await addAddress(token.auth, address);
        expect(res.status).toBe(201);
        ids.push(res.body.id as string);
      }
      const customerId = (await me(token.auth)).body.id as string;
      return { ...token, customerId, ids };
    }

    const addressEvents = (customerId: string) =>
      customerEvents(customerId).filter((event) => event.type === 'CustomerAddressesChanged');
    /** Waits for `count` address events of the customer, then a moment more to see that no others come. */
    async function publishedAddressEvents(customerId: string, count: number) {
      await eventually(`${count} CustomerAddressesChanged events`, () =>
        addressEvents(customerId).length >= count ? true : undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      return addressEvents(customerId);
    }

    it('when the first address is added, then it is the default; a second one leaves the default as it was', async () => {
      const { auth, ids } = await customerWith(LEEDS);
      expect((await me(auth)).body.default_address_id).toBe(ids[0]);
      const york = await addAddress(auth, YORK);
      expect(york.status).toBe(201);
      const customer = customerSchema.strict().parse((await me(auth)).body);
      expect(customer.address_details.map((address) => address.id)).toEqual([ids[0], york.body.id]);
      expect(customer.default_address_id).toBe(ids[0]);
    });

    it('when a saved address is edited, then it keeps its id and place in the list, and the postcode is normalised', async () => {
      const { auth, ids } = await customerWith(LEEDS, YORK);
      const res = await editAddress(auth, ids[0] as string, {
        address: ' Flat 4, 1 Park Row ',
        city: 'Leeds',
        county: 'West Yorkshire',
        postcode: 'ls14ap',
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const edited = addressSchema.strict().parse(res.body);
      expect(edited).toEqual({
        id: ids[0],
        ...LEEDS,
        address: 'Flat 4, 1 Park Row',
        postcode: 'LS1 4AP',
        ...NO_NOTES,
      });
      const customer = (await me(auth)).body as Customer;
      expect(customer.address_details).toEqual([edited, { id: ids[1], ...YORK, ...NO_NOTES }]);
      expect(customer.default_address_id).toBe(ids[0]);

      // The same words again change nothing; making it another saved address is refused.
      expect((await editAddress(auth, ids[0] as string, { ...edited, id: undefined })).body).toEqual(edited);
      const twice = await editAddress(auth, ids[0] as string, { ...YORK, city: 'YORK' });
      expect(twice.status).toBe(400);
      expect(twice.body.detail).toBe('You have already saved this address.');
      expect((await me(auth)).body.address_details).toEqual(customer.address_details);
    });

    it('when an address is removed, then 204 and it is gone; the same id again is 404', async () => {
      const { auth, ids } = await customerWith(LEEDS, YORK, BATH);
      const res = await removeAddress(auth, ids[1] as string);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const customer = (await me(auth)).body as Customer;
      expect(customer.address_details.map((address) => address.id)).toEqual([ids[0], ids[2]]);
      expect(customer.default_address_id).toBe(ids[0]);
      const again = await removeAddress(auth, ids[1] as string);
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe('Address not found.');
    });

    it('when another address is made the default, then the customer answers with it; choosing it again changes nothing', async () => {
      const { auth, ids } = await customerWith(LEEDS, YORK);
      const res = await makeDefault(auth, ids[1] as string);
      expect(res.status).toBe(200);
      const customer = customerSchema.strict().parse(res.body);
      expect(customer.default_address_id).toBe(ids[1]);
      expect(customer.address_details.map((address) => address.id)).toEqual(ids);
      expect((await me(auth)).body).toEqual(customer);
      expect((await makeDefault(auth, ids[1] as string)).body).toEqual(customer);
    });

    it('when the default is removed, then the oldest address left becomes the default; removing the last leaves none', async () => {
      const { auth, ids } = await customerWith(LEEDS, YORK, BATH);
      await makeDefault(auth, ids[2] as string);
      expect((await removeAddress(auth, ids[2] as string)).status).toBe(204);
      expect((await me(auth)).body.default_address_id).toBe(ids[0]);
      // The first-added default, never chosen: the next oldest takes over.
      expect((await removeAddress(auth, ids[0] as string)).status).toBe(204);
      expect((await me(auth)).body.default_address_id).toBe(ids[1]);
      expect((await removeAddress(auth, ids[1] as string)).status).toBe(204);
      expect((await me(auth)).body).toMatchObject({ address_details: [], default_address_id: null });
      // A new first address is the default again.
      const fresh = await addAddress(auth, BATH);
      expect((await me(auth)).body.default_address_id).toBe(fresh.body.id);
    });

    it("when a customer edits, removes or chooses another customer's address, then 404 'Address not found.' and it is unchanged", async () => {
      const ada = await customerWith(LEEDS, YORK);
      const bob = await customerWith(BATH);
      const before = (await me(ada.auth)).body as Customer;
      const adaAddress = ada.ids[1] as string;
      const calls = [
        editAddress(bob.auth, adaAddress, BATH),
        removeAddress(bob.auth, adaAddress),
        makeDefault(bob.auth, adaAddress),
        // Someone with no customer record at all yet.
        removeAddress(t.customerToken().auth, adaAddress),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.detail).toBe('Address not found.');
      }
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id', adaAddress.toUpperCase()]) {
        expect((await editAddress(ada.auth, id, LEEDS)).status).toBe(404);
        expect((await removeAddress(ada.auth, id)).status).toBe(404);
        expect((await makeDefault(ada.auth, id)).status).toBe(404);
      }
      expect((await me(ada.auth)).body).toEqual(before);
      expect((await me(bob.auth)).body.address_details).toEqual([{ id: bob.ids[0], ...BATH, ...NO_NOTES }]);
      const [adaRecord] = await customersOf(ada.userId);
      expect(adaRecord?.revision).toBe(3);
    });

    it('when an edit is missing fields, blank, too long, not strings, not a UK postcode or carries unknown fields, then 400 names each and nothing changes', async () => {
      const { userId, auth, ids } = await customerWith(LEEDS);
      const id = ids[0] as string;
      const before = (await me(auth)).body as Customer;
      expectFieldErrors(await editAddress(auth, id, {}), ['address', 'city', 'county', 'postcode']);
      expectFieldErrors(await editAddress(auth, id, undefined), ['address', 'city', 'county', 'postcode']);
      expectFieldErrors(await editAddress(auth, id, { ...LEEDS, city: undefined }), ['city']);
      const blank = await editAddress(auth, id, { ...LEEDS, address: '  ', postcode: '90210' });
      expectFieldErrors(blank, ['address', 'postcode']);
      expect(blank.body.errors).toEqual({
        address: ['This field may not be blank.'],
        postcode: ['Enter a UK postcode, such as SW1A 1AA.'],
      });
      expect(blank.headers['content-type']).toMatch(/^application\/problem\+json/);
      expectFieldErrors(await editAddress(auth, id, { ...LEEDS, county: 'x'.repeat(101), city: 7 }), [
        'city',
        'county',
      ]);
      expectFieldErrors(await editAddress(auth, id, { ...LEEDS, postcode: { $ne: null } }), ['postcode']);
      const unknown = await editAddress(auth, id, { ...LEEDS, id, is_default: true });
      expectFieldErrors(unknown, ['id', 'is_default']);
      expect(unknown.body.errors.is_default).toEqual(['This field is not allowed.']);
      expectFieldErrors(await editAddress(auth, id, [LEEDS]), ['non_field_errors']);
      // Choosing the default takes no fields.
      expectFieldErrors(await makeDefault(auth, id, { default: true }), ['default']);
      expect((await me(auth)).body).toEqual(before);
      const [record] = await customersOf(userId);
      expect(record?.revision).toBe(2);
    });

    it('when addresses are added, edited, made the default and removed, then CustomerAddressesChanged is published once per change', async () => {
      const { userId, auth, customerId, ids } = await customerWith(LEEDS, YORK);
      const leeds = ids[0] as string;
      const york = ids[1] as string;
      await addAddress(auth, LEEDS); // the same address again: no change
      await editAddress(auth, leeds, { ...LEEDS, address: 'Flat 4, 1 Park Row' });
      await editAddress(auth, leeds, { ...LEEDS, address: 'Flat 4, 1 Park Row' }); // no change
      await makeDefault(auth, york);
      await makeDefault(auth, york); // no change
      await removeAddress(auth, york);
      await editAddress(auth, york, LEEDS); // 404: no change

      const events = await publishedAddressEvents(customerId, 5);
      expect(events).toHaveLength(5);
      expect(events.map((event) => event.data)).toEqual(
        [
          { customerId, userId, change: 'added', addressId: leeds, defaultAddressId: leeds, addressCount: 1 },
          { customerId, userId, change: 'added', addressId: york, defaultAddressId: leeds, addressCount: 2 },
          {
            customerId,
            userId,
            change: 'updated',
            addressId: leeds,
            defaultAddressId: leeds,
            addressCount: 2,
          },
          {
            customerId,
            userId,
            change: 'default_changed',
            addressId: york,
            defaultAddressId: york,
            addressCount: 2,
          },
          {
            customerId,
            userId,
            change: 'removed',
            addressId: york,
            defaultAddressId: leeds,
            addressCount: 1,
          },
        ].map((data) => ({ ...data, changedAt: expect.any(String) })),
      );
      expect(events[0]).toMatchObject({ type: 'CustomerAddressesChanged', producer: 'ordering', version: 1 });
      // Written with the change: nothing is left in the customer's outbox.
      const [record] = await customersOf(userId);
      expect(record?.outbox ?? []).toEqual([]);
    });

    it("when changes to one customer's addresses race, then each is applied once and none is lost", async () => {
      const { auth, ids } = await customerWith(LEEDS, YORK, BATH);
      const results = await Promise.all([
        editAddress(auth, ids[0] as string, { ...LEEDS, address: 'Flat 1, 1 Park Row' }),
        makeDefault(auth, ids[2] as string),
        removeAddress(auth, ids[1] as string),
        addAddress(auth, { ...LEEDS, address: '9 Briggate' }),
      ]);
      expect(results.map((res) => res.status)).toEqual([200, 200, 204, 201]);
      const customer = (await me(auth)).body as Customer;
      expect(customer.address_details.map((address) => address.address)).toEqual([
        'Flat 1, 1 Park Row',
        BATH.address,
        '9 Briggate',
      ]);
      expect(customer.default_address_id).toBe(ids[2]);
    });

    it('when the address of a paid order and its subscription is edited and removed, then the order and the subscription keep theirs', async () => {
      const buyer = await subscribedCustomer(t, deliveryDays().first);
      const orderBefore = (await t.api.get(`/api/orders/${buyer.orderId}/`).set(buyer.auth)).body;
      expect(orderBefore.delivery_address).toMatchObject({ id: buyer.addressId, address: ADDRESS.address });

      expect((await editAddress(buyer.auth, buyer.addressId, LEEDS)).status).toBe(200);
      expect((await removeAddress(buyer.auth, buyer.addressId)).status).toBe(204);

      const orderAfter = await t.api.get(`/api/orders/${buyer.orderId}/`).set(buyer.auth);
      expect(orderAfter.status).toBe(200);
      expect(orderAfter.body).toEqual(orderBefore);
      const subscription = await t.api.get(`/api/subscriptions/${buyer.subscription.id}/`).set(buyer.auth);
      expect(subscription.body.delivery_address).toEqual(buyer.subscription.delivery_address);
      expect(subscription.body.delivery_address).toMatchObject({ address: ADDRESS.address });
    });

    describe('safe place and delivery instructions', () => {
      it('when given, then they are trimmed, saved and answered; left out of an edit they stay; null clears them', async () => {
        const { auth, ids } = await customerWith(LEEDS);
        const id = ids[0] as string;
        const noted = await editAddress(auth, id, {
          ...LEEDS,
          safe_place: 'porch',
          delivery_instructions: '  Ring twice <b>& wait</b>  ',
        });
        expect(noted.status).toBe(200);
        expect(addressSchema.strict().parse(noted.body)).toEqual({
          id,
          ...LEEDS,
          safe_place: 'porch',
          delivery_instructions: 'Ring twice <b>& wait</b>',
        });
        expect((await me(auth)).body.address_details).toEqual([noted.body]);

        expect((await editAddress(auth, id, { ...LEEDS, address: '1a Park Row' })).body).toMatchObject({
          safe_place: 'porch',
          delivery_instructions: 'Ring twice <b>& wait</b>',
        });
        const cleared = await editAddress(auth, id, {
          ...LEEDS,
          safe_place: null,
          delivery_instructions: '  ',
        });
        expect(cleared.body).toMatchObject({ address: '1 Park Row', ...NO_NOTES });

        const added = await addAddress(auth, {
          ...YORK,
          safe_place: 'neighbour',
          delivery_instructions: 'No. 4',
        });
        expect(added.status).toBe(201);
        expect(added.body).toMatchObject({ safe_place: 'neighbour', delivery_instructions: 'No. 4' });
      });

      it('when the instructions are too long or hold control characters, or the safe place is unknown, then 400 names each and nothing changes', async () => {
        const { auth, ids } = await customerWith(LEEDS);
        const before = (await me(auth)).body as Customer;
        const tooLong = await editAddress(auth, ids[0] as string, {
          ...LEEDS,
          delivery_instructions: 'x'.repeat(251),
          safe_place: 'letterbox',
        });
        expectFieldErrors(tooLong, ['delivery_instructions', 'safe_place']);
        expect(tooLong.body.errors).toEqual({
          delivery_instructions: ['Ensure this field has no more than 250 characters.'],
          safe_place: [
            'Choose one of: front_door, back_door, porch, garage, shed, bin_store, neighbour, other; or null for none.',
          ],
        });
        for (const text of ['Ring\nthe bell', 'Tab\there', 'Bell\u0007', 'C1\u0085']) {
          const res = await editAddress(auth, ids[0] as string, { ...LEEDS, delivery_instructions: text });
          expectFieldErrors(res, ['delivery_instructions']);
          expect(res.body.errors.delivery_instructions).toEqual([
            'Use one line of plain text: no line breaks, tabs or other control characters.',
          ]);
        }
        expectFieldErrors(await addAddress(auth, { ...YORK, delivery_instructions: { $ne: null } }), [
          'delivery_instructions',
        ]);
        expect(
          (await editAddress(auth, ids[0] as string, { ...LEEDS, delivery_instructions: 'x'.repeat(250) }))
            .status,
        ).toBe(200);
        await editAddress(auth, ids[0] as string, { ...LEEDS, delivery_instructions: null });
        expect((await me(auth)).body).toEqual(before);
      });

      it('when the notes of the address of open boxes change, then the open order and the subscription carry them; a box past its cut-off keeps what was packed', async () => {
        const buyer = await subscribedCustomer(t, deliveryDays().first);
        const openOrder = await placeOrder(t, buyer, deliveryDays().last);
        const packedOrder = await placeOrder(t, buyer, deliveryDays().last);
        // A box whose cut-off has passed: it arrives tomorrow.
        const tomorrow = addDays(londonDate(new Date()), 1);
        await t.ordering.deps.orders.updateOne(
          { _id: new Types.ObjectId(packedOrder) },
          { $set: { deliveryDate: tomorrow } },
        );
        const orderOf = async (id: string) => (await t.api.get(`/api/orders/${id}/`).set(buyer.auth)).body;
        const packedBefore = await orderOf(packedOrder);
        expect(packedBefore.delivery_address).toMatchObject(NO_NOTES);

        const notes = { safe_place: 'shed', delivery_instructions: 'Behind the <blue> gate' };
        expect((await editAddress(buyer.auth, buyer.addressId, { ...ADDRESS, ...notes })).status).toBe(200);

        for (const id of [buyer.orderId, openOrder]) {
          expect((await orderOf(id)).delivery_address).toEqual({
            id: buyer.addressId,
            ...ADDRESS,
            postcode: 'SW1A 2AA',
            ...notes,
          });
        }
        expect(await orderOf(packedOrder)).toEqual(packedBefore);
        const subscription = await t.api.get(`/api/subscriptions/${buyer.subscription.id}/`).set(buyer.auth);
        expect(subscription.body.delivery_address).toMatchObject(notes);
        // The weekly job's boxes copy the subscription's address, so they carry the notes from now on.
        const [stored] = await t.ordering.deps.subscriptions.find({ userId: buyer.userId }).lean();
        expect(stored?.address).toMatchObject({
          safePlace: 'shed',
          deliveryInstructions: notes.delivery_instructions,
        });
        // A new order to the address carries them as it is placed.
        const later = await placeOrder(t, buyer, deliveryDays().last);
        expect((await orderOf(later)).delivery_address).toMatchObject(notes);
      });
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
          t.api
            .patch(`/api/customers/addresses/${new Types.ObjectId().toHexString()}/`)
            .set(auth)
            .send(ADDRESS),
          t.api.delete(`/api/customers/addresses/${new Types.ObjectId().toHexString()}/`).set(auth),
          t.api.post(`/api/customers/addresses/${new Types.ObjectId().toHexString()}/default/`).set(auth),
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
