import type { SessionChangedDetail } from '@mealbox/contracts';
import { ApiError } from '../api/api-error';
import { createSession, type LockRunner, type SessionOptions } from './create-session';
import { sessionStateOf } from './session-store';
import {
  FakeStorage,
  NOW,
  accessToken,
  delay,
  fakeServer,
  json,
  refreshToken,
  unauthorized,
} from './test-helpers';

const OLD_ACCESS = accessToken('ada', 600, { jti: 'a1' });
const OLD_REFRESH = refreshToken('id-ada', 86_400, 'r1');
const NEW_ACCESS = accessToken('ada', 900, { jti: 'a2' });
const NEW_REFRESH = refreshToken('id-ada', 86_400, 'r2');

function signedInStorage(access = OLD_ACCESS, refresh = OLD_REFRESH): FakeStorage {
  const storage = new FakeStorage();
  storage.setItem('access_token', access);
  storage.setItem('refresh_token', refresh);
  return storage;
}

function setup(
  handlers: Parameters<typeof fakeServer>[0],
  storage = signedInStorage(),
  extra: Partial<SessionOptions> = {},
) {
  const server = fakeServer(handlers);
  const events = new EventTarget();
  const changes: SessionChangedDetail[] = [];
  events.addEventListener('session:changed', (e) => changes.push((e as CustomEvent).detail));
  const session = createSession({
    fetch: server.fetch,
    storage: () => storage,
    eventTarget: events,
    now: () => NOW,
    ...extra,
  });
  return { session, storage, events, changes, ...server };
}

/** The refresh endpoint answering a new pair, after `ms` (so concurrent requests can pile up meanwhile). */
const rotates =
  (ms = 0, access = NEW_ACCESS, refresh = NEW_REFRESH) =>
  async () => {
    await delay(ms);
    return json({ access, refresh });
  };

/** A protected endpoint that accepts only NEW_ACCESS. */
const protectedBy =
  (accepted = NEW_ACCESS) =>
  ({ authorization }: { authorization: string | null }) =>
    authorization === `JWT ${accepted}` ? json({ ok: true }) : unauthorized();

describe('the session: the Authorization header', () => {
  it('when signed in, then every request carries Authorization: JWT <access>', async () => {
    const { session, calls } = setup({ 'GET /api/customers/me': () => json({ id: 'c1' }) });
    await session.api.get('/api/customers/me');
    expect(calls[0]?.authorization).toBe(`JWT ${OLD_ACCESS}`);
  });

  it('when signed out, then requests carry no Authorization header', async () => {
    const { session, calls } = setup({ 'GET /api/meals/': () => json([]) }, new FakeStorage());
    await session.api.get('/api/meals/');
    expect(calls[0]?.authorization).toBeNull();
  });
});

