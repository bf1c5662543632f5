import type { Page } from 'playwright-core';
import { orderReference, type Meal } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { gbp, mealsOnEveryMenuAhead } from './support/site';
import {
  fillRegistration,
  newTestUser,
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  type TokenPair,
} from './support/identity';
import { orderOf, placeOrderThroughApi, quote } from './support/ordering';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;
const CART_URL = /\/cart\/([0-9a-f]{24})$/;
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** The local provider's hosted page: fills the card form and submits it. */
async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL(/\/pay\/local\//);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('04/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/** Waits until the order's payment status, read through the API as its owner, is the expected one. */
async function waitForPaymentStatus(tokens: TokenPair, orderId: string, expected: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { order } = await orderOf(site.stack.baseUrl, tokens, orderId);
    if (order.payment_status === expected) return;
    if (Date.now() > deadline)
      throw new Error(`payment_status stayed ${order.payment_status}, not ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('paying for a box', () => {
  let meals: Meal[];

  beforeAll(async () => {
    meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
    expect(meals.length).toBeGreaterThan(3);
  });

  it('when a new visitor goes from the home page to the card form with the test card, then the card page names the order as the cart does and /success confirms the paid order', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/'));
    await page.getByRole('main').getByRole('link', { name: 'Order Now' }).first().click();

    // The plan: six Standard meals.
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await page.getByRole('radio', { name: '6 meals' }).check();
    const price = await quote(site.stack.baseUrl, { meal_size: 'S', number_of_meals: 6 });
    await page
      .getByTestId('plan-summary')
      .getByTestId('price-total')
      .filter({ hasText: gbp(price.total_price) })
      .waitFor();
    await page.getByTestId('plan-summary').getByRole('button', { name: 'Select Plan' }).click();

    // Registration.
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    const user = newTestUser('payer');
    await fillRegistration(page, user);

    // Meals: six of the first one.
    await page.waitForURL(url('/join-now/meals/'));
    const card = page.getByTestId('meals-step').getByRole('article', { name: meals[0]!.name, exact: true });
    for (let i = 0; i < 6; i++) await card.getByRole('button', { name: `Add one ${meals[0]!.name}` }).click();
    await page.getByTestId('selection-status').filter({ hasText: 'Great Choice.' }).waitFor();
    await page.getByTestId('meals-next').click();

    // Phone, address and the first delivery day offered.
    await page.waitForURL(url('/join-now/details'));
    const form = page.getByTestId('details-form');
    await form.getByTestId('delivery-days').getByRole('radio').first().waitFor();
    await form.getByLabel('Phone number', { exact: true }).fill('07700 900456');
    await form.getByLabel('Address', { exact: true }).fill('10 Downing Street');
    await form.getByLabel('Town or city', { exact: true }).fill('London');
    await form.getByLabel('County', { exact: true }).fill('Greater London');
    await form.getByLabel('Postcode', { exact: true }).fill('SW1A 2AA');
    await form.getByRole('button', { name: 'Continue to checkout' }).click();

    // The cart, at the server's total; Proceed To Payment leaves for the provider's hosted page.
    await page.waitForURL(CART_URL);
    const orderId = CART_URL.exec(page.url())?.[1] ?? '';
    await page
      .getByTestId('payment-panel')
      .getByTestId('price-total')
      .filter({ hasText: gbp(price.total_price) })
      .waitFor();
    const reference = orderReference(orderId);
    expect(await page.getByTestId('order-reference').textContent()).toBe(reference);
    await page.getByTestId('proceed-to-payment').click();
    await page.waitForURL(/\/pay\/local\//);
    await page.getByRole('heading', { level: 1, name: `Pay ${gbp(price.total_price)} by card` }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await screenshot(page, 'local-checkout-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await payByCard(page, PAYS);

    // Back on the site: success only once the server has the payment.
    await page.waitForURL(url(`/success?order_id=${orderId}`));
    await page.getByRole('heading', { level: 1, name: 'Your Payment was Successful!' }).waitFor();
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const { order } = await orderOf(site.stack.baseUrl, tokens, orderId);
    expect(order.payment_status).toBe('completed');
    expect(order.total_amount).toBe(price.total_price);
    const paid = page.getByTestId('paid-order');
    await paid.getByText(gbp(price.total_price)).waitFor();
    await paid.getByText('10 Downing Street, London SW1A 2AA').waitFor();
    expect(await page.title()).toBe('Payment | Mealbox');
    await screenshot(page, 'success-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // 'Back to home' goes home; the cart now says the order is paid and offers no second payment.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(url('/'));
    await page.goto(url(`/cart/${orderId}`));
    await page.getByTestId('payment-panel').getByText('This order is paid. Thank you!').waitFor();
    expect(await page.getByTestId('proceed-to-payment').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    // The whole first purchase, from the home page to the paid order, logs no error in the browser.
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  describe('with an order in the cart', () => {
    const bea = newTestUser('decline');
    let tokens: TokenPair;

    beforeAll(async () => {
      await registerThroughApi(site.stack.baseUrl, bea);
      tokens = await tokensThroughApi(site.stack.baseUrl, bea);
    });

    async function openCart(orderId: string, viewport: { width: number; height: number } = DESKTOP) {
      const opened = await openPage(site.browser, viewport);
      await opened.page.goto(url('/meals'));
      await putTokens(opened.page, tokens);
      await opened.page.goto(url(`/cart/${orderId}`));
      await opened.page.getByTestId('proceed-to-payment').waitFor();
      return opened;
    }

    it('when the card is declined, then the customer is back in the cart told so, and paying again with a good card succeeds', async () => {
      const placed = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
        meal_size: 'S',
        number_of_meals: 6,
        items: [{ meal_id: meals[1]!.id, quantity: 6 }],
      });
      const { page, context, pageErrors } = await openCart(placed.id);
      await page.getByTestId('proceed-to-payment').click();
      await payByCard(page, DECLINED);

      await page.waitForURL(url(`/cart/${placed.id}?payment=declined`));
      const declined = page.getByTestId('payment-declined');
      await declined.getByText('Your payment didn’t go through').waitFor();
      await declined.getByText(/Your card was declined/).waitFor();
      await waitForPaymentStatus(tokens, placed.id, 'failed');
      await screenshot(page, 'cart-declined-1280');

      // A failed payment can be tried again.
      await page.getByTestId('proceed-to-payment').click();
      await payByCard(page, PAYS);
      await page.getByRole('heading', { level: 1, name: 'Your Payment was Successful!' }).waitFor();
      await waitForPaymentStatus(tokens, placed.id, 'completed');
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('when the customer cancels on the card page, then they are back in their unpaid cart', async () => {
      const placed = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
        meal_size: 'S',
        number_of_meals: 6,
        items: [{ meal_id: meals[2]!.id, quantity: 6 }],
      });
      const { page, context } = await openCart(placed.id, PHONE);
      await page.getByTestId('proceed-to-payment').click();
      await page.waitForURL(/\/pay\/local\//);
      await screenshot(page, 'local-checkout-390', { fullPage: true });
      await page.getByRole('link', { name: 'Cancel and return to your order' }).click();
      await page.waitForURL(url(`/cart/${placed.id}`));
      await page.getByTestId('proceed-to-payment').waitFor();
      expect(await page.getByTestId('payment-declined').count()).toBe(0);
      const { order } = await orderOf(site.stack.baseUrl, tokens, placed.id);
      expect(order.payment_status).toBe('pending');
      await context.close();
    });

    it('when /success is opened for an unpaid order, then it never claims success', async () => {
      const placed = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
        meal_size: 'S',
        number_of_meals: 6,
        items: [{ meal_id: meals[3]!.id, quantity: 6 }],
      });
      const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
      await page.goto(url('/meals'));
      await putTokens(page, tokens);
      await page.goto(url(`/success?order_id=${placed.id}`));
      await page.getByTestId('payment-confirming').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Confirming your payment…' }).waitFor();
      await screenshot(page, 'success-confirming-1280');
      // Still unpaid a few polls later: still no success.
      await page.waitForTimeout(2_500);
      expect(await page.getByText('Your Payment was Successful!').count()).toBe(0);

      // Someone else's order, or none: the error page, never a confirmation.
      const other = newTestUser('nosy');
      await registerThroughApi(site.stack.baseUrl, other);
      await putTokens(page, await tokensThroughApi(site.stack.baseUrl, other));
      await page.goto(url(`/success?order_id=${placed.id}`));
      await page.waitForURL(url('/error'));
      await page.goto(url('/success'));
      await page.getByRole('heading', { level: 1, name: 'There is no payment to confirm here' }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
});
