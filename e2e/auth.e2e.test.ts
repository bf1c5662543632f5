import type { Page } from 'playwright-core';
import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import {
  fillRegistration,
  jwtClaims,
  logIn,
  newTestUser,
  putTokens,
  recordAuthRequests,
  refreshStatus,
  registerThroughApi,
  storedTokens,
  tokensThroughApi,
  withClaims,
  type TestUser,
} from './support/identity';

const site = useSiteInBrowser();

/**
 * On /join-now/plans/, signed out: waits for the plan's price, presses Select Plan and waits for the spec's
 * 'Get Started' registration form.
 */
async function startRegistration(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
  const summary = page.getByTestId('plan-summary');
  await summary.getByTestId('price-total').waitFor();
  await summary.getByRole('button', { name: 'Select Plan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
}

const banner = (page: Page) => page.getByRole('banner');

/** Opens a page of the site signed in as `user` (tokens from identity, as a sign-in would store them). */
async function openSignedIn(user: TestUser, path: string, viewport?: { width: number; height: number }) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(`${site.stack.baseUrl}/meals`);
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, user));
  await opened.page.goto(`${site.stack.baseUrl}${path}`);
  return opened;
}

describe('registering through /join-now/plans/', () => {
  it('when a visitor fills in the Get Started form, then they are registered, signed in and sent on to choose meals', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    const user = newTestUser('reg');
    const auth = recordAuthRequests(page);
    await page.goto(`${site.stack.baseUrl}/join-now/plans/`);
    await startRegistration(page);
    expect(await page.title()).toBe('Start your plan | Mealbox');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href'),
    ).resolves.toBe('/login?next=/join-now/plans/');
    await screenshot(page, 'register-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await fillRegistration(page, user);

    // On to choose meals (the next purchase step), signed in.
    await page.waitForURL(`${site.stack.baseUrl}/join-now/meals/`);
    await banner(page).getByText(user.username).waitFor();
    expect(auth.slice(0, 2)).toEqual(['POST /auth/users/', 'POST /auth/jwt/create/']);
    const tokens = await storedTokens(page);
    expect(jwtClaims(tokens.access ?? '')).toMatchObject({ username: user.username, typ: 'access' });
    expect(jwtClaims(tokens.refresh ?? '')).toMatchObject({ typ: 'refresh' });
    await expect(banner(page).getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a required field is empty or the email is not an email, then nothing is sent and the fields say why', async () => {
    const { page, context } = await openPage(site.browser);
    const auth = recordAuthRequests(page);
    await page.goto(`${site.stack.baseUrl}/plan`);
    await page.waitForURL(`${site.stack.baseUrl}/join-now/plans/`);
    await startRegistration(page);
    await fillRegistration(page, { ...newTestUser(), first_name: '', email: 'ada@example' });

    await page.getByText('Enter your first name').waitFor();
    await page.getByText('Enter an email address in the correct format, like name@example.com').waitFor();
    await expect(page.getByLabel('First name').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await page.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(auth).toEqual([]);
    await context.close();
  });

  it('when the username is taken, then an alert titled Registration failed lists each field: messages from identity', async () => {
    const taken = newTestUser('taken');
    await registerThroughApi(site.stack.baseUrl, taken);
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/join-now/plans/`);
    await startRegistration(page);

    await fillRegistration(page, { ...newTestUser(), username: taken.username });

    const alert = page.getByRole('alert').filter({ hasText: 'Registration failed' });
    await alert.waitFor();
    const lines = await alert.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^username: .*already exists/i);
    await expect(page.getByLabel('Username').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await screenshot(page, 'register-taken-1280');
    await context.close();
  });

  it('when opened on a phone, then the form fits the screen', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(`${site.stack.baseUrl}/join-now/plans/`);
    await startRegistration(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'register-390', { fullPage: true });
    await context.close();
  });
});

describe('signing in and out', () => {
  const user = newTestUser('ada');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, user));

  it('when a customer signs out, then identity revokes the refresh token, both tokens are gone and the homepage offers Log in', async () => {
    const { page, context } = await openSignedIn(user, '/meals');
    await banner(page).getByText(user.username).waitFor();
    const { refresh } = await storedTokens(page);

    await banner(page).getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL(`${site.stack.baseUrl}/`);
    await banner(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await banner(page).getByText(user.username).count()).toBe(0);
    // The button that had focus is gone: focus moves to the page and the change is announced.
    await page.getByRole('status').filter({ hasText: 'You’ve signed out.' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    expect(await refreshStatus(site.stack.baseUrl, refresh ?? '')).toBe(401);
    await context.close();
  });

  it('when the password is wrong, then the spec’s message shows and nothing is stored', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in to Mealbox' }).waitFor();
    expect(await page.title()).toBe('Log in | Mealbox');

    await logIn(page, user.username, 'not-the-password');

    await page.getByRole('alert').getByText('Login failed, check your username/password').waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await screenshot(page, 'login-failed-1280');
    await context.close();
  });

  it('when a customer signs in at /login?next=, then they land on that page, signed in', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/login?next=/join-now/plans/`);
    await page.getByRole('heading', { level: 1, name: 'Log in to Mealbox' }).waitFor();
    await expect(page.getByRole('link', { name: 'Start your plan' }).getAttribute('href')).resolves.toBe(
      '/join-now/plans/',
    );
    await screenshot(page, 'login-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // The password can be shown and hidden again.
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await password.fill(user.password);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');

    await logIn(page, user.username, user.password);

    await page.waitForURL(`${site.stack.baseUrl}/join-now/plans/`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByTestId('plan-greeting').getByText('Welcome, Ada').waitFor();
    await banner(page).getByText(user.username).waitFor();
    expect(jwtClaims((await storedTokens(page)).access ?? '').username).toBe(user.username);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when ?next= points at another site, then signing in stays on Mealbox', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/login?next=//evil.example/steal`);
    await logIn(page, user.username, user.password);
    await page.waitForURL(`${site.stack.baseUrl}/`);
    await context.close();
  });

  it('when signed in on a phone, then the menu shows who is signed in and signs out', async () => {
    const { page, context } = await openSignedIn(user, '/meals', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(user.username).waitFor();
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.waitForTimeout(300); // let the sheet finish sliding in
    await screenshot(page, 'mobile-menu-signed-in-390');

    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/`);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('keeping the session alive', () => {
  const user = newTestUser('grace');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, user));

  it('when the access token has expired, then the next call refreshes once, succeeds, and new tokens are stored', async () => {
    const { page, context } = await openSignedIn(user, '/meals');
    await banner(page).getByText(user.username).waitFor();
    const before = await storedTokens(page);
    // An access token whose exp has passed (its signature no longer matches, so identity refuses it too).
    const expired = withClaims(before.access ?? '', { exp: Math.floor(Date.now() / 1000) - 60 });
    await putTokens(page, { access: expired });
    const auth = recordAuthRequests(page);

    // The signed-in plan page asks identity who the customer is (GET /auth/users/me/).
    await page.goto(`${site.stack.baseUrl}/join-now/plans/`);

    await page.getByTestId('plan-greeting').getByText('Welcome, Ada').waitFor();
    expect(auth).toEqual(['GET /auth/users/me/', 'POST /auth/jwt/refresh/', 'GET /auth/users/me/']);
    const after = await storedTokens(page);
    expect(after.access).not.toBe(expired);
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).not.toBe(before.refresh);
    expect(jwtClaims(after.access ?? '').username).toBe(user.username);
    // Refresh tokens rotate: the old one has been spent.
    expect(await refreshStatus(site.stack.baseUrl, before.refresh ?? '')).toBe(401);
    await context.close();
  });

  it('when the refresh token is refused too, then both tokens are removed and the visitor is signed out', async () => {
    const { page, context } = await openSignedIn(user, '/meals');
    await banner(page).getByText(user.username).waitFor();
    const tokens = await storedTokens(page);
    // Spend the refresh token elsewhere, so the one the page holds has been used.
    expect(await refreshStatus(site.stack.baseUrl, tokens.refresh ?? '')).toBe(200);
    await putTokens(page, { access: withClaims(tokens.access ?? '', { jti: 'tampered' }) });
    const auth = recordAuthRequests(page);

    await page.goto(`${site.stack.baseUrl}/join-now/plans/`);

    // Refused: signed out, so the page offers registration as the next step and the bar no longer shows the
    // account.
    await page.waitForFunction(() => localStorage.getItem('access_token') === null);
    await page
      .getByTestId('plan-summary')
      .getByText('Next, create your account. Then choose your meals.')
      .waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    expect(auth.filter((call) => call === 'POST /auth/jwt/refresh/')).toHaveLength(1);
    expect(await banner(page).getByText(user.username).count()).toBe(0);
    await context.close();
  });
});