describe('the session: a 401 refreshes once and retries once', () => {
  it('when a request answers 401, then the refresh token is exchanged once, both new tokens are stored and the request is retried with the new access token', async () => {
    const { session, storage, callsTo, calls } = setup({
      'GET /auth/users/me/': protectedBy(),
      'POST /auth/jwt/refresh/': rotates(),
    });

    await expect(session.api.get('/auth/users/me/')).resolves.toEqual({ ok: true });

    expect(callsTo('POST', '/auth/jwt/refresh/')).toEqual([
      expect.objectContaining({ body: { refresh: OLD_REFRESH }, authorization: null }),
    ]);
    expect(
      calls.map((c) => `${c.method} ${c.url} ${c.authorization === `JWT ${NEW_ACCESS}` ? 'new' : ''}`),
    ).toEqual(['GET /auth/users/me/ ', 'POST /auth/jwt/refresh/ ', 'GET /auth/users/me/ new']);
    expect(storage.getItem('access_token')).toBe(NEW_ACCESS);
    expect(storage.getItem('refresh_token')).toBe(NEW_REFRESH); // rotated: the new one is kept
  });

  it('when several requests answer 401 together, then they share one refresh call and all succeed', async () => {
    const { session, callsTo } = setup({
      'GET /a': protectedBy(),
      'GET /b': protectedBy(),
      'POST /c': protectedBy(),
      'POST /auth/jwt/refresh/': rotates(20),
    });

    const results = await Promise.all([
      session.api.get('/a'),
      session.api.get('/b'),
      session.api.post('/c', { x: 1 }),
    ]);

    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(1);
    for (const path of ['/a', '/b']) expect(callsTo('GET', path)).toHaveLength(2);
  });

  it('when a 401 comes back after another request already refreshed, then it retries with the new token without refreshing again', async () => {
    let answerSlowRequest: () => void = () => undefined;
    const { session, callsTo } = setup({
      'GET /fast': protectedBy(),
      'GET /slow': ({ authorization }) =>
        authorization === `JWT ${NEW_ACCESS}`
          ? json({ ok: 'slow' })
          : new Promise((resolve) => (answerSlowRequest = () => resolve(unauthorized()))),
      'POST /auth/jwt/refresh/': rotates(),
    });

    const slow = session.api.get('/slow');
    await session.api.get('/fast'); // 401, refresh, retry: done while /slow is still out with the old token
    answerSlowRequest();

    await expect(slow).resolves.toEqual({ ok: 'slow' });
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(1);
  });

  it('when the retry answers 401 too, then the request fails with 401 and nothing is refreshed again (no loop)', async () => {
    const { session, callsTo } = setup({
      'GET /api/orders/1/': unauthorized,
      'POST /auth/jwt/refresh/': rotates(),
    });

    await expect(session.api.get('/api/orders/1/')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET', '/api/orders/1/')).toHaveLength(2);
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(1);
  });
});

describe('the session: a failed refresh signs out', () => {
  it('when identity refuses the refresh token, then both tokens are removed, the request fails with 401 and everyone hears about it', async () => {
    const { session, storage, changes, callsTo } = setup({
      'GET /auth/users/me/': unauthorized,
      'POST /auth/jwt/refresh/': unauthorized,
    });
    const listener = jest.fn();
    session.store.subscribe(listener);

    await expect(session.api.get('/auth/users/me/')).rejects.toMatchObject({ status: 401 });

    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(session.store.getSnapshot().signedIn).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([{ signedIn: false, username: null }]);
    // The refused refresh itself was not refreshed or retried.
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(1);
    expect(callsTo('GET', '/auth/users/me/')).toHaveLength(1);
  });

  it('when there is no refresh token, then nothing is sent to identity and the rejected access token is removed', async () => {
    const storage = new FakeStorage();
    storage.setItem('access_token', OLD_ACCESS);
    const { session, callsTo } = setup({ 'GET /x': unauthorized }, storage);

    await expect(session.api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(0);
    expect(storage.items.size).toBe(0);
  });

  it('when the refresh token has expired, then it is not sent and both tokens are removed', async () => {
    const storage = signedInStorage(OLD_ACCESS, refreshToken('id-ada', -10));
    const { session, callsTo } = setup({ 'GET /x': unauthorized }, storage);

    await expect(session.api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(0);
    expect(storage.items.size).toBe(0);
  });

  it('when identity cannot be reached for the refresh, then the tokens are kept (the refresh token may still be good) and the request fails', async () => {
    const { session, storage } = setup({
      'GET /x': unauthorized,
      'POST /auth/jwt/refresh/': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await expect(session.api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('refresh_token')).toBe(OLD_REFRESH);
    expect(session.store.getSnapshot().signedIn).toBe(true);
  });

  it('when identity answers the refresh with a server error, then the tokens are kept too', async () => {
    const { session, storage } = setup({
      'GET /x': unauthorized,
      'POST /auth/jwt/refresh/': () => json({ title: 'Service Unavailable', status: 503 }, 503),
    });
    await expect(session.api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('access_token')).toBe(OLD_ACCESS);
  });

  it('when the refresh answer holds no tokens, then both tokens are removed (the refresh token was spent)', async () => {
    const { session, storage } = setup({
      'GET /x': unauthorized,
      'POST /auth/jwt/refresh/': () => json({ nope: true }),
    });
    await expect(session.api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(storage.items.size).toBe(0);
  });
});

describe('the session: refreshing across tabs', () => {
  it('when another tab refreshed while this one waited for the lock, then its new tokens are used and the spent refresh token is not sent again', async () => {
    const storage = signedInStorage();
    // The lock is busy: another tab is refreshing. When it is released, that tab has stored a new pair.
    const lock: LockRunner = async (_name, task) => {
      storage.setItem('access_token', NEW_ACCESS);
      storage.setItem('refresh_token', NEW_REFRESH);
      return task();
    };
    const { session, callsTo } = setup(
      { 'GET /x': protectedBy(), 'POST /auth/jwt/refresh/': rotates() },
      storage,
      { lock },
    );

    await expect(session.api.get('/x')).resolves.toEqual({ ok: true });
    expect(callsTo('POST', '/auth/jwt/refresh/')).toHaveLength(0);
  });

  it('when another tab signs in or out, then this tab’s state follows (storage event) and session:changed is sent', () => {
    const storage = new FakeStorage();
    const { session, events, changes } = setup({}, storage);
    const before = session.store.getSnapshot();
    expect(before.signedIn).toBe(false);

    storage.setItem('access_token', accessToken('grace'));
    storage.setItem('refresh_token', refreshToken('id-grace'));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'refresh_token' }));
    expect(session.store.getSnapshot()).toMatchObject({ signedIn: true, username: 'grace' });

    storage.items.clear();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(session.store.getSnapshot().signedIn).toBe(false);
    expect(changes).toEqual([
      { signedIn: true, username: 'grace' },
      { signedIn: false, username: null },
    ]);
  });

  it('when storage events concern other keys, then nothing changes and the snapshot stays the same object', () => {
    const { session, events, changes } = setup({});
    const before = session.store.getSnapshot();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'basket' }));
    expect(session.store.getSnapshot()).toBe(before);
    expect(changes).toEqual([]);
  });
});

