import type { Page } from 'playwright-core';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import {
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
import { customerOf } from './support/ordering';
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;
const banner = (page: Page) => page.getByRole('banner');
const accountHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Account' });
const profile = (page: Page) => page.getByTestId('account-profile');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Waits until the account shows the customer's own details (loaded from identity). */
async function waitForProfile(page: Page, user: TestUser): Promise<void> {
  await profile(page).getByText(`${user.first_name} ${user.last_name}`).waitFor();
  await profile(page).getByText(user.email).waitFor();
}

/** A page on the site's origin holding `tokens`, as a sign-in would have stored them; nothing opened yet. */
async function openWithTokens(
  tokens: { access?: string; refresh?: string },
  viewport: { width: number; height: number } = DESKTOP,
) {
  const opened = await openPage(site.browser, viewport);
  // Any page of the site will do to reach its localStorage; the menu is not guarded.
  await opened.page.goto(url('/meals'));
  await putTokens(opened.page, tokens);
  return opened;
}

describe('the customer account at /account', () => {
  const ada = newTestUser('acct');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, ada));

  it('when a signed-out visitor opens /account, then they sign in at /login?next=/account and come back to their own details', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(url('/account'));

    await page.waitForURL(url('/login?next=/account'));
    await page.getByRole('heading', { level: 1, name: 'Log in to Mealbox' }).waitFor();
    await logIn(page, ada.username, ada.password);

    await page.waitForURL(url('/account'));
    await accountHeading(page).waitFor();
    await waitForProfile(page, ada);
    expect(await page.title()).toBe('My Account | Mealbox');
    // Their own username, and when they joined (today, in UK time).
    await profile(page).getByText(ada.username, { exact: true }).waitFor();
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LONDON_TIME_ZONE }).format(
      new Date(),
    );
    await profile(page).getByText(`Mealbox member since ${today}`).waitFor();
    // The site's frame is around it, and the header knows who is signed in.
    await banner(page).getByText(ada.username).waitFor();
    await page.getByRole('contentinfo').waitFor();
    // Real ways on, and no order is invented.
    const main = page.getByRole('main');
    const hrefs = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/join-now/plans/', '/meals', '/help', '/contact', '/delivery']),
    );
    await main.getByText('Once you’ve ordered your first box').waitFor();
    expect(await main.getByText(/£\s?\d/).count()).toBe(0);

    await screenshot(page, 'account-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    // From anywhere on the site, the name in the header leads back here.
    await page.goto(url('/meals'));
    await banner(page)
      .getByRole('link', { name: /Your account/ })
      .click();
    await page.waitForURL(url('/account'));
    await accountHeading(page).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when opened on a phone, then the account fits the screen and still shows their details', async () => {
    const { page, context } = await openWithTokens(await tokensThroughApi(site.stack.baseUrl, ada), PHONE);
    await page.goto(url('/account'));
    await accountHeading(page).waitFor();
    await waitForProfile(page, ada);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when the access token has expired but the refresh token is still good, then the guard lets them in and the page refreshes once', async () => {
    const tokens = await tokensThroughApi(site.stack.baseUrl, ada);
    // Expired by its exp claim (its signature no longer matches, so identity refuses it too).
    const expired = withClaims(tokens.access, { exp: nowSeconds() - 60 });
    const { page, context, pageErrors } = await openWithTokens({ access: expired, refresh: tokens.refresh });
    const auth = recordAuthRequests(page);

    await page.goto(url('/account'));

    await accountHeading(page).waitFor();
    await waitForProfile(page, ada);
    expect(page.url()).toBe(url('/account'));
    expect(auth).toEqual(['GET /auth/users/me/', 'POST /auth/jwt/refresh/', 'GET /auth/users/me/']);
    const after = await storedTokens(page);
    expect(after.access).not.toBe(expired);
    expect(after.refresh).not.toBe(tokens.refresh);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the refresh token has expired too, then the guard sends them to /login?next=/account without showing the page', async () => {
    const tokens = await tokensThroughApi(site.stack.baseUrl, ada);
    const { page, context } = await openWithTokens({
      access: withClaims(tokens.access, { exp: nowSeconds() - 60 }),
      refresh: withClaims(tokens.refresh, { exp: nowSeconds() - 60 }),
    });
    const auth = recordAuthRequests(page);

    await page.goto(url('/account'));

    await page.waitForURL(url('/login?next=/account'));
    await page.getByRole('heading', { level: 1, name: 'Log in to Mealbox' }).waitFor();
    // Decided in the browser from the tokens' exp claims: identity was not even asked.
    expect(auth).toEqual([]);
    await context.close();
  });

  it('when the refresh token looks fine but identity refuses it (already used), then both tokens go and they land on /login?next=/account', async () => {
    const tokens = await tokensThroughApi(site.stack.baseUrl, ada);
    // Spend the refresh token elsewhere, so the one the page holds has been used.
    expect(await refreshStatus(site.stack.baseUrl, tokens.refresh)).toBe(200);
    const { page, context } = await openWithTokens({
      access: withClaims(tokens.access, { exp: nowSeconds() - 60 }),
      refresh: tokens.refresh,
    });

    await page.goto(url('/account'));

    await page.waitForURL(url('/login?next=/account'));
    await page.getByRole('heading', { level: 1, name: 'Log in to Mealbox' }).waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    await context.close();
  });

  it('when a signed-in customer presses Sign out on /account, then they are signed out on the homepage', async () => {
    const tokens = await tokensThroughApi(site.stack.baseUrl, ada);
    const { page, context, pageErrors } = await openWithTokens(tokens);
    await page.goto(url('/account'));
    await waitForProfile(page, ada);

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();

    await page.waitForURL(url('/'));
    await banner(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await banner(page).getByText(ada.username).count()).toBe(0);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    // Identity revoked the session too, so the old refresh token is worthless.
    expect(await refreshStatus(site.stack.baseUrl, tokens.refresh)).toBe(401);
    // And the account is closed to them again.
    await page.goto(url('/account'));
    await page.waitForURL(url('/login?next=/account'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the email preferences on /account', () => {
  const lin = newTestUser('acctmail');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, lin));

  it('when a customer turns the box reminders off and on again, then each change is saved and still shown after a reload', async () => {
    const { page, context, pageErrors } = await openWithTokens(
      await tokensThroughApi(site.stack.baseUrl, lin),
    );
    await page.goto(url('/account#email-preferences'));
    const card = page.getByTestId('email-preferences');
    const reminders = card.getByRole('checkbox', { name: 'Reminders before each box locks' });
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(true);
    await card.getByText('Emails about your orders, payments and account always come.').waitFor();

    await reminders.uncheck();
    await card
      .getByRole('status')
      .getByText(/^Reminders are off\./)
      .waitFor();
    await screenshot(page, 'account-email-preferences-1280');
    await page.reload();
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(false);

    await reminders.check();
    await card
      .getByRole('status')
      .getByText(/^Reminders are on/)
      .waitFor();
    const { access } = await storedTokens(page);
    const answer = (await (
      await fetch(url('/api/notifications/preferences/'), { headers: { Authorization: `JWT ${access}` } })
    ).json()) as { cutoff_reminders: boolean };
    expect(answer.cutoff_reminders).toBe(true);
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the addresses on /account', () => {
  const kit = newTestUser('acctaddr');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, kit));

  const card = (page: Page) => page.getByTestId('account-addresses');
  /** Each saved address as the card shows it: its lines, then '(Default)' on the default one. */
  const savedAddressLines = (page: Page) =>
    card(page)
      .getByTestId('saved-address')
      .evaluateAll((items) =>
        items.map((item) => {
          const lines = (item.querySelector('p') as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
          const badge = item.querySelector('.mb-badge')?.textContent;
          return badge ? `${lines} (${badge})` : lines;
        }),
      );

  /** Fills the open address form, as a customer types it. */
  async function fillAddress(
    page: Page,
    address: { address: string; city: string; county: string; postcode: string },
  ): Promise<void> {
    const form = card(page).getByTestId('address-form');
    await form.getByLabel('Address', { exact: true }).fill(address.address);
    await form.getByLabel('Town or city', { exact: true }).fill(address.city);
    await form.getByLabel('County', { exact: true }).fill(address.county);
    await form.getByLabel('Postcode', { exact: true }).fill(address.postcode);
  }

  /** Both widths, each checked by axe: the card as a phone shows it too. */
  async function shootBothWidths(page: Page, name: string, target?: () => ReturnType<Page['getByRole']>) {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(target ? target() : page, `${name}-${viewport.width}`, { fullPage: !target });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    }
    await page.setViewportSize(DESKTOP);
  }

  it('when a customer adds two addresses, edits one, makes the second the default and removes the first, then the list shows just that after a reload', async () => {
    const tokens = await tokensThroughApi(site.stack.baseUrl, kit);
    const { page, context, pageErrors, consoleErrors } = await openWithTokens(tokens);
    await page.goto(url('/account'));
    await card(page).getByText('You haven’t saved an address yet.').waitFor();

    // The first address, with a postcode the server refuses: its words appear beside the field.
    await card(page).getByRole('button', { name: 'Add an address' }).click();
    const form = card(page).getByTestId('address-form');
    await fillAddress(page, {
      address: '1 Park Row',
      city: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS99',
    });
    await form.getByRole('button', { name: 'Save address' }).click();
    await form.getByText('Enter a UK postcode, such as SW1A 1AA.').first().waitFor();
    await shootBothWidths(page, 'account-addresses-error', () => card(page));
    await form.getByLabel('Postcode', { exact: true }).fill('ls1 4ap');
    await form.getByRole('button', { name: 'Save address' }).click();
    await card(page).getByRole('status').getByText('1 Park Row has been added to your addresses.').waitFor();
    // The first address is the default.
    expect(await savedAddressLines(page)).toEqual(['1 Park Row Leeds, West Yorkshire LS1 4AP (Default)']);

    await card(page).getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(page, {
      address: '2 Stonegate',
      city: 'York',
      county: 'North Yorkshire',
      postcode: 'yo18as',
    });
    // Where the courier may leave the box, and a note for them (the customer's own text, shown as typed).
    await form.getByLabel('Safe place (optional)').selectOption('porch');
    await form.getByLabel('Delivery instructions (optional)').fill('  Ring twice <b>& wait</b> ');
    await form.getByRole('button', { name: 'Save address' }).click();
    await card(page).getByRole('status').getByText('2 Stonegate has been added to your addresses.').waitFor();

    // Edit the first: the form opens with its saved words.
    await card(page).getByRole('button', { name: 'Edit 1 Park Row' }).click();
    expect(await form.getByLabel('Postcode', { exact: true }).inputValue()).toBe('LS1 4AP');
    await shootBothWidths(page, 'account-addresses-edit', () => card(page));
    await form.getByLabel('Address', { exact: true }).fill('Flat 4, 1 Park Row');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await card(page)
      .getByRole('status')
      .getByText('Your changes to Flat 4, 1 Park Row have been saved.')
      .waitFor();

    // The second becomes the default.
    await card(page).getByRole('button', { name: 'Make default 2 Stonegate' }).click();
    await card(page).getByRole('status').getByText('2 Stonegate is now your default address.').waitFor();
    expect(await savedAddressLines(page)).toEqual([
      'Flat 4, 1 Park Row Leeds, West Yorkshire LS1 4AP',
      '2 Stonegate York, North Yorkshire YO1 8AS Safe place: Porch Instructions: Ring twice <b>& wait</b> (Default)',
    ]);
    await shootBothWidths(page, 'account-addresses');
    await shootBothWidths(page, 'account-addresses-card', () => card(page));

    // Remove the first, after saying yes in the dialog (which opens on its safe choice).
    await card(page).getByRole('button', { name: 'Remove Flat 4, 1 Park Row' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await dialog.getByText('Flat 4, 1 Park Row, Leeds, West Yorkshire LS1 4AP').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep address');
    await shootBothWidths(page, 'account-addresses-remove', () => dialog);
    await dialog.getByRole('button', { name: 'Remove address' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page)
      .getByRole('status')
      .getByText('Flat 4, 1 Park Row has been removed from your addresses.')
      .waitFor();

    await page.reload();
    await card(page).getByTestId('saved-address').first().waitFor();
    expect(await savedAddressLines(page)).toEqual([
      '2 Stonegate York, North Yorkshire YO1 8AS Safe place: Porch Instructions: Ring twice <b>& wait</b> (Default)',
    ]);
    await shootBothWidths(page, 'account-addresses-after-reload');
    const customer = await customerOf(site.stack.baseUrl, tokens);
    expect(customer.address_details).toEqual([
      {
        id: customer.default_address_id,
        address: '2 Stonegate',
        city: 'York',
        county: 'North Yorkshire',
        postcode: 'YO1 8AS',
        safe_place: 'porch',
        delivery_instructions: 'Ring twice <b>& wait</b>',
      },
    ]);
    expect(pageErrors).toEqual([]);
    // The account's console stays clean: the one error is the browser's note of the refused postcode above.
    const refusedPostcode = (line: string) =>
      line.includes('status of 400') && line.includes('/api/customers/add_address/');
    expect(consoleErrors.filter((line) => !refusedPostcode(line))).toEqual([]);
    await context.close();
  });
});

describe('when identity cannot answer', () => {
  const grace = newTestUser('acctdown');
  beforeAll(() => registerThroughApi(site.stack.baseUrl, grace));

  it('then the account says so and Try again loads the details', async () => {
    const { page, context } = await openWithTokens(await tokensThroughApi(site.stack.baseUrl, grace));
    let failing = true;
    await page.route('**/auth/users/me/', (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );

    await page.goto(url('/account'));

    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your details' });
    await alert.waitFor();
    await alert.getByText('Something went wrong on our side. Please try again in a moment.').waitFor();
    await screenshot(page, 'account-error-1280');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForProfile(page, grace);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

describe('when the checkout remote is down', () => {
  const linus = newTestUser('acctoff');
  beforeAll(async () => {
    await registerThroughApi(site.stack.baseUrl, linus);
    await site.stack.stopRemote('checkout');
  });
  afterAll(() => site.stack.startRemote('checkout'));

  it('then /account shows the branded fallback inside the site, and the rest of the site keeps working', async () => {
    const { page, context, pageErrors } = await openWithTokens(
      await tokensThroughApi(site.stack.baseUrl, linus),
    );
    await page.goto(url('/account'));
    await page.getByRole('heading', { level: 1, name: 'This part of Mealbox is taking a break' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meals' }).click();
    await page.waitForURL(url('/meals'));
    await page.getByTestId('meal-card').first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
