import type { LoaderFunctionArgs } from '@mealbox/web-kit/router';
import { adminGuard, customerGuard, guardLoader } from './guards';
import { redirectLoader } from './redirects';

const NOW = Date.UTC(2025, 2, 4, 12, 0, 0);
const at = (seconds: number) => Math.floor(NOW / 1000) + seconds;

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'EdDSA' })}.${encode(payload)}.sig`;
}
const access = (expiresIn: number, claims: Record<string, unknown> = {}) =>
  jwt({ sub: 'u1', username: 'ada', typ: 'access', exp: at(expiresIn), ...claims });
const refresh = (expiresIn: number) => jwt({ sub: 'u1', typ: 'refresh', exp: at(expiresIn) });
const ADMIN = { is_staff: true, is_superuser: true };

/** What the router passes a loader for a navigation to `url`. */
const loaderArgs = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: new URL(url).pathname,
  params: {},
  context: undefined,
});

describe('the customer guard', () => {
  it('when the access token has not expired, then the customer goes in', () => {
    expect(customerGuard({ access: access(300), refresh: null }, '/join-now/meals/', NOW)).toEqual({
      allow: true,
    });
  });

  it('when the access token has expired but the refresh token is usable, then the customer goes in', () => {
    expect(customerGuard({ access: access(-300), refresh: refresh(3600) }, '/cart/1', NOW)).toEqual({
      allow: true,
    });
  });

  it('when only a usable refresh token is left, then the customer goes in', () => {
    expect(customerGuard({ access: null, refresh: refresh(60) }, '/cart/1', NOW).allow).toBe(true);
  });

  it('when both tokens have expired, then to /login, remembering the page', () => {
    expect(customerGuard({ access: access(-1), refresh: refresh(-1) }, '/join-now/meals/', NOW)).toEqual({
      allow: false,
      redirectTo: '/login?next=/join-now/meals/',
    });
  });

  it('when there are no tokens, or only unreadable ones, then to /login with the page and its query', () => {
    expect(customerGuard({ access: null, refresh: null }, '/cart/42?x=1', NOW)).toEqual({
      allow: false,
      redirectTo: '/login?next=/cart/42%3Fx%3D1',
    });
    expect(customerGuard({ access: 'junk', refresh: 'junk' }, '/existing-details', NOW)).toEqual({
      allow: false,
      redirectTo: '/login?next=/existing-details',
    });
  });
});

describe('the admin guard', () => {
  it('when not signed in, then to /manage, remembering the page', () => {
    expect(adminGuard({ access: null, refresh: null }, '/manage-orders', NOW)).toEqual({
      allow: false,
      redirectTo: '/manage?next=/manage-orders',
    });
    expect(
      adminGuard({ access: access(-5, ADMIN), refresh: refresh(-5) }, '/manage-users?page=2', NOW),
    ).toEqual({ allow: false, redirectTo: '/manage?next=/manage-users%3Fpage%3D2' });
  });

  it('when signed in as a customer, then to /', () => {
    expect(adminGuard({ access: access(300), refresh: refresh(3600) }, '/manage-dashboard', NOW)).toEqual({
      allow: false,
      redirectTo: '/',
    });
  });

  it('when staff but not superuser (or superuser but not staff), then to /', () => {
    for (const claims of [{ is_staff: true }, { is_superuser: true }]) {
      expect(adminGuard({ access: access(300, claims), refresh: null }, '/manage-users', NOW)).toEqual({
        allow: false,
        redirectTo: '/',
      });
    }
  });

  it('when staff and superuser, then in (also while the access token awaits its refresh)', () => {
    expect(adminGuard({ access: access(300, ADMIN), refresh: null }, '/manage-users', NOW).allow).toBe(true);
    expect(adminGuard({ access: access(-60, ADMIN), refresh: refresh(600) }, '/manage', NOW).allow).toBe(
      true,
    );
  });
});

describe('the guard loader', () => {
  const run = (loader: ReturnType<typeof guardLoader>, url: string) =>
    Promise.resolve()
      .then(() => loader(loaderArgs(url)))
      .catch((thrown: unknown) => thrown);

  it('when the guard refuses, then it throws a redirect to where the guard says, with the page in ?next=', async () => {
    const loader = guardLoader(
      'customer',
      () => ({ access: null, refresh: null }),
      () => NOW,
    );
    const thrown = (await run(loader, 'https://mealbox.test/join-now/meals/?plan=8')) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/login?next=/join-now/meals/%3Fplan%3D8');
  });

  it('when the admin guard refuses a visitor who is not signed in, then it redirects to /manage?next=', async () => {
    const loader = guardLoader(
      'admin',
      () => ({ access: null, refresh: null }),
      () => NOW,
    );
    const thrown = (await run(loader, 'https://mealbox.test/manage-users')) as Response;
    expect(thrown.headers.get('Location')).toBe('/manage?next=/manage-users');
  });

  it('when the guard allows, then the page loads', async () => {
    const loader = guardLoader(
      'customer',
      () => ({ access: access(300), refresh: null }),
      () => NOW,
    );
    await expect(run(loader, 'https://mealbox.test/join-now/meals/')).resolves.toBeNull();
  });
});

describe('the shell redirects', () => {
  it('when /plan is opened, then it redirects to /join-now/plans/ keeping the query', async () => {
    const thrown = await Promise.resolve()
      .then(() => redirectLoader('/join-now/plans/')(loaderArgs('https://mealbox.test/plan?ref=menu')))
      .catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/join-now/plans/?ref=menu');
  });
});
