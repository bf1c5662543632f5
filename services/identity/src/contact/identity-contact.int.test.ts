import {
  TOPICS,
  contactMessageHandledSchema,
  contactMessageListSchema,
  contactMessageSchema,
} from '@mealbox/contracts';
import type { ContactMessage } from '@mealbox/contracts';
import { createKafkaEventBus, trustedFilter } from '@mealbox/platform';
import mongoose from 'mongoose';
import request from 'supertest';
import { TEST_KAFKA, databaseUrl, eventually, recordTopic } from '@mealbox/test-support';
import { bearer, clientAddress, logger, newCustomer, startTestIdentity } from '../../test/identity-harness';
import type { TestIdentity } from '../../test/identity-harness';

const ADMIN = { username: 'inbox', password: 'staff-area-key-42', email: 'inbox@mealbox.local' };

/** A valid contact form; every call gives a unique message text. */
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  subject: 'order',
  message: `Where is my box? ${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

describe('identity contact messages on the real MongoDB-wire server', () => {
  let t: TestIdentity;
  let adminToken: string;
  let adminId: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await startTestIdentity({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    const signIn = (username: string, password: string) =>
      t.api.post('/auth/jwt/create/').set(clientAddress()).send({ username, password });
    adminToken = (await signIn(ADMIN.username, ADMIN.password)).body.access;
    adminId = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()).sub;
    const customer = newCustomer();
    expect((await t.api.post('/auth/users/').send(customer)).status).toBe(201);
    customerToken = (await signIn(customer.username, customer.password)).body.access;
  });

  afterAll(async () => {
    await t.stop();
  });

  const send = (body: unknown, address = clientAddress()) =>
    t.api
      .post('/api/contact/')
      .set(address)
      .send(body as object);
  const asAdmin = () => bearer(adminToken);
  const list = (query: Record<string, string | number> = {}) =>
    t.api.get('/api/admin/contact-messages/').query(query).set(asAdmin());
  const patch = (id: string, body: unknown) =>
    t.api
      .patch(`/api/admin/contact-messages/${id}/`)
      .set(asAdmin())
      .send(body as object);

  describe('sending a message', () => {
    it('when every field is valid, then 201 answers the stored message, trimmed, with status new', async () => {
      const body = form({ name: '  Grace Hopper ', email: ' Grace@Example.CO.UK ' });
      const res = await send(body);
      expect(res.status).toBe(201);
      const message = contactMessageSchema.strict().parse(res.body);
      expect(message).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@example.co.uk',
        subject: 'order',
        message: body.message,
        status: 'new',
        handled_at: null,
        handled_by: null,
        handled_by_username: null,
      });
      const stored = (await list()).body.messages as ContactMessage[];
      expect(stored.find((row) => row.id === message.id)).toEqual(message);
    });

    it('when every subject of the form is sent, then each is accepted', async () => {
      for (const subject of ['general', 'order', 'billing', 'feedback', 'partnership', 'other']) {
        const res = await send(form({ subject }));
        expect(res.status).toBe(201);
        expect(res.body.subject).toBe(subject);
      }
    });

    it('when fields are missing, blank, malformed, operators, unknown or over-long, then 400 names each', async () => {
      const required = ['This field is required.'];
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { name: required, email: required, subject: required, message: required }],
        [
          form({ name: '   ', email: 'grace-at-example', subject: 'complaint', message: '' }),
          {
            name: ['This field may not be blank.'],
            email: ['Enter a valid email address.'],
            subject: ['Choose one of the listed subjects.'],
            message: ['This field may not be blank.'],
          },
        ],
        [
          form({ name: { $ne: null }, email: { $gt: '' }, subject: ['order'], message: 42 }),
          {
            name: ['Not a valid string.'],
            email: ['Not a valid string.'],
            subject: ['Choose one of the listed subjects.'],
            message: ['Not a valid string.'],
          },
        ],
        [
          form({ name: 'n'.repeat(151), message: 'm'.repeat(5001) }),
          {
            name: ['Ensure this field has no more than 150 characters.'],
            message: ['Ensure this field has no more than 5000 characters.'],
          },
        ],
        [
          form({ phone: '07700 900123', status: 'handled' }),
          {
            phone: ['This field is not allowed.'],
            status: ['This field is not allowed.'],
          },
        ],
        [[form()], { non_field_errors: ['Expected a JSON object.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await send(body);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.errors).toEqual(errors);
      }
      const broken = await t.api
        .post('/api/contact/')
        .set(clientAddress())
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expect(broken.status).toBe(400);
    });

    it('when one address sends a sixth message within ten minutes, then 429 with Retry-After; others still get through', async () => {
      const address = clientAddress();
      // Refused bodies do not count: only well-formed messages are counted.
      for (let i = 0; i < 3; i++) expect((await send({}, address)).status).toBe(400);
      for (let i = 0; i < 5; i++) expect((await send(form(), address)).status).toBe(201);
      const refused = await send(form(), address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(refused.body.detail).toMatch(
        /^You have sent several messages already\. Please wait 10 minutes and try again\.$/,
      );
      expect((await send(form())).status).toBe(201);
    });

    it('when one address sends a burst in parallel, then exactly five are stored', async () => {
      const address = clientAddress();
      const marker = `burst-${Date.now()}`;
      const results = await Promise.all(
        Array.from({ length: 9 }, (_, i) => send(form({ message: `${marker} ${i}` }), address)),
      );
      expect(results.filter((res) => res.status === 201)).toHaveLength(5);
      expect(results.filter((res) => res.status === 429)).toHaveLength(4);
      const stored = await t.identity.contact.messages.countDocuments(
        trustedFilter({ message: { $regex: `^${marker}` } }),
      );
      expect(stored).toBe(5);
    });
  });

  describe('staff', () => {
    it('when anonymous or a customer calls the staff endpoints, then 401 or 403 and nothing changes', async () => {
      const { id } = (await send(form())).body as ContactMessage;
      const calls = [
        (auth: Record<string, string>) => t.api.get('/api/admin/contact-messages/').set(auth),
        (auth: Record<string, string>) =>
          t.api.patch(`/api/admin/contact-messages/${id}/`).set(auth).send({ handled: true }),
      ];
      for (const call of calls) {
        const anonymous = await call({});
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect((await call(bearer(customerToken))).status).toBe(403);
      }
      const row = ((await list()).body.messages as ContactMessage[]).find((message) => message.id === id);
      expect(row?.status).toBe('new');
    });

    it('when the list is read, then messages come newest first, paged, with every field', async () => {
      const sent: string[] = [];
      for (let i = 0; i < 3; i++) sent.push(((await send(form())).body as ContactMessage).id);
      const res = await list({ page_size: 2 });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = contactMessageListSchema.parse(res.body);
      for (const message of page.messages)
        expect(contactMessageSchema.strict().parse(message)).toEqual(message);
      expect(page.messages.map((message) => message.id)).toEqual([sent[2], sent[1]]);
      const total = await t.identity.contact.messages.countDocuments();
      expect(page.pagination).toEqual({ total, page: 1, page_size: 2, total_pages: Math.ceil(total / 2) });
      const second = contactMessageListSchema.parse((await list({ page: 2, page_size: 2 })).body);
      expect(second.messages[0]?.id).toBe(sent[0]);
      expect((await list()).body.pagination.page_size).toBe(10);
    });

    it('when a message is marked handled and back, then status, who (id and username) and when follow, and the filter finds it', async () => {
      const { id } = (await send(form())).body as ContactMessage;
      const handled = await patch(id, { handled: true });
      expect(handled.status).toBe(200);
      expect(handled.body).toMatchObject({
        id,
        status: 'handled',
        handled_by: adminId,
        handled_by_username: ADMIN.username,
      });
      expect(Date.parse(handled.body.handled_at)).toBeGreaterThan(Date.now() - 60_000);
      const again = await patch(id, { handled: true });
      expect(again.body).toEqual(handled.body);
      const ids = (status: string) =>
        list({ status, page_size: 100 }).then((res) =>
          (res.body.messages as ContactMessage[]).map((m) => m.id),
        );
      expect(await ids('handled')).toContain(id);
      expect(await ids('new')).not.toContain(id);

      const reopened = await patch(id, { handled: false });
      expect(reopened.body).toMatchObject({
        id,
        status: 'new',
        handled_at: null,
        handled_by: null,
        handled_by_username: null,
      });
      expect(await ids('new')).toContain(id);
    });

    it('when staff toggle one message many times at once, then every answer and the stored message are consistent', async () => {
      const { id } = (await send(form())).body as ContactMessage;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => patch(id, { handled: i % 2 === 0 })),
      );
      expect(results.map((res) => res.status)).toEqual(results.map(() => 200));
      for (const res of results) {
        expect(res.body.handled_by === null).toBe(res.body.status === 'new');
      }
      // The requests race, so which one lands last is the server's choice; whichever it was, the stored message
      // is one whole answer, never a mix of two (a "new" message with a handler, or the reverse).
      const stored = await t.identity.contact.messages.findById(id).lean();
      expect(stored?.handledBy == null).toBe(stored?.status === 'new');
      expect(results.map((res) => res.body.status)).toContain(stored?.status);
    });

    it('when the body or query is invalid, or the id unknown, then 400 or 404 and nothing changes', async () => {
      const { id } = (await send(form())).body as ContactMessage;
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { handled: ['This field is required.'] }],
        [{ handled: 'yes' }, { handled: ['Must be a valid boolean.'] }],
        [{ handled: true, status: 'handled' }, { status: ['This field is not allowed.'] }],
        [{ handled: { $ne: false } }, { handled: ['Must be a valid boolean.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await patch(id, body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(errors);
      }
      for (const unknown of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']) {
        const res = await patch(unknown, { handled: true });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Message not found.');
      }
      const badQuery = await list({ status: 'archived', page: 0, page_size: 101 });
      expect(badQuery.status).toBe(400);
      expect(Object.keys(badQuery.body.errors).sort()).toEqual(['page', 'page_size', 'status']);
      const row = ((await list({ page_size: 100 })).body.messages as ContactMessage[]).find(
        (m) => m.id === id,
      );
      expect(row?.status).toBe('new');
    });
  });

  describe('answering the sender', () => {
    it('when staff first mark a message handled, then ContactMessageHandled is announced once, however often it is toggled', async () => {
      const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-contact-test', logger });
      const recorder = await recordTopic(bus, TOPICS.identityContactMessages);
      try {
        const body = form();
        const id = (await send(body)).body.id as string;
        expect((await patch(id, { handled: true })).status).toBe(200);
        expect((await patch(id, { handled: false })).status).toBe(200);
        expect((await patch(id, { handled: true })).status).toBe(200);
        const answers = () =>
          recorder.messages
            .filter((message) => message.key === id)
            .map((message) => JSON.parse(message.value ?? '{}'));
        await eventually('the answer', () => answers().length >= 1);
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(answers()).toHaveLength(1);
        expect(contactMessageHandledSchema.parse(answers()[0].data)).toMatchObject({
          messageId: id,
          name: 'Grace Hopper',
          email: 'grace@example.co.uk',
          subject: 'order',
          message: body.message,
        });
        expect(answers()[0].data.reply).toBeUndefined();
      } finally {
        await recorder.stop();
        await bus.close();
      }
    });

    it('when staff write an answer as they mark it handled, then the event carries their words once, the message shows them, and a second answer is refused', async () => {
      const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-contact-test', logger });
      const recorder = await recordTopic(bus, TOPICS.identityContactMessages);
      try {
        const id = (await send(form())).body.id as string;
        const reply = '  Your box is on its way: it left our kitchen this morning.\n\nSorry for the wait.  ';
        const refusedNew = await patch(id, { handled: false, reply });
        expect(refusedNew.status).toBe(400);
        expect(refusedNew.body.errors).toEqual({
          reply: ['A reply is sent when the message is marked handled.'],
        });
        expect((await patch(id, { handled: true, reply: '   ' })).body.errors).toEqual({
          reply: ['This field may not be blank.'],
        });
        const tooLong = await patch(id, { handled: true, reply: 'x'.repeat(5001) });
        expect(tooLong.body.errors).toEqual({
          reply: ['Ensure this field has no more than 5000 characters.'],
        });

        const answered = await patch(id, { handled: true, reply });
        expect(answered.status).toBe(200);
        expect(answered.body).toMatchObject({ status: 'handled', answered: true, reply: reply.trim() });
        // A retry of the same request is the same answer; a different reply, even after reopening, is refused.
        expect((await patch(id, { handled: true, reply })).body).toEqual(answered.body);
        const second = await patch(id, { handled: true, reply: 'Another answer.' });
        expect(second.status).toBe(409);
        expect(second.body.detail).toMatch(/^This message has already been answered by email/);
        expect((await patch(id, { handled: false })).status).toBe(200);
        expect((await patch(id, { handled: true, reply: 'Another answer.' })).status).toBe(409);
        const listed = ((await list({ page_size: 100 })).body.messages as ContactMessage[]).find(
          (m) => m.id === id,
        );
        expect(listed).toMatchObject({ status: 'new', answered: true, reply: reply.trim() });

        const answers = () => recorder.messages.filter((message) => message.key === id);
        await eventually('the answer', () => answers().length >= 1);
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(answers().map((message) => JSON.parse(message.value ?? '{}').data.reply)).toEqual([
          reply.trim(),
        ]);
      } finally {
        await recorder.stop();
        await bus.close();
      }
    });

    it('when two instances answer one message at once, and an old message had no version, then each sender is answered exactly once', async () => {
      const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-contact-test', logger });
      const recorder = await recordTopic(bus, TOPICS.identityContactMessages);
      const second = await t.restart();
      try {
        const racedId = (await send(form())).body.id as string;
        // A message stored before changes were versioned: the next start gives it version 0.
        const oldId = (await send(form())).body.id as string;
        const connection = await mongoose.createConnection(databaseUrl(t.databaseName)).asPromise();
        await connection
          .collection('contact_messages')
          .updateOne({ _id: new mongoose.Types.ObjectId(oldId) }, { $unset: { version: '', updatedAt: '' } });
        const third = await t.restart();
        const stored = await connection
          .collection('contact_messages')
          .findOne({ _id: new mongoose.Types.ObjectId(oldId) });
        await connection.close();
        await third.close();
        expect(stored?.version).toBe(0);

        const onSecond = (id: string, body: object) =>
          request(`http://127.0.0.1:${second.port}`)
            .patch(`/api/admin/contact-messages/${id}/`)
            .set(asAdmin())
            .send(body);
        const answers = await Promise.all([
          patch(racedId, { handled: true, reply: 'From the first instance.' }),
          onSecond(racedId, { handled: true, reply: 'From the second instance.' }),
          patch(oldId, { handled: true }),
          onSecond(oldId, { handled: true }),
        ]);
        // One reply wins; the other is refused as a second answer (or as a change made meanwhile).
        expect(
          answers
            .slice(0, 2)
            .map((answer) => answer.status)
            .sort(),
        ).toEqual([200, 409]);
        expect(answers.slice(2).map((answer) => answer.status)).toEqual([200, 200]);

        const announced = (id: string) => recorder.messages.filter((message) => message.key === id);
        await eventually(
          'both answers',
          () => announced(racedId).length >= 1 && announced(oldId).length >= 1,
        );
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(announced(racedId)).toHaveLength(1);
        expect(announced(oldId)).toHaveLength(1);
        const winner = answers.find((answer) => answer.status === 200 && answer.body.id === racedId);
        expect(JSON.parse(announced(racedId)[0]?.value ?? '{}').data.reply).toBe(winner?.body.reply);
      } finally {
        await second.close();
        await recorder.stop();
        await bus.close();
      }
    });
  });
});
