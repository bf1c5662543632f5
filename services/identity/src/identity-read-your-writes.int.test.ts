import request from 'supertest';
import type { AdminUserRow } from '@mealbox/contracts';
import { bearer, clientAddress, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';
import type { StartedIdentity } from './start-identity';

const ADMIN = { username: 'chief', password: 'staff-area-key-42', email: 'chief@mealbox.local' };

/*
 * Two instances of identity on one database. Staff change a user through one; the next read on the other must show
 * the change (the staff user screens read the users' documents, never a copy held by an instance).
 */
describe('two identity instances: a staff change to a user reads back from the other at once', () => {
  let t: TestIdentity;
  let second: StartedIdentity;
  let other: ReturnType<typeof request>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestIdentity({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    second = await t.restart();
    other = request(`http://127.0.0.1:${second.port}`);
    const signedIn = await t.api
      .post('/auth/jwt/create/')
      .set(clientAddress())
      .send({ username: ADMIN.username, password: ADMIN.password });
    admin = bearer(signedIn.body.access as string);
  });

  afterAll(async () => {
    await second.close();
    await t.stop();
  });

  it('when staff rename, promote and deactivate a user on one instance, then the other shows each change straight after', async () => {
    const body = newCustomer();
    const created = await t.api.post('/auth/users/').send(body);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const rowOn = async (api: ReturnType<typeof request>) => {
      const list = await api.get('/api/admin/users/').query({ search: body.username }).set(admin);
      const single = await api.get(`/api/admin/users/${id}/`).set(admin);
      const listed = (list.body.users as AdminUserRow[]).find((user) => user.id === id);
      return { listed, single: single.body as AdminUserRow };
    };

    const renamed = await t.api.patch(`/api/admin/users/${id}/`).set(admin).send({ first_name: 'Grace' });
    expect(renamed.status).toBe(200);
    let seen = await rowOn(other);
    expect([seen.listed?.first_name, seen.single.first_name]).toEqual(['Grace', 'Grace']);

    const promoted = await other.patch(`/api/admin/users/${id}/`).set(admin).send({ is_staff: true });
    expect(promoted.status).toBe(200);
    seen = await rowOn(t.api);
    expect([seen.listed?.is_staff, seen.single.is_staff]).toEqual([true, true]);

    const deactivated = await t.api.post(`/api/admin/users/${id}/deactivate/`).set(admin);
    expect(deactivated.status).toBe(200);
    seen = await rowOn(other);
    expect([seen.listed?.is_active, seen.single.is_active]).toEqual([false, false]);
  });
});
