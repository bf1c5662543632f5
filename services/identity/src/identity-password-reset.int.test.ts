import { TOPICS, passwordChangedSchema, passwordResetRequestedSchema } from '@mealbox/contracts';
import type { PasswordResetRequestedData } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, recordTopic } from '@mealbox/test-support';
import { clientAddress, logger, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

describe('password reset, djoser style, on the real MongoDB-wire server and Kafka', () => {
  let t: TestIdentity;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestIdentity();
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-reset-test', logger });
    recorder = await recordTopic(bus, TOPICS.identityUsers);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await t.stop();
  });

  async function registered() {
    const customer = newCustomer();
    const res = await t.api.post('/auth/users/').set(clientAddress()).send(customer);
    expect(res.status).toBe(201);
    return { ...customer, id: res.body.id as string };
  }
  const events = (userId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === userId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const askReset = (email: string, address = clientAddress()) =>
    t.api.post('/auth/users/reset_password/').set(address).send({ email });
  const confirm = (body: object, address = clientAddress()) =>
    t.api.post('/auth/users/reset_password_confirm/').set(address).send(body);
  const signIn = (username: string, password: string) =>
    t.api.post('/auth/jwt/create/').set(clientAddress()).send({ username, password });
  async function resetLinkOf(userId: string, count = 1): Promise<PasswordResetRequestedData> {
    const announced = await eventually('the reset link', () =>
      events(userId, 'PasswordResetRequested').length >= count
        ? events(userId, 'PasswordResetRequested')
        : undefined,
    );
    return passwordResetRequestedSchema.parse(announced[count - 1].data);
  }

  it('when an address has no account, then 204 all the same and nothing is announced', async () => {
    const res = await askReset(`nobody-${Date.now()}@example.co.uk`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('when a reset is asked for and the link used, then the password changes, sessions end and the link is spent', async () => {
    const user = await registered();
    const before = await signIn(user.username, user.password);
    expect(before.status).toBe(200);

    expect((await askReset(user.email.toUpperCase())).status).toBe(204);
    const link = await resetLinkOf(user.id);
    expect(link).toMatchObject({ userId: user.id, email: user.email, firstName: 'Ada' });
    const hour = Date.parse(link.expiresAt) - Date.parse(link.requestedAt);
    expect(hour).toBe(60 * 60 * 1000);

    const newPassword = 'rhubarb-crumble-at-noon';
    expect((await confirm({ uid: link.uid, token: link.token, new_password: newPassword })).status).toBe(204);

    expect((await signIn(user.username, user.password)).status).toBe(401);
    expect((await signIn(user.username, newPassword)).status).toBe(200);
    const refreshed = await t.api
      .post('/auth/jwt/refresh/')
      .set(clientAddress())
      .send({ refresh: before.body.refresh });
    expect(refreshed.status).toBe(401);

    const again = await confirm({ uid: link.uid, token: link.token, new_password: 'another-long-phrase-9' });
    expect(again.status).toBe(400);
    expect(again.body.errors ?? again.body).toMatchObject({
      token: [expect.stringContaining('invalid or has expired')],
    });

    const changed = await eventually('PasswordChanged', () => events(user.id, 'PasswordChanged')[0]);
    expect(passwordChangedSchema.parse(changed.data)).toMatchObject({ userId: user.id, email: user.email });
    await eventually('UserAccessRevoked', () => events(user.id, 'UserAccessRevoked')[0]);
  });

  it('when the new password breaks the rules, or the token is wrong, then 400 names the field and nothing changes', async () => {
    const user = await registered();
    await askReset(user.email);
    const link = await resetLinkOf(user.id);
    const weak = await confirm({ uid: link.uid, token: link.token, new_password: '12345678' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain('new_password');
    const wrong = await confirm({
      uid: link.uid,
      token: `${link.token}x`,
      new_password: 'rhubarb-crumble-at-noon',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('token');
    const unknownUid = await confirm({
      uid: 'bm9ib2R5',
      token: link.token,
      new_password: 'rhubarb-crumble-at-noon',
    });
    expect(unknownUid.status).toBe(400);
    expect(JSON.stringify(unknownUid.body)).toContain('uid');
    expect((await signIn(user.username, user.password)).status).toBe(200);
    // The link still works after those refusals.
    expect(
      (await confirm({ uid: link.uid, token: link.token, new_password: 'rhubarb-crumble-at-noon' })).status,
    ).toBe(204);
  });

  it('when a second link is asked for, then only the newest one works', async () => {
    const user = await registered();
    await askReset(user.email);
    const first = await resetLinkOf(user.id, 1);
    await askReset(user.email);
    const second = await resetLinkOf(user.id, 2);
    expect(
      (await confirm({ uid: first.uid, token: first.token, new_password: 'rhubarb-crumble-at-noon' })).status,
    ).toBe(400);
    expect(
      (await confirm({ uid: second.uid, token: second.token, new_password: 'rhubarb-crumble-at-noon' }))
        .status,
    ).toBe(204);
  });

  it('when one address keeps asking, then it is throttled like sign-in: 429 with Retry-After', async () => {
    const address = clientAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await askReset(`nobody-${i}@example.co.uk`, address)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(204));
    const refused = await askReset('nobody@example.co.uk', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when one account is asked for again and again from many addresses, then only three links an hour are mailed', async () => {
    const user = await registered();
    for (let i = 0; i < 5; i++) expect((await askReset(user.email)).status).toBe(204);
    await resetLinkOf(user.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(events(user.id, 'PasswordResetRequested')).toHaveLength(3);
  });
});