describe('the session: sign in, register, sign out', () => {
  it('when signing in, then both tokens are stored under access_token and refresh_token and the state has the claims', async () => {
    const staffAccess = accessToken('grace', 600, { is_staff: true, is_superuser: true });
    const { session, storage, calls, changes } = setup(
      { 'POST /auth/jwt/create/': () => json({ access: staffAccess, refresh: NEW_REFRESH }) },
      new FakeStorage(),
    );

    const state = await session.signIn('grace', 's3cret-pass');

    expect(calls[0]).toMatchObject({
      body: { username: 'grace', password: 's3cret-pass' },
      authorization: null,
    });
    expect(storage.getItem('access_token')).toBe(staffAccess);
    expect(storage.getItem('refresh_token')).toBe(NEW_REFRESH);
    expect(state).toEqual({
      signedIn: true,
      userId: 'id-grace',
      username: 'grace',
      isStaff: true,
      isSuperuser: true,
      isAdmin: true,
    });
    expect(changes).toEqual([{ signedIn: true, username: 'grace' }]);
  });

  it('when the credentials are wrong, then signIn rejects with the 401 and nothing is stored or refreshed', async () => {
    const { session, storage, calls } = setup({ 'POST /auth/jwt/create/': unauthorized }, new FakeStorage());
    const error = await session.signIn('ada', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storage.items.size).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('when sign-in is throttled, then the ApiError says how long to wait (Retry-After)', async () => {
    const { session } = setup(
      {
        'POST /auth/jwt/create/': () =>
          json({ title: 'Too Many Requests', status: 429 }, 429, { 'Retry-After': '300' }),
      },
      new FakeStorage(),
    );
    await expect(session.signIn('ada', 'x')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 300 });
  });

  it('when registering, then the five fields are posted without a token and the new user is returned', async () => {
    const user = { id: 'u9', username: 'ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' };
    const { session, calls } = setup({ 'POST /auth/users/': () => json(user, 201) });
    const registration = { ...user, password: 'correct horse' } as Record<string, string>;
    delete registration.id;

    await expect(
      session.register({
        username: 'ada',
        password: 'correct horse',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'L',
      }),
    ).resolves.toEqual(user);
    expect(calls[0]).toMatchObject({ body: registration, authorization: null });
  });

  it('when signing out, then identity is asked to revoke the refresh token, then both tokens are removed', async () => {
    const { session, storage, callsTo } = setup({
      'POST /auth/logout/': () => new Response(null, { status: 204 }),
    });

    await session.signOut();

    expect(callsTo('POST', '/auth/logout/')).toEqual([
      expect.objectContaining({ body: { refresh: OLD_REFRESH }, authorization: `JWT ${OLD_ACCESS}` }),
    ]);
    expect(storage.items.size).toBe(0);
    expect(session.store.getSnapshot().signedIn).toBe(false);
  });

  it('when identity cannot be reached on sign-out, then the tokens are removed anyway', async () => {
    const { session, storage } = setup({
      'POST /auth/logout/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await session.signOut();
    expect(storage.items.size).toBe(0);
  });

  it('when the current user is asked for, then GET /auth/users/me/ is sent with the token', async () => {
    const me = { id: 'id-ada', username: 'ada', first_name: 'Ada', is_staff: false, is_superuser: false };
    const { session, calls } = setup({ 'GET /auth/users/me/': () => json(me) });
    await expect(session.currentUser()).resolves.toEqual(me);
    expect(calls[0]?.authorization).toBe(`JWT ${OLD_ACCESS}`);
  });
});

describe('the session state', () => {
  it('when the access token has expired but the refresh token is usable, then the visitor is still signed in', () => {
    const state = sessionStateOf({ access: accessToken('ada', -60), refresh: OLD_REFRESH }, NOW);
    expect(state).toMatchObject({ signedIn: true, username: 'ada', userId: 'id-ada' });
  });

  it('when both tokens have expired, then the visitor is signed out', () => {
    const state = sessionStateOf(
      { access: accessToken('ada', -60), refresh: refreshToken('id-ada', -1) },
      NOW,
    );
    expect(state.signedIn).toBe(false);
  });

  it('when staff but not superuser, then not an admin', () => {
    const state = sessionStateOf({ access: accessToken('sam', 600, { is_staff: true }), refresh: null }, NOW);
    expect(state).toMatchObject({ signedIn: true, isStaff: true, isSuperuser: false, isAdmin: false });
  });

  it('when localStorage refuses writes, then the tokens are kept in memory for this page', async () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const server = fakeServer({
      'POST /auth/jwt/create/': () => json({ access: OLD_ACCESS, refresh: OLD_REFRESH }),
    });
    const session = createSession({ fetch: server.fetch, storage: () => broken, now: () => NOW });
    await session.signIn('ada', 'pw');
    expect(session.store.tokens()).toEqual({ access: OLD_ACCESS, refresh: OLD_REFRESH });
    expect(session.store.getSnapshot().signedIn).toBe(true);
  });
});
