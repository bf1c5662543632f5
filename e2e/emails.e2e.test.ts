import type { Page } from 'playwright-core';
import { orderReference, type Meal } from '@mealbox/contracts';
import {
  inboxOf,
  mailpitAnswers,
  readMessage,
  type InboxMessage,
} from '../services/notifications/test/mailpit';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, openPage } from './support/browser';
import { mealsOnEveryMenuAhead } from './support/site';
import { logIn, newTestUser, putTokens, registerThroughApi, tokensThroughApi } from './support/identity';
import { placeOrderThroughApi } from './support/ordering';
import { E2E_ADMIN } from './support/stack';

/*
 * The mails the shop sends, read where the customer would read them: the local Mailpit's inbox (infra/up.sh), through
 * its API. Each test uses a new customer, so a new address, and reads only that address's mails.
 */

const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** Waits until `count` mails for `address` match `which`, and answers them. */
async function mailsFor(
  address: string,
  which: (mail: InboxMessage) => boolean,
  count = 1,
): Promise<InboxMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await inboxOf(address)).filter(which);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${address} within 20 s (found ${found.length})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The local provider's hosted page: fills the card form and submits it. */
async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL(/\/pay\/local\//);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('04/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

describe('emails in the inbox', () => {
  let meals: Meal[];

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
  });

  it('when a customer forgets their password, then the emailed link sets a new one and they log in with it', async () => {
    const ada = newTestUser('forgot');
    await registerThroughApi(site.stack.baseUrl, ada);
    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);

    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(url('/forgot-password'));
    await page.getByLabel('Email address').fill(ada.email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'We’ve sent you a link' }).waitFor();

    const [mail] = await mailsFor(ada.email, (m) => m.subject === 'Reset your Mealbox password');
    const message = await readMessage(mail!.id);
    const link = new RegExp(`${site.stack.baseUrl}/reset-password/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+`).exec(
      message.text,
    )?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    const newPassword = 'Difference-Engine-1822';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(url('/login'));
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();

    await logIn(page, ada.username, newPassword);
    await page.waitForURL(url('/'));
    await mailsFor(ada.email, (m) => m.subject === 'Your Mealbox password was changed');

    // The link is spent: opening it again and trying once more is refused, with the way to a new one.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Another-Engine-1837');
    await page.getByLabel('New password again').fill('Another-Engine-1837');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This link no longer works').waitFor();
    await page.getByRole('link', { name: 'Email me a new link' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a customer resets their password, then the access token they held before is refused by every service within 5 s', async () => {
    const cy = newTestUser('revoked');
    await registerThroughApi(site.stack.baseUrl, cy);
    const { access } = await tokensThroughApi(site.stack.baseUrl, cy);
    const asCy = { Authorization: `JWT ${access}`, 'Content-Type': 'application/json' };
    // One signed-in call per service that checks tokens, each answered 2xx (or 400 to an empty body: a price
    // asked of catalogue, a checkout of payment) with a good token and 401 with a revoked one.
    const calls: Record<string, () => Promise<Response>> = {
      identity: () => fetch(url('/auth/users/me/'), { headers: asCy }),
      catalogue: () => fetch(url('/api/calculate-price/'), { method: 'POST', headers: asCy, body: '{}' }),
      ordering: () => fetch(url('/api/customers/me'), { headers: asCy }),
      payment: () =>
        fetch(url('/api/create-checkout-session'), { method: 'POST', headers: asCy, body: '{}' }),
    };
    for (const [service, call] of Object.entries(calls))
      expect([service, (await call()).status < 401]).toEqual([service, true]);

    const asked = await fetch(url('/auth/users/reset_password/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: cy.email }),
    });
    expect(asked.status).toBe(204);
    const [mail] = await mailsFor(cy.email, (m) => m.subject === 'Reset your Mealbox password');
    const [, uid, token] =
      /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec((await readMessage(mail!.id)).text) ?? [];
    const reset = await fetch(url('/auth/users/reset_password_confirm/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uid, token, new_password: 'Analytical-Engine-1843' }),
    });
    expect(reset.status).toBe(204);
    const resetAt = Date.now();

    // Each service, looked at every 100 ms: how long after the reset it first refused the old token.
    const refusedAfter = await Promise.all(
      Object.entries(calls).map(async ([service, call]) => {
        while (Date.now() - resetAt < 10_000) {
          if ((await call()).status === 401) return [service, Date.now() - resetAt] as const;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return [service, null] as const;
      }),
    );
    console.log(
      `old token refused after the password reset: ${refusedAfter.map(([s, ms]) => `${s} ${ms ?? 'never'} ms`).join(', ')}`,
    );
    for (const [service, ms] of refusedAfter)
      expect([service, ms !== null && ms <= 5_000]).toEqual([service, true]);
  });

  it('when a customer pays for a box, then its confirmation and receipt arrive once each, and staff see both on the order', async () => {
    const bea = newTestUser('mailed');
    await registerThroughApi(site.stack.baseUrl, bea);
    const tokens = await tokensThroughApi(site.stack.baseUrl, bea);
    const meal = meals[0]!;
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meal.id, quantity: 6 }],
    });
    const reference = orderReference(order.id);

    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/meals'));
    await putTokens(page, tokens);
    await page.goto(url(`/cart/${order.id}`));
    await page.getByTestId('proceed-to-payment').click();
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { level: 1, name: 'Your Payment was Successful!' }).waitFor();

    const [confirmation] = await mailsFor(
      bea.email,
      (m) => m.subject === `Your Mealbox order ${reference} is confirmed`,
    );
    const confirmationText = (await readMessage(confirmation!.id)).text;
    expect(confirmationText).toContain(`6 × ${meal.name}`);
    expect(confirmationText).toContain('1 Test Street, Leeds, West Yorkshire, LS1 4AP');
    expect(confirmationText).toContain(`Total paid: £${order.total_amount}`);
    const [receipt] = await mailsFor(
      bea.email,
      (m) => m.subject === `Receipt for your Mealbox order ${reference}`,
    );
    expect((await readMessage(receipt!.id)).text).toContain(`Amount paid: £${order.total_amount}`);
    await mailsFor(bea.email, (m) => m.subject === 'Your Mealbox subscription has started');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const subjects = (await inboxOf(bea.email)).map((m) => m.subject).sort();
    // A first paid box also starts the weekly subscription, which is confirmed by mail too.
    expect(subjects).toEqual(
      [
        'Welcome to Mealbox',
        `Your Mealbox order ${reference} is confirmed`,
        `Receipt for your Mealbox order ${reference}`,
        'Your Mealbox subscription has started',
      ].sort(),
    );
    await context.close();

    const admin = await openPage(site.browser, DESKTOP);
    await admin.page.goto(url('/manage'));
    await putTokens(admin.page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
    await admin.page.goto(url(`/manage-orders/${order.id}`));
    const emails = admin.page.getByTestId('order-emails');
    await emails.getByText('Order confirmation').waitFor();
    await emails.getByText('Payment receipt').waitFor();
    expect(await emails.getByTestId('order-email').count()).toBe(2);
    expect(await emails.getByText(/^Sent, /).count()).toBe(2);
    expect(pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();
  });
});
