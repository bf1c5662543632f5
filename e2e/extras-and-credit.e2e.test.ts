import type { Page } from 'playwright-core';
import type { AddOn, Meal } from '@mealbox/contracts';
import { inboxOf, readMessage } from '../services/notifications/test/mailpit';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { gbp, mealsOnEveryMenuAhead } from './support/site';
import { newTestUser, putTokens, registerThroughApi, tokensThroughApi } from './support/identity';
import { orderOf, placeOrderThroughApi } from './support/ordering';
import { E2E_ADMIN } from './support/stack';

const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** The local provider's hosted page: fills the card form with the test card that pays, and submits it. */
async function payByCard(page: Page): Promise<void> {
  await page.waitForURL(/\/pay\/local\//);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('04/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

async function eventually<T>(what: string, check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('extras in a box, paid with it, refunded as credit the next box spends', () => {
  let meals: Meal[];
  let dessert: AddOn;

  beforeAll(async () => {
    meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
    const answer = await fetch(url('/api/add-ons/?category=dessert'));
    const desserts = (await answer.json()) as AddOn[];
    expect(desserts.length).toBeGreaterThan(0);
    dessert = desserts[0]!;
  });

  it('when a customer adds a dessert on the cart and pays, then the total, the card payment and the confirmation email carry its line; when staff refund that dessert as credit, then the next order spends it', async () => {
    const user = newTestUser('extras');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meals[0]!.id, quantity: 6 }],
    });
    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/'));
    await putTokens(page, tokens);
    await page.goto(url(`/cart/${order.id}`));

    const extras = page.getByTestId('extras');
    await extras.getByRole('heading', { name: 'Add a little extra' }).waitFor();
    const card = extras.locator(`[data-add-on-id="${dessert.id}"]`);
    await card.getByRole('button', { name: `Add one ${dessert.name}` }).click();
    await card.getByTestId('quantity').filter({ hasText: '1' }).waitFor();
    const withDessert = (Number(order.total_amount) + Number(dessert.price)).toFixed(2);
    const panel = page.getByTestId('payment-panel');
    await panel
      .getByTestId('price-total')
      .filter({ hasText: gbp(withDessert) })
      .waitFor();
    expect(await panel.getByTestId('price-add-on').textContent()).toBe(gbp(dessert.price));
    await screenshot(page, 'cart-extras-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await page.getByTestId('proceed-to-payment').click();
    await page.getByRole('heading', { level: 1, name: `Pay ${gbp(withDessert)} by card` }).waitFor();
    await payByCard(page);
    await page.waitForURL(url(`/success?order_id=${order.id}`));
    const paid = (await orderOf(site.stack.baseUrl, tokens, order.id)).order;
    expect(paid.payment_status).toBe('completed');
    expect(paid.price.lines.filter((line) => line.kind === 'add_on')).toEqual([
      {
        kind: 'add_on',
        ref: dessert.id,
        label: dessert.name,
        quantity: 1,
        unit_price: dessert.price,
        total: dessert.price,
      },
    ]);

    // The confirmation names the dessert among the lines it was charged.
    const confirmation = await eventually('the confirmation email', async () =>
      (await inboxOf(user.email)).find((message) => message.subject.includes('is confirmed')),
    );
    const mail = await readMessage(confirmation.id);
    expect(mail.text).toContain(`1 × ${dessert.name}`);
    expect(mail.text).toContain(gbp(withDessert));

    // On a phone the extras stack and nothing spills sideways.
    const phone = await openPage(site.browser, PHONE);
    await phone.page.goto(url('/'));
    await putTokens(phone.page, tokens);
    await phone.page.goto(url(`/cart/${order.id}`));
    await phone.page.getByTestId('extras').getByText(dessert.name).waitFor();
    await screenshot(phone.page, 'cart-extras-paid-390', { fullPage: true });
    await phone.context.close();

    // Staff refund the dessert as account credit on the order's page.
    const staff = await openPage(site.browser, DESKTOP);
    await staff.page.goto(url('/manage'));
    await putTokens(staff.page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
    await staff.page.goto(url(`/manage-orders/${order.id}`));
    const refunds = staff.page.getByTestId('order-refunds');
    await refunds.getByRole('button', { name: 'Refund part of this order' }).click();
    await refunds.getByRole('checkbox', { name: dessert.name }).check();
    await refunds.getByRole('button', { name: 'As account credit' }).click();
    await refunds.getByRole('button', { name: 'Refund…' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Refund', exact: true }).click();
    await refunds.getByTestId('order-refund').first().waitFor();
    await screenshot(staff.page, 'admin-order-refund-credit-1280', { fullPage: true });
    expect(staff.pageErrors).toEqual([]);
    await staff.context.close();
    const credit = await eventually('the credit on the account', async () => {
      const answer = await fetch(url('/api/customers/me/credit/'), {
        headers: { Authorization: `JWT ${tokens.access}` },
      });
      const body = (await answer.json()) as { balance: string };
      return body.balance === dessert.price ? body : undefined;
    });
    expect(credit.balance).toBe(dessert.price);

    // The next order shows the credit as a line and spends it when paid.
    const next = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meals[0]!.id, quantity: 6 }],
    });
    await page.goto(url(`/cart/${next.id}`));
    await panel
      .getByTestId('price-credit')
      .filter({ hasText: `−${gbp(dessert.price)}` })
      .waitFor();
    const afterCredit = (Number(order.total_amount) - Number(dessert.price)).toFixed(2);
    await panel
      .getByTestId('price-total')
      .filter({ hasText: gbp(afterCredit) })
      .waitFor();
    await screenshot(page, 'cart-credit-1280', { fullPage: true });
    await page.getByTestId('proceed-to-payment').click();
    await payByCard(page);
    await page.waitForURL(url(`/success?order_id=${next.id}`));
    // Spent once the payment lands (the order commits its credit when paid).
    const spent = await eventually('the credit spent', async () => {
      const answer = await fetch(url('/api/customers/me/credit/'), {
        headers: { Authorization: `JWT ${tokens.access}` },
      });
      const body = (await answer.json()) as { balance: string };
      return body.balance === '0.00' ? body : undefined;
    });
    expect(spent.balance).toBe('0.00');

    // The account shows the balance and what happened to it.
    await page.goto(url('/account'));
    // The order's own price lines say "Account credit" too (folded away), so wait on the credit card itself.
    const creditCard = page.getByTestId('account-credit');
    await creditCard.getByRole('heading', { name: 'Account credit' }).waitFor();
    await creditCard.getByTestId('credit-balance').filter({ hasText: '£0.00' }).waitFor();
    await screenshot(page, 'account-credit-1280', { fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
