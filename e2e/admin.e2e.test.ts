import type { Page } from 'playwright-core';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/stack';
import {
  jwtClaims,
  newTestUser,
  putTokens,
  registerThroughApi,
  signInAtManage,
  storedTokens,
  tokensThroughApi,
  type TestUser,
} from './support/identity';

const site = useSiteInBrowser();

const customer = newTestUser('cust');
/** Registered, never signed in. */
const newcomer = newTestUser('new');
beforeAll(async () => {
  await registerThroughApi(site.stack.baseUrl, newcomer);
  await registerThroughApi(site.stack.baseUrl, customer);
});

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** Opens a page signed in as `user` (tokens from identity, as a sign-in would store them). */
async function openSignedIn(
  user: Pick<TestUser, 'username' | 'password'>,
  path: string,
  viewport: { width: number; height: number } = PHONE,
) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(url('/manage'));
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, user));
  await opened.page.goto(url(path));
  return opened;
}

/** The status identity gives a sign-in with these credentials (200: signed in). */
async function apiSignInStatus(user: TestUser): Promise<number> {
  const response = await fetch(url('/auth/jwt/create/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  return response.status;
}

const userRow = (page: Page, username: string) => page.getByTestId('user-row').filter({ hasText: username });

/** Waits until the users list has answered (nothing dimmed as loading). */
async function waitForUsers(page: Page): Promise<void> {
  await page.getByTestId('user-row').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('the staff sign-in at /manage', () => {
  it('when a signed-out visitor opens /manage-users, then they land on /manage, which remembers the page', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(url('/manage-users'));

    await page.waitForURL(url('/manage?next=/manage-users'));
    await page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' }).waitFor();
    expect(await page.title()).toBe('Staff sign-in | Mealbox');
    // The admin area has its own frame: not the shop's header and footer.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await screenshot(page, 'admin-login-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // The password can be shown and hidden again.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a customer signs in at /manage, then they read that they have no admin privileges and both tokens are gone', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(url('/manage'));

    await signInAtManage(page, customer.username, customer.password);

    await page.getByRole('alert').getByText("You don't have admin privileges").waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    expect(page.url()).toBe(url('/manage'));
    await screenshot(page, 'admin-login-refused-1280');
    await context.close();
  });

  it('when the password is wrong, then Invalid credentials and nothing is stored', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(url('/manage'));

    await signInAtManage(page, E2E_ADMIN.username, 'not-the-password');

    await page.getByRole('alert').getByText('Invalid credentials').waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('when a signed-in customer opens /manage-users, then they are sent to the homepage', async () => {
    const { page, context } = await openSignedIn(customer, '/manage-users');
    await page.waitForURL(url('/'));
    expect(jwtClaims((await storedTokens(page)).access ?? '').username).toBe(customer.username);
    await context.close();
  });

  it('when another site puts /manage in a frame, then the browser refuses to show it', async () => {
    const { page, context } = await openPage(site.browser, DESKTOP);
    // A page of no origin of ours (about:blank, as a phishing page would be) framing the staff sign-in.
    await page.setContent(`<iframe id="framed" src="${url('/manage')}" width="800" height="600"></iframe>`);
    await page.waitForTimeout(1_500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed).toBeDefined();
    // Refused by frame-ancestors 'none' (and X-Frame-Options: DENY): no sign-in form in the frame.
    expect(framed?.url()).not.toBe(url('/manage'));
    expect(
      await framed
        ?.locator('input[type="password"]')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
  });

  it('when opened on a phone, then the sign-in fits the screen', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(url('/manage'));
    await page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-login-390', { fullPage: true });
    await context.close();
  });
});

describe('the Users screen', () => {
  it('when staff sign in, then they see every user and can search, see orders, edit, deactivate and activate', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(url('/manage-users'));
    await page.waitForURL(url('/manage?next=/manage-users'));

    await signInAtManage(page, E2E_ADMIN.username, E2E_ADMIN.password);

    await page.waitForURL(url('/manage-users'));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(await page.title()).toBe('Users · Admin | Mealbox');
    await waitForUsers(page);
    const table = page.getByRole('table', { name: /^Users, page 1 of 1/ });
    await table.waitFor();
    const row = userRow(page, customer.username);
    await row.getByText('Customer').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await userRow(page, newcomer.username).getByText('Never', { exact: true }).waitFor();
    await row.getByText(customer.email).waitFor();
    await userRow(page, E2E_ADMIN.username).getByText('Admin', { exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Pages' }).getByText('Page 1 of 1').waitFor();
    // The sidebar: the admin screens, the main site and who is signed in.
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await expect(sidebar.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Main site' }).getAttribute('href')).resolves.toBe('/');
    await page.getByTestId('admin-account').getByText(E2E_ADMIN.username).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-users-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // Search: the list follows the box once typing pauses, and the URL keeps the search.
    await page.getByLabel('Search by username, name or email').fill(customer.username);
    await page.waitForURL(url(`/manage-users?search=${customer.username}`));
    // The URL changes before the new request starts, so wait for the answer's count, not for "not busy".
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await page.getByTestId('user-row').count()).toBe(1);

    // Their orders.
    await page.getByRole('button', { name: `Orders of ${customer.username}` }).click();
    const orders = page.getByRole('dialog', { name: `Orders of ${customer.username}` });
    await orders.getByText('No orders found for this user.').waitFor();
    await page.waitForTimeout(300); // let the dialog finish rising in
    await screenshot(page, 'admin-user-orders-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await orders.getByRole('button', { name: 'Close', exact: true }).last().click();
    await orders.waitFor({ state: 'detached' });

    // Edit: identity's field errors show at the field; a valid change is saved.
    await page.getByRole('button', { name: `Edit ${customer.username}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${customer.username}` });
    await edit.getByLabel('Email').fill(E2E_ADMIN.email);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText(/already exists/i).waitFor();
    await expect(edit.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'admin-user-edit-1280');
    await edit.getByLabel('Email').fill(customer.email);
    await edit.getByLabel('Last name').fill('King');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText(`Saved the changes to ${customer.username}.`).waitFor();
    await userRow(page, customer.username).getByText('Ada King').waitFor();

    // Deactivate: after a confirmation; then the customer cannot sign in.
    expect(await apiSignInStatus(customer)).toBe(200);
    await page.getByRole('button', { name: `Deactivate ${customer.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${customer.username}?` });
    await confirm.getByText(/signed out on every device/).waitFor();
    await screenshot(page, 'admin-user-deactivate-1280');
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('status').getByText(`${customer.username} has been deactivated.`).waitFor();
    await userRow(page, customer.username).getByText('Inactive', { exact: true }).waitFor();
    expect(await apiSignInStatus(customer)).toBe(401);

    // Activate again.
    await page.getByRole('button', { name: `Activate ${customer.username}` }).click();
    await page
      .getByRole('dialog', { name: `Activate ${customer.username}?` })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await page.getByRole('status').getByText(`${customer.username} has been activated.`).waitFor();
    await userRow(page, customer.username).getByText('Active', { exact: true }).waitFor();
    expect(await apiSignInStatus(customer)).toBe(200);

    // Staff cannot deactivate themselves: identity says so.
    await page.getByLabel('Search by username, name or email').fill(E2E_ADMIN.username);
    await page.waitForURL(url(`/manage-users?search=${E2E_ADMIN.username}`));
    await page.getByRole('button', { name: `Deactivate ${E2E_ADMIN.username}` }).click();
    const self = page.getByRole('dialog', { name: `Deactivate ${E2E_ADMIN.username}?` });
    await self.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await self.getByRole('alert').getByText('You cannot deactivate your own account.').waitFor();
    await self.getByRole('button', { name: 'Cancel' }).click();

    // A search that finds no one.
    await page.getByLabel('Search by username, name or email').fill('nobody-has-this-name');
    await page.getByRole('heading', { name: 'No users found matching your criteria' }).waitFor();
    await page.getByRole('button', { name: 'Show all users' }).click();
    await page.waitForURL(url('/manage-users'));
    await waitForUsers(page);
    expect(await page.getByLabel('Search by username, name or email').inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the status filter is Inactive and no one is inactive, then the list says none match', async () => {
    const { page, context } = await openSignedIn(E2E_ADMIN, '/manage-users', DESKTOP);
    await waitForUsers(page);
    await page.getByRole('button', { name: 'Inactive', exact: true }).click();
    await page.waitForURL(url('/manage-users?status=inactive'));
    await page.getByRole('heading', { name: 'No users found matching your criteria' }).waitFor();
    await expect(
      page.getByRole('button', { name: 'Inactive', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await context.close();
  });

  it('when opened on a phone, then each user is a card and the sidebar is behind a menu button', async () => {
    const { page, context } = await openSignedIn(E2E_ADMIN, '/manage-users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await waitForUsers(page);
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: customer.username }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-users-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await menu.getByRole('link', { name: 'Users' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Main site' }).getAttribute('href')).resolves.toBe('/');
    await menu.getByText(E2E_ADMIN.username).waitFor();
    await page.waitForTimeout(300); // let the sheet finish sliding in
    await screenshot(page, 'admin-menu-390');

    // Sign out: back at the staff sign-in, signed out.
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/manage(\?next=.*)?$/);
    await page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' }).waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await context.close();
  });

  it('when staff who are signed in open /manage, then it goes straight on to the dashboard', async () => {
    const { page, context } = await openSignedIn(E2E_ADMIN, '/manage', DESKTOP);
    await page.waitForURL(url('/manage-dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await context.close();
  });
});

describe('when the admin remote is down', () => {
  beforeAll(() => site.stack.stopRemote('admin'));
  afterAll(() => site.stack.startRemote('admin'));

  it('then /manage shows the branded fallback on its own, and the shop still works', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(url('/manage'));
    await page.getByRole('heading', { level: 1, name: 'This part of Mealbox is taking a break' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, 'admin-remote-down-1280');

    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
