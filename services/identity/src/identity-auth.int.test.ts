import { createHash } from 'node:crypto';
import { TOPICS, registeredUserSchema, tokenPairSchema, userRegisteredSchema } from '@mealbox/contracts';
import { createAccessTokenVerifier, createKafkaEventBus, publicKeysFromJwks } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import { createPasswordHasher } from './domain/password-hasher';
import type { PasswordHasher, ScryptParams } from './domain/password-hasher';
import { bearer, clientAddress, logger, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

/** Cheap parameters: this test is about which check runs, not its cost. */
const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64, saltLength: 16 };

const NO_ACCOUNT = 'No active account found with the given credentials.';

describe('identity sign-up, sign-in and tokens on the real MongoDB-wire server and Kafka', () => {
  let t: TestIdentity;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-auth-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers]);
    recorder = await recordTopic(bus, TOPICS.identityUsers);
    t = await startTestIdentity();
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await t.stop();
  });

  const userCount = () => t.identity.admin.users.countDocuments();
  const register = (body: unknown) => t.api.post('/auth/users/').send(body as object);
  async function registered(overrides: Record<string, unknown> = {}) {
    const body = newCustomer(overrides);
    const res = await register(body);
    expect(res.status).toBe(201);
    return { ...body, id: res.body.id as string };
  }
  const signIn = (username: string, password: string, address = clientAddress()) =>
    t.api.post('/auth/jwt/create/').set(address).send({ username, password });
  async function tokensFor(user: { username: string; password: string }) {
    const res = await signIn(user.username, user.password);
    expect(res.status).toBe(200);
    return tokenPairSchema.parse(res.body);
  }

  describe('registration', () => {
    it('when all five fields are valid, then 201 answers the user without any password or hash', async () => {
      const body = newCustomer({ email: 'Mixed.Case@Example.CO.UK'.replace('Mixed', `M${Date.now()}`) });
      const res = await register(body);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'username']);
      expect(registeredUserSchema.strict().parse(res.body)).toMatchObject({
        username: body.username,
        email: body.email.toLowerCase(),
        first_name: 'Ada',
        last_name: 'Lovelace',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
      const stored = await t.identity.admin.users.findById(res.body.id).lean();
      expect(stored?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect(stored).toMatchObject({ isActive: true, isStaff: false, isSuperuser: false });
    });

    it('when a user registers, then UserRegistered (no password) arrives on identity.users.v1 keyed by the user id', async () => {
      const user = await registered();
      const message = await eventually('UserRegistered for the new user', () =>
        recorder.messages.find(
          (m) => m.key === user.id && JSON.parse(m.value ?? '{}').type === 'UserRegistered',
        ),
      );
      const event = JSON.parse(message.value ?? '{}');
      expect(event).toMatchObject({ producer: 'identity', version: 1 });
      expect(userRegisteredSchema.strict().parse(event.data)).toEqual({
        userId: user.id,
        username: user.username,
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isStaff: false,
        registeredAt: expect.any(String),
      });
      expect(message.value).not.toMatch(/password|scrypt/i);
    });

    const required = ['This field is required.'];
    const badBodies: Array<[string, unknown, Record<string, string[]>]> = [
      [
        'an empty body',
        {},
        {
          username: required,
          password: required,
          email: required,
          first_name: required,
          last_name: required,
        },
      ],
      ['a missing email', { ...newCustomer(), email: undefined }, { email: required }],
      ['a bad email', newCustomer({ email: 'not-an-email' }), { email: ['Enter a valid email address.'] }],
      [
        'a query operator as the username',
        newCustomer({ username: { $ne: null } }),
        { username: ['Not a valid string.'] },
      ],
      [
        'unknown fields (privilege escalation)',
        newCustomer({ is_staff: true, is_superuser: true }),
        { is_staff: ['This field is not allowed.'], is_superuser: ['This field is not allowed.'] },
      ],
      [
        'over-long strings',
        newCustomer({ username: 'u'.repeat(151), first_name: 'f'.repeat(151), last_name: 'l'.repeat(151) }),
        {
          username: ['Ensure this field has no more than 150 characters.'],
          first_name: ['Ensure this field has no more than 150 characters.'],
          last_name: ['Ensure this field has no more than 150 characters.'],
        },
      ],
      [
        'wrong types',
        newCustomer({ password: 12345678, first_name: ['Ada'], last_name: true }),
        {
          password: ['Not a valid string.'],
          first_name: ['Not a valid string.'],
          last_name: ['Not a valid string.'],
        },
      ],
      [
        'a username with spaces',
        newCustomer({ username: 'ada lovelace' }),
        {
          username: [
            'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
          ],
        },
      ],
      [
        'a short password',
        newCustomer({ password: 'k7#q' }),
        { password: ['This password is too short. It must contain at least 8 characters.'] },
      ],
      [
        'an all-digit password',
        newCustomer({ password: '83920174' }),
        { password: ['This password is entirely numeric.'] },
      ],
      [
        'a password containing the username',
        newCustomer({ username: 'grace.h', password: 'xGRACE.Hx-2025' }),
        { password: ['The password is too similar to the username.'] },
      ],
      [
        'an over-long password',
        newCustomer({ password: 'p4'.repeat(65) }),
        { password: ['Ensure this field has no more than 128 characters.'] },
      ],
    ];
    it.each(badBodies)(
      'when the body has %s, then 400 names each field and no user is created',
      async (_, body, errors) => {
        const before = await userCount();
        const res = await register(body);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.errors).toEqual(errors);
        expect(await userCount()).toBe(before);
      },
    );

    it('when the body is not JSON or is an array, then 400 and nothing is created', async () => {
      const before = await userCount();
      expect(
        (await t.api.post('/auth/users/').set('Content-Type', 'application/json').send('{"user')).status,
      ).toBe(400);
      expect((await register([newCustomer()])).status).toBe(400);
      expect(await userCount()).toBe(before);
    });

    it('when the username (in any case) or the email is taken, then 400 says which and nothing is created', async () => {
      const first = await registered();
      const before = await userCount();
      const sameName = await register(newCustomer({ username: first.username.toUpperCase() }));
      expect(sameName.status).toBe(400);
      expect(sameName.body.errors).toEqual({ username: ['A user with that username already exists.'] });
      const sameEmail = await register(newCustomer({ email: first.email.toUpperCase() }));
      expect(sameEmail.body.errors).toEqual({ email: ['A user with that email already exists.'] });
      const both = await register(newCustomer({ username: first.username, email: first.email }));
      expect(Object.keys(both.body.errors).sort()).toEqual(['email', 'username']);
      expect(await userCount()).toBe(before);
    });

    it('when the same registration races itself, then exactly one account is created', async () => {
      const body = newCustomer();
      const answers = await Promise.all([register(body), register(body), register(body)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400]);
      expect(await t.identity.admin.users.countDocuments({ usernameKey: body.username.toLowerCase() })).toBe(
        1,
      );
    });
  });

  describe('sign-in', () => {
    it('when the credentials are right, then 200 gives ES256 access and refresh JWTs and last_login is set', async () => {
      const user = await registered();
      const { access, refresh } = await tokensFor(user);
      const decode = (token: string, part: number) =>
        JSON.parse(Buffer.from(token.split('.')[part] ?? '', 'base64url').toString());
      expect(decode(access, 0)).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
      const claims = decode(access, 1);
      expect(claims).toMatchObject({
        sub: user.id,
        username: user.username,
        is_staff: false,
        is_superuser: false,
        typ: 'access',
        iss: 'mealbox-identity',
        aud: 'mealbox',
      });
      expect(claims.exp - claims.iat).toBe(600);
      const refreshClaims = decode(refresh, 1);
      expect(refreshClaims).toMatchObject({ sub: user.id, typ: 'refresh', fam: expect.any(String) });
      expect(refreshClaims.exp - refreshClaims.iat).toBe(14 * 24 * 3600);
      expect((await t.identity.admin.logins.findById(user.id).lean())?.lastLogin).toBeInstanceOf(Date);
    });

    it('when the username differs only in case, then sign-in still works', async () => {
      const user = await registered();
      expect((await signIn(user.username.toUpperCase(), user.password)).status).toBe(200);
    });

    it('when the user is unknown or the password wrong, then both get the same 401 message', async () => {
      const user = await registered();
      const wrong = await signIn(user.username, 'not-the-password');
      const unknown = await signIn('nobody-by-this-name', 'not-the-password');
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body).toMatchObject({ status: 401, detail: NO_ACCOUNT });
      }
      expect(wrong.body.title).toBe(unknown.body.title);
    });

    it('when the user is unknown, then sign-in still runs a full scrypt check (against the dummy hash)', async () => {
      // Timing is not asserted (too noisy on a shared machine); instead the hasher records which check ran.
      const real = createPasswordHasher(FAST_SCRYPT);
      const checks: string[] = [];
      const hasher: PasswordHasher = {
        hash: real.hash,
        verify: (password, stored) => (checks.push('verify'), real.verify(password, stored)),
        verifyDummy: (password) => (checks.push('dummy'), real.verifyDummy(password)),
      };
      const own = await startTestIdentity({}, { hasher });
      try {
        const known = newCustomer();
        expect((await own.api.post('/auth/users/').send(known)).status).toBe(201);
        const signInOwn = (username: string) =>
          own.api
            .post('/auth/jwt/create/')
            .set(clientAddress())
            .send({ username, password: 'not-the-password' });
        expect((await signInOwn('someone-unknown')).status).toBe(401);
        expect((await signInOwn(known.username)).status).toBe(401);
        expect(checks).toEqual(['dummy', 'verify']);
      } finally {
        await own.stop();
      }
    });

    const badSignIns: Array<[string, (user: { username: string }) => unknown, Record<string, string[]>]> = [
      [
        'an empty body',
        () => ({}),
        { username: ['This field is required.'], password: ['This field is required.'] },
      ],
      ['no password', ({ username }) => ({ username }), { password: ['This field is required.'] }],
      ['no username', () => ({ password: 'plum-tart-on-sunday' }), { username: ['This field is required.'] }],
      [
        'a query operator as the username and an unknown field',
        () => ({ username: { $gt: '' }, password: 'x', extra: 1 }),
        { username: ['Not a valid string.'], extra: ['This field is not allowed.'] },
      ],
      [
        'a query operator as the password',
        ({ username }) => ({ username, password: { $ne: null } }),
        { password: ['Not a valid string.'] },
      ],
      [
        'an over-long username',
        () => ({ username: 'u'.repeat(151), password: 'plum-tart-on-sunday' }),
        { username: ['Ensure this field has no more than 150 characters.'] },
      ],
      [
        'an over-long (pasted) password',
        ({ username }) => ({ username, password: 'p4'.repeat(65) }),
        { password: ['Ensure this field has no more than 128 characters.'] },
      ],
      [
        'wrong types',
        () => ({ username: 12345, password: ['plum-tart-on-sunday'] }),
        { username: ['Not a valid string.'], password: ['Not a valid string.'] },
      ],
      [
        'blank strings',
        () => ({ username: '', password: '' }),
        { username: ['This field may not be blank.'], password: ['This field may not be blank.'] },
      ],
    ];
    it.each(badSignIns)(
      'when the sign-in body has %s, then 400 names each field and nothing is counted or recorded',
      async (_, body, errors) => {
        const user = await registered();
        const address = clientAddress();
        // More tries than the account's limit of 5: none may count as a failed sign-in.
        for (let i = 0; i < 6; i++) {
          const res = await t.api
            .post('/auth/jwt/create/')
            .set(address)
            .send(body(user) as object);
          expect(res.status).toBe(400);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.body.errors).toEqual(errors);
          expect(res.body).not.toHaveProperty('access');
        }
        expect(await t.identity.admin.logins.exists({ _id: user.id })).toBeNull();
        expect((await signIn(user.username, user.password, address)).status).toBe(200);
      },
    );

    it('when one address fails 5 times on an account, then it waits (429 with Retry-After, even with the right password) while the owner elsewhere signs in', async () => {
      const user = await registered();
      const guesser = clientAddress();
      for (let i = 0; i < 5; i++)
        expect((await signIn(user.username, `wrong-${i}-password`, guesser)).status).toBe(401);
      const blocked = await signIn(user.username, user.password, guesser);
      expect(blocked.status).toBe(429);
      expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(blocked.body.detail).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      // the owner, from an address that has not failed, is unaffected
      expect((await signIn(user.username, user.password, clientAddress())).status).toBe(200);
    });

    it('when a parallel burst of guesses hits one account from one address, then only 5 are checked and the rest get 429', async () => {
      const user = await registered();
      const guesser = clientAddress();
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) => signIn(user.username, `burst-${i}-guess`, guesser)),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
    });

    it('when a successful sign-in follows some failures, then that address starts again from 5 free tries', async () => {
      const user = await registered();
      const address = clientAddress();
      for (let i = 0; i < 4; i++) await signIn(user.username, `wrong-${i}-password`, address);
      expect((await signIn(user.username, user.password, address)).status).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await signIn(user.username, `again-${i}-wrong`, address)).status).toBe(401);
      expect((await signIn(user.username, user.password, address)).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('when a refresh token is used, then a new pair comes back and the old refresh token is spent', async () => {
      const user = await registered();
      const first = await tokensFor(user);
      const rotated = await t.api.post('/auth/jwt/refresh/').send({ refresh: first.refresh });
      expect(rotated.status).toBe(200);
      const second = tokenPairSchema.parse(rotated.body);
      expect(second.refresh).not.toBe(first.refresh);
      expect((await t.api.get('/auth/users/me/').set(bearer(second.access))).status).toBe(200);
      // stored only as a hash of the jti, never the token or the jti itself
      const jti = JSON.parse(Buffer.from(first.refresh.split('.')[1] ?? '', 'base64url').toString()).jti;
      const stored = await t.identity.admin.tokens.refreshTokens
        .findById(createHash('sha256').update(jti).digest('hex'))
        .lean();
      expect(stored).toMatchObject({ status: 'rotated', userId: user.id, parent: `root:${stored?.family}` });
      expect(await t.identity.admin.tokens.refreshTokens.exists({ _id: jti })).toBeNull();
    });

    it('when a rotated refresh token is reused, then 401 and its whole family is revoked (the newest token fails too)', async () => {
      const user = await registered();
      const first = await tokensFor(user);
      const second = (await t.api.post('/auth/jwt/refresh/').send({ refresh: first.refresh })).body;
      const third = (await t.api.post('/auth/jwt/refresh/').send({ refresh: second.refresh })).body;
      const reuse = await t.api.post('/auth/jwt/refresh/').send({ refresh: first.refresh });
      expect(reuse.status).toBe(401);
      expect(reuse.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await t.api.post('/auth/jwt/refresh/').send({ refresh: third.refresh })).status).toBe(401);
      const family = JSON.parse(Buffer.from(first.refresh.split('.')[1] ?? '', 'base64url').toString()).fam;
      expect(await t.identity.admin.tokens.revokedFamilies.findById(family).lean()).toMatchObject({
        userId: user.id,
        reason: 'reuse',
      });
      const statuses = await t.identity.admin.tokens.refreshTokens.find({ family }).distinct('status');
      expect(statuses.sort()).toEqual(['revoked', 'rotated']);
      // another session of the same user is untouched
      const other = await tokensFor(user);
      expect((await t.api.post('/auth/jwt/refresh/').send({ refresh: other.refresh })).status).toBe(200);
    });

    it.each([2, 6])(
      'when the same refresh token is sent %i times at once, then it is spent once, the rest is reuse and the family ends',
      async (copies) => {
        const user = await registered();
        const { refresh } = await tokensFor(user);
        const answers = await Promise.all(
          Array.from({ length: copies }, () => t.api.post('/auth/jwt/refresh/').send({ refresh })),
        );
        const statuses = answers.map((res) => res.status);
        // Exactly one rotation inserts a successor; the others are reuse and revoke the family, so the winner's
        // answer is a 200 whose token is already dead, or a 401 if the revocation landed first.
        expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
        expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(copies - 1);
        const family = JSON.parse(Buffer.from(refresh.split('.')[1] ?? '', 'base64url').toString()).fam;
        expect(await t.identity.admin.tokens.refreshTokens.countDocuments({ family })).toBe(2);
        expect(await t.identity.admin.tokens.revokedFamilies.exists({ _id: family })).not.toBeNull();
        for (const winner of answers.filter((res) => res.status === 200)) {
          expect((await t.api.post('/auth/jwt/refresh/').send({ refresh: winner.body.refresh })).status).toBe(
            401,
          );
        }
      },
    );

    it('when refresh gets an access token, a forged or garbage token, then 401', async () => {
      const user = await registered();
      const { access, refresh } = await tokensFor(user);
      const [h, p] = refresh.split('.');
      for (const token of [access, 'garbage', `${h}.${p}.`, `${h}.${p}.${'A'.repeat(86)}`]) {
        const res = await t.api.post('/auth/jwt/refresh/').send({ refresh: token });
        expect(res.status).toBe(401);
      }
      expect((await t.api.post('/auth/jwt/refresh/').send({})).status).toBe(400);
    });

    const badTokenBodies: Array<[string, (refresh: string) => unknown, Record<string, string[]>]> = [
      ['no token', () => ({}), { refresh: ['This field is required.'] }],
      [
        'a query operator as the token',
        () => ({ refresh: { $ne: null } }),
        { refresh: ['Not a valid string.'] },
      ],
      [
        'an unknown field beside a valid token',
        (refresh) => ({ refresh, user: 'someone-else' }),
        { user: ['This field is not allowed.'] },
      ],
      ['a number as the token', () => ({ refresh: 12345 }), { refresh: ['Not a valid string.'] }],
      ['the token in an array', (refresh) => ({ refresh: [refresh] }), { refresh: ['Not a valid string.'] }],
      ['a blank token', () => ({ refresh: '' }), { refresh: ['This field may not be blank.'] }],
      [
        'an over-long token',
        (refresh) => ({ refresh: `${refresh}${'A'.repeat(4096)}` }),
        { refresh: ['Ensure this field has no more than 4096 characters.'] },
      ],
    ];
    it.each(
      ['/auth/jwt/refresh/', '/auth/logout/'].flatMap((path) =>
        badTokenBodies.map(([name, body, errors]) => [path, name, body, errors] as const),
      ),
    )(
      'when %s gets %s, then 400 names the field and the session is untouched',
      async (path, _, body, errors) => {
        const user = await registered();
        const { refresh } = await tokensFor(user);
        const family = JSON.parse(Buffer.from(refresh.split('.')[1] ?? '', 'base64url').toString()).fam;
        const res = await t.api.post(path).send(body(refresh) as object);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.errors).toEqual(errors);
        expect(await t.identity.admin.tokens.refreshTokens.find({ family }).distinct('status')).toEqual([
          'active',
        ]);
        expect(await t.identity.admin.tokens.revokedFamilies.exists({ _id: family })).toBeNull();
        expect((await t.api.post('/auth/jwt/refresh/').send({ refresh })).status).toBe(200);
      },
    );

    it('when the user signs out, then 204 and that refresh token no longer works', async () => {
      const user = await registered();
      const { refresh } = await tokensFor(user);
      expect((await t.api.post('/auth/logout/').send({ refresh })).status).toBe(204);
      expect((await t.api.post('/auth/jwt/refresh/').send({ refresh })).status).toBe(401);
      expect((await t.api.post('/auth/logout/').send({ refresh: 'garbage' })).status).toBe(401);
    });

    it('when /auth/users/me/ and /api/admin-check get a valid token, then they answer the user', async () => {
      const user = await registered();
      const { access } = await tokensFor(user);
      const me = await t.api.get('/auth/users/me/').set(bearer(access));
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        is_staff: false,
        is_superuser: false,
        date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      for (const path of ['/api/admin-check', '/api/admin-check/']) {
        const check = await t.api.get(path).set({ Authorization: `Bearer ${access}` });
        expect(check.status).toBe(200);
        expect(check.body).toEqual({ is_staff: false, is_superuser: false, id: user.id });
      }
    });

    it('when the token is missing, expired, tampered, unsigned (alg none) or a refresh token, then 401', async () => {
      const user = await registered();
      const { access, refresh } = await tokensFor(user);
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: user.id,
        username: user.username,
        is_staff: false,
        is_superuser: false,
        typ: 'access',
        iss: 'mealbox-identity',
        aud: 'mealbox',
        jti: 'x',
      };
      const expired = t.sign({ ...claims, iat: now - 1200, exp: now - 600 });
      const [header, , signature] = access.split('.');
      const escalated = Buffer.from(
        JSON.stringify({ ...claims, is_staff: true, is_superuser: true, iat: now, exp: now + 600 }),
      ).toString('base64url');
      const tampered = `${header}.${escalated}.${signature}`;
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${escalated}.`;
      const wrongAudience = t.sign({ ...claims, aud: 'someone-else', iat: now, exp: now + 600 });
      for (const path of ['/auth/users/me/', '/api/admin-check']) {
        expect((await t.api.get(path)).status).toBe(401);
        for (const token of [expired, tampered, none, refresh, wrongAudience]) {
          const res = await t.api.get(path).set(bearer(token));
          expect(res.status).toBe(401);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        }
      }
    });

    it('when the JWKS is fetched, then its P-256 key verifies the access tokens identity issues', async () => {
      const jwks = await t.api.get('/auth/jwks.json');
      expect(jwks.status).toBe(200);
      expect(jwks.body.keys).toEqual([
        {
          kty: 'EC',
          crv: 'P-256',
          x: expect.any(String),
          y: expect.any(String),
          kid: expect.any(String),
          alg: 'ES256',
          use: 'sig',
        },
      ]);
      expect(JSON.stringify(jwks.body)).not.toMatch(/"d"/);
      const verifier = createAccessTokenVerifier({
        jwksUrl: `http://127.0.0.1:${t.identity.port}/auth/jwks.json`,
      });
      const user = await registered();
      const { access } = await tokensFor(user);
      await expect(verifier.verify(access)).resolves.toEqual({
        id: user.id,
        username: user.username,
        isStaff: false,
        isSuperuser: false,
      });
      expect([...publicKeysFromJwks(jwks.body).keys()]).toEqual([jwks.body.keys[0].kid]);
    });
  });
});
