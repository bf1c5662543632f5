import { TOPICS } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, recordTopic, uniqueName, TEST_KAFKA } from '@mealbox/test-support';
import { createAdmin } from './domain/bootstrap-admin';
import { bearer, clientAddress, logger, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

const ADMIN = { username: 'head-chef', password: 'staff-area-key-42', email: 'head-chef@mealbox.local' };
const PASSWORD = 'another-staff-key-42';

/**
 * Staff rights are current: when an admin is deactivated or loses staff rights, identity publishes
 * UserAccessRevoked on Kafka and every service (identity's own admin routes included, fed through the broker
 * like the others) refuses the tokens issued before it within seconds, not when they expire.
 */
describe('access revocation through Kafka', () => {
  let t: TestIdentity;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let adminToken: string;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-revocation-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers]);
    recorder = await recordTopic(bus, TOPICS.identityUsers);
    t = await startTestIdentity({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    adminToken = await accessToken(ADMIN.username, ADMIN.password);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await t.stop();
  });

  async function accessToken(username: string, password: string): Promise<string> {
    const res = await t.api.post('/auth/jwt/create/').set(clientAddress()).send({ username, password });
    expect(res.status).toBe(200);
    return res.body.access as string;
  }

  /** A second staff superuser, signed in: the one whose rights are taken away. */
  async function anotherAdmin(): Promise<{ id: string; token: string }> {
    const username = uniqueName('sous').replace('_', '');
    const admin = await createAdmin(
      t.identity.admin,
      { username, email: `${username}@mealbox.local`, password: PASSWORD },
      'test',
    );
    const token = await accessToken(username, PASSWORD);
    expect((await t.api.get('/api/admin/users/').set(bearer(token))).status).toBe(200);
    return { id: admin._id.toHexString(), token };
  }

  /** Milliseconds until the admin list refuses the token (401), failing after 5 s. */
  async function refusedWithin5s(token: string): Promise<number> {
    const started = Date.now();
    await eventually(
      'the old token to be refused',
      async () => (await t.api.get('/api/admin/users/').set(bearer(token))).status === 401,
      5_000,
    );
    return Date.now() - started;
  }

  it('when an admin is deactivated, then their token is refused within 5 s and the event is on the topic', async () => {
    const victim = await anotherAdmin();
    const res = await t.api.post(`/api/admin/users/${victim.id}/deactivate/`).set(bearer(adminToken));
    expect(res.status).toBe(200);
    expect(await refusedWithin5s(victim.token)).toBeLessThan(5_000);
    // The token can be refused before the recorder, a consumer like any other, has read the event.
    await eventually('UserAccessRevoked on the topic', () =>
      recorder.messages.some(
        (message) =>
          message.key === victim.id && JSON.parse(message.value ?? '{}').type === 'UserAccessRevoked',
      ),
    );
    // The admin who did it is untouched.
    expect((await t.api.get('/api/admin/users/').set(bearer(adminToken))).status).toBe(200);
  });

  it('when staff rights are removed, then the old token is refused within 5 s and a new one has no admin rights', async () => {
    const victim = await anotherAdmin();
    const res = await t.api
      .patch(`/api/admin/users/${victim.id}/`)
      .set(bearer(adminToken))
      .send({ is_staff: false });
    expect(res.status).toBe(200);
    expect(await refusedWithin5s(victim.token)).toBeLessThan(5_000);
    // Signing in again (as the site does after a 401) gives a token without staff rights: 403, not 401. (A
    // token issued in the very second of the revocation is refused too, so the test lets that second pass.)
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fresh = await accessToken(res.body.username as string, PASSWORD);
    expect((await t.api.get('/api/admin/users/').set(bearer(fresh))).status).toBe(403);
    expect((await t.api.get('/auth/users/me/').set(bearer(fresh))).status).toBe(200);
  });

  it('when a staff member’s name is edited, then their token keeps working (only lost rights revoke)', async () => {
    const victim = await anotherAdmin();
    const res = await t.api
      .patch(`/api/admin/users/${victim.id}/`)
      .set(bearer(adminToken))
      .send({ first_name: 'Renamed' });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await t.api.get('/api/admin/users/').set(bearer(victim.token))).status).toBe(200);
  });
});
